// MUI's tables, shared as one federated singleton (`@mimea/shared/ui/table`), loaded by the
// pages that show one (see core.ts).
export { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
