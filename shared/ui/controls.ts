// MUI's controls and cards, shared as one federated singleton (`@mimea/shared/ui/controls`),
// loaded by the pages that draw one of them (~16 KB compressed: ButtonBase with its touch
// ripple, Button, IconButton, Link, Alert, CircularProgress, Card, Paper, Stack). The parts every
// page has use `ShopButton`, `ShopIconButton` and `ShopAlert` of @mimea/shared instead, so the
// home page loads none.
export {
  Alert,
  AlertTitle,
  Button,
  ButtonBase,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  IconButton,
  Link,
  Paper,
  Stack,
} from '@mui/material';
