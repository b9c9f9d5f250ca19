// What nearly every page of every app draws with, shared as one federated singleton
// (`@mimea/shared/ui/core`): a page loads it once, from the shell, instead of once per remote.
// A shared module is not tree-shaken, so this lists exactly what the apps use; ESLint refuses
// these names from '@mui/material' in the apps. `styled` styles the browser's own elements from
// one root where a part of a page repeats or is on every page (the footer, a product card): one
// style for the part instead of an MUI component per element. MUI's controls (buttons, links,
// cards, alerts, stacks) are a group of their own (controls.ts), so a page drawn with the shop's
// own buttons (`ShopButton` of @mimea/shared) loads none of them. The other groups (forms, overlays,
// navigation, table, details) load only on the pages that use them.
export {
  Box,
  Container,
  styled,
  Typography,
  useTheme,
} from '@mui/material';
