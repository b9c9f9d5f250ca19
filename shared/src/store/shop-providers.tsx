import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { CartProvider } from './cart-provider';
import type { ShopState, ShopStore } from './shop-store';
import { shopTheme } from '../theme/shop-theme';

/**
 * The providers every page of the shop relies on, in one place for the shell, a remote's
 * standalone harness and every app's tests: the store, the theme, one toast stack (three at a
 * time, at the top, each gone after 3.5 s). The router is the caller's: the browser's in the
 * shell and the harness, a memory router in tests and in server rendering. `serverState`: see
 * CartProvider.
 */
export function ShopProviders({ children, store, serverState }: { children: ReactNode; store?: ShopStore; serverState?: ShopState }) {
  return (
    <CartProvider store={store} serverState={serverState}>
      <ThemeProvider theme={shopTheme}>
        <CssBaseline />
        <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={3500}>
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </CartProvider>
  );
}
