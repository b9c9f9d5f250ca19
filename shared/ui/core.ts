// The MUI components nearly every page of every app draws, shared as one federated singleton
// (`@mimea/shared/ui/core`): a page loads them once, from the shell, instead of once per remote.
// A shared module is not tree-shaken, so this lists exactly what the apps use; ESLint refuses
// these names from '@mui/material' in the apps. `styled` styles the browser's own elements from
// one root where a part of a page repeats or is on every page (the footer, a product card): one
// style for the part instead of an MUI component per element. The groups beside it (forms, overlays,
// navigation, table, details) load only on the pages that use them.
export {
  Alert,
  AlertTitle,
  Box,
  Button,
  ButtonBase,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  Container,
  IconButton,
  Link,
  Paper,
  Stack,
  styled,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
