// MUI's parts that only the back office draws (mf-office): its top bar, its bottom navigation on a
// phone, badges and chips for counts and statuses, dividers, and the breakpoint hook that picks
// cards or a table. Shared as one federated singleton (`@mimea/shared/ui/office`) like the groups
// beside it, and provided by the shell lazily: no shopper's page loads it.
export {
  AppBar,
  Badge,
  BottomNavigation,
  BottomNavigationAction,
  Chip,
  Divider,
  Toolbar,
  useMediaQuery,
} from '@mui/material';
