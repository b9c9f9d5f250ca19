import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getShopStore, type ShopStore } from './shop-store';

interface CartProviderProps {
  children: ReactNode;
  /** Tests and harnesses may pass their own store; the page uses the shared one. */
  store?: ShopStore;
}

/** Provides the shop's store (the cart, and later the coupon) to everything below it. */
export function CartProvider({ children, store }: CartProviderProps) {
  return <Provider store={store ?? getShopStore()}>{children}</Provider>;
}
