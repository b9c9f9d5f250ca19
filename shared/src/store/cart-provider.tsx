import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getShopStore, type ShopState, type ShopStore } from './shop-store';

interface CartProviderProps {
  children: ReactNode;
  /** Tests and harnesses may pass their own store; the page uses the shared one. */
  store?: ShopStore;
  /**
   * What the page's server-rendered HTML was rendered with (an empty cart, no coupon): read while
   * React hydrates that HTML, so the first render matches it; the shopper's stored cart follows.
   */
  serverState?: ShopState;
}

/** Provides the shop's store (the cart, and later the coupon) to everything below it. */
export function CartProvider({ children, store, serverState }: CartProviderProps) {
  return (
    <Provider store={store ?? getShopStore()} serverState={serverState}>
      {children}
    </Provider>
  );
}
