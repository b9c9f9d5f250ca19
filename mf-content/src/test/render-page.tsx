import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, ShopProviders, createShopStore, useLocation } from '@mimea/shared';

/** Shows where the router is, so a test can assert the URL a page navigated to. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders pages of this app at a URL with the providers the shell gives them and a fresh cart store. */
export function renderPage(routes: { path: string; element: ReactElement }[], url: string) {
  return render(
    <ShopProviders store={createShopStore({ storage: null })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ShopProviders>,
  );
}
