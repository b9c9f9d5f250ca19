import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { CartProvider, shopTheme } from '@mimea/shared';
import { ShopLayout } from './layout/shop-layout';
import { pageRoutes } from './routes/route-table';

const router = createBrowserRouter([{ element: <ShopLayout />, children: pageRoutes }]);

/** The providers every app's pages rely on: one store, one theme, one toast stack, one router. */
export function App() {
  return (
    <CartProvider>
      <ThemeProvider theme={shopTheme}>
        <CssBaseline />
        <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={3500}>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ThemeProvider>
    </CartProvider>
  );
}
