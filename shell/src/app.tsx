import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { BrowserRouter, CartProvider, shopTheme, useRoutes } from '@mimea/shared';
import { ShopLayout } from './layout/shop-layout';
import { FertilizerPopupSlot } from './popup/fertilizer-popup-slot';
import { pageRoutes } from './routes/route-table';

const routes = [{ element: <ShopLayout />, children: pageRoutes }];

function ShopRoutes() {
  return useRoutes(routes);
}

/**
 * The providers every app's pages rely on: one store, one theme, one toast stack, one router.
 * A BrowserRouter rather than a data router: the shop loads no route data, and the data router
 * would add ~40 KB gzipped to every first load.
 */
export function App() {
  return (
    <CartProvider>
      <ThemeProvider theme={shopTheme}>
        <CssBaseline />
        <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={3500}>
          <BrowserRouter>
            <ShopRoutes />
            <FertilizerPopupSlot />
          </BrowserRouter>
        </SnackbarProvider>
      </ThemeProvider>
    </CartProvider>
  );
}
