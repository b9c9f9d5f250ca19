// MUI's parts of what a page shows on request: the product's reviews (rating input, bars, list),
// the mobile menu's lists and folding groups, a blog post's author. Shared as one federated singleton
// (`@mimea/shared/ui/details`), loaded with the first of them, not with every page (see core.ts).
export { Avatar, Collapse, LinearProgress, List, ListItem, ListItemText, Rating } from '@mui/material';
