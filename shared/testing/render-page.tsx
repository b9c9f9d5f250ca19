// Test support every app's page tests share (`@mimea/shared/testing/render-page`): not part of
// the federated index, so no page bundles @testing-library; ESLint allows it in tests only.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, ShopProviders, createShopStore, useLocation } from '@mimea/shared';

/** Shows where the router is, so a test can assert the URL a page navigated to. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders an app's pages at a URL with the providers the shell gives them, a fresh cart store
 * (never mocked) and a probe of the current location (`getByTestId('location')`).
 */
export function renderPage(routes: { path: string; element: ReactElement }[], url: string) {
  const store = createShopStore({ storage: null });
  const view = render(
    <ShopProviders store={store}>
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
  return { store, ...view };
}
