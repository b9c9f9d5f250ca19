// MUI's dialogs, drawers and menus, shared as one federated singleton
// (`@mimea/shared/ui/overlays`), loaded by the pages that open one (see core.ts).
export { Dialog, DialogActions, DialogContent, DialogTitle, Drawer, Menu } from '@mui/material';
