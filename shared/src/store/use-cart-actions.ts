import { useContext, useMemo } from 'react';
import { ReactReduxContext, useStore } from 'react-redux';
import { cartCommands, type CartActions } from './cart-commands';
import type { ShopStore } from './shop-store';

export const CART_OUTSIDE_PROVIDER_ERROR = 'useCart must be used within a CartProvider';

const useShopStore = useStore.withTypes<ShopStore>();

/**
 * The cart's actions (useCart's, with the same toasts) for a component that changes the cart but
 * does not show it: the same functions at every render, and no subscription, so adding to the
 * cart re-renders only what shows the cart (issue 41, every tap within 100 ms).
 */
export function useCartActions(): CartActions {
  if (useContext(ReactReduxContext) === null) throw new Error(CART_OUTSIDE_PROVIDER_ERROR);
  const store = useShopStore();
  return useMemo(() => cartCommands(store), [store]);
}
