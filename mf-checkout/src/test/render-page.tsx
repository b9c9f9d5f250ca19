import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, ShopProviders, createShopStore, cartActions, type CartProduct } from '@mimea/shared';

export const tourmalineFlask: CartProduct = { id: 'tourmaline-flask', name: 'Tourmaline Flask', price: 5500, images: [] };
export const oliveSoap: CartProduct = { id: 'olive-soap', name: 'Olive Soap', price: 500, images: [] };

/**
 * Renders a page of the checkout with the providers the shell gives it (the real store, in
 * memory) and a router at `path`; `routes` are the pages it may go on to.
 */
export function renderPage(page: ReactElement, { path = '/', cart = [] as [CartProduct, number][], routes = [] as { path: string; element: ReactElement }[] } = {}) {
  const store = createShopStore({ storage: null, syncAcrossTabs: false });
  for (const [product, quantity] of cart) store.dispatch(cartActions.itemAdded({ product, quantity }));
  const view = render(
    <ShopProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={page} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
  return { store, ...view };
}
