import { configureStore } from '@reduxjs/toolkit';
import { cartActions, cartReducer } from '../cart/cart-slice';
import { CART_STORAGE_KEY, loadCart, parseStoredCart, saveCart } from '../cart/cart-storage';

function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // access itself throws when storage is blocked
  }
}

export interface ShopStoreOptions {
  /** Where the cart persists; defaults to the browser's localStorage (null: keep in memory). */
  storage?: Storage | null;
  /** Follow changes another tab makes to the stored cart (default true in a browser). */
  syncAcrossTabs?: boolean;
}

/** Creates the shop's Redux store: loads the cart from storage and saves it after every change. */
export function createShopStore({ storage = browserStorage(), syncAcrossTabs = true }: ShopStoreOptions = {}) {
  const store = configureStore({
    reducer: { cart: cartReducer },
    preloadedState: { cart: { items: loadCart(storage) } },
  });

  let saved = store.getState().cart.items;
  store.subscribe(() => {
    const items = store.getState().cart.items;
    if (items === saved) return;
    saved = items;
    saveCart(storage, items);
  });

  if (syncAcrossTabs && storage && typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== CART_STORAGE_KEY || event.storageArea !== storage) return;
      const items = parseStoredCart(event.newValue);
      saved = items; // already stored by the other tab: do not write it back
      store.dispatch(cartActions.replaced(items));
    });
  }
  return store;
}

export type ShopStore = ReturnType<typeof createShopStore>;
export type ShopState = ReturnType<ShopStore['getState']>;
export type ShopDispatch = ShopStore['dispatch'];

let shopStore: ShopStore | undefined;

/**
 * The one store of the page. `@mimea/shared` is a federated singleton, so every app that
 * calls this gets the same instance.
 */
export function getShopStore(): ShopStore {
  shopStore ??= createShopStore();
  return shopStore;
}
