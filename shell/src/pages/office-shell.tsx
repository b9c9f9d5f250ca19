import { useEffect } from 'react';
import { BrowserRouter, ShopProviders, useRoutes, type RouteObject } from '@mimea/shared';
import { OfficeRegion } from '../features/office/office-region';
import { RemoteLoading } from '../components/remotes/remote-loading';
import { leaveOfficePage } from '../domain/office-page';

/**
 * A path outside the back office reached from it without a page load (the office's link to the
 * shop): the storefront is another page, with its own remotes and headers, so it is loaded as one.
 */
function LeavingTheOffice() {
  useEffect(() => leaveOfficePage(), []);
  return <RemoteLoading />;
}

/**
 * The back office's page: mf-office's OfficeApp under /office/* with the shop's providers and
 * router, and none of the storefront's chrome (top bar, promo, header, menus, footer, floating
 * buttons, the bottom bar, the fertilizer popup, the cart): the office draws its own.
 */
export const officeRoutes: RouteObject[] = [
  { path: '/office/*', element: <OfficeRegion /> },
  { path: '*', element: <LeavingTheOffice /> },
];

function OfficeRoutes() {
  useEffect(() => {
    // From here the page is React's (what waits for a live page, the e2e journeys, reads this).
    document.documentElement.dataset.live = '';
  }, []);
  return useRoutes(officeRoutes);
}

/** The providers every app's pages rely on (one store, one theme, one toast stack, one router) around the office. */
export function OfficeShell() {
  return (
    <ShopProviders>
      <BrowserRouter>
        <OfficeRoutes />
      </BrowserRouter>
    </ShopProviders>
  );
}
