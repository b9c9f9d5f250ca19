import { BrowserRouter, ShopProviders, useRoutes } from '@mimea/shared';
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
    <ShopProviders>
      <BrowserRouter>
        <ShopRoutes />
        <FertilizerPopupSlot />
      </BrowserRouter>
    </ShopProviders>
  );
}
