import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, ShopProviders, createShopStore, emptyShopState, type ShopState, type ShopStore } from '@mimea/shared';

/** `page` at `path` with the providers the shell gives it, on `store`. */
function pageAt(page: ReactElement, path: string, store: ShopStore, serverState?: ShopState) {
  return (
    <ShopProviders store={store} serverState={serverState}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </ShopProviders>
  );
}

/** A page's HTML as the checkout's build renders it: no cart (docs/html-first.md). */
export function buildHtml(page: ReactElement, path: string): string {
  return renderToString(pageAt(page, path, createShopStore({ storage: null, syncAcrossTabs: false })));
}

/** That HTML in the document, as the page arrives: its container. */
export function arrivedHtml(page: ReactElement, path: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = buildHtml(page, path);
  document.body.append(container);
  return container;
}

/**
 * Hydrates the HTML in `container` as the shell does (reading the empty cart it was rendered
 * with first), with `store` the shopper's own. Returns React's hydration errors' callback.
 */
export function hydrateArrived(container: HTMLElement, page: ReactElement, path: string, store: ShopStore) {
  const recoverable = jest.fn();
  act(() => {
    hydrateRoot(container, pageAt(page, path, store, emptyShopState()), { onRecoverableError: recoverable });
  });
  return recoverable;
}

/** The page's HTML in the document, hydrated as the shell does, with `store` the shopper's own. */
export function hydrateBuildHtml(page: ReactElement, path: string, store: ShopStore) {
  const container = arrivedHtml(page, path);
  return { container, recoverable: hydrateArrived(container, page, path, store) };
}
