import { BrowserRouter, ShopProviders, useRoutes, type ShopState } from '@mimea/shared';
import { ShopLayout } from './features/chrome/shop-layout';
import { FertilizerPopupSlot } from './features/popup/fertilizer-popup-slot';
import { pageRoutes } from './pages/route-table';

const routes = [{ element: <ShopLayout />, children: pageRoutes }];

function ShopRoutes() {
  return useRoutes(routes);
}

/** Every page of the shop, under a router: the browser's here, a memory router at build time (src/build-time/prerender-pages.tsx). */
export function ShopPages() {
  return (
    <>
      <ShopRoutes />
      <FertilizerPopupSlot />
    </>
  );
}

/**
 * The providers every app's pages rely on: one store, one theme, one toast stack, one router.
 * A BrowserRouter rather than a data router: the shop loads no route data, and the data router
 * would add ~40 KB gzipped to every first load. `serverState`: what the page's HTML was
 * rendered with, while React hydrates it (bootstrap.tsx).
 */
export function App({ serverState }: { serverState?: ShopState }) {
  return (
    <ShopProviders serverState={serverState}>
      <BrowserRouter>
        <ShopPages />
      </BrowserRouter>
    </ShopProviders>
  );
}
