import type { ReactNode } from 'react';
import { GlobalStyles } from '@mui/material';
// @mui/material's ThemeProvider also carries the CSS-variables provider (~3 KB compressed on every
// page) for themes with colour schemes; the shop's theme has none, and this is the provider
// material's own hands such a theme to.
import { ThemeProvider } from '@mui/system';
import { CartProvider } from './cart-provider';
import type { ShopState, ShopStore } from './shop-store';
import { shopTheme } from '../theme/shop-theme';
import { shopBaseStyles } from '../theme/shop-base-styles';
import { ToastHost } from '../toast/toast-host';
import { shopIconStyles } from '../ui/shop-icons';
import { shopButtonStyles } from '../ui/shop-button';
import { shopAlertStyles } from '../ui/shop-alert';
import { shopSpinnerStyles } from '../ui/shop-spinner';

/**
 * The providers every page of the shop relies on, in one place for the shell, a remote's
 * standalone harness and every app's tests: the store, the theme, and where the toasts appear
 * (toast/show-toast.ts). The router is the caller's: the browser's in the
 * shell and the harness, a memory router in tests and in server rendering. `serverState`: see
 * CartProvider.
 */
export function ShopProviders({ children, store, serverState }: { children: ReactNode; store?: ShopStore; serverState?: ShopState }) {
  return (
    <CartProvider store={store} serverState={serverState}>
      <ThemeProvider theme={shopTheme}>
        <GlobalStyles styles={[shopBaseStyles, shopIconStyles, shopButtonStyles, shopAlertStyles, shopSpinnerStyles]} />
        {children}
        <ToastHost />
      </ThemeProvider>
    </CartProvider>
  );
}
