import { useContext, useMemo } from 'react';
import { ReactReduxContext } from 'react-redux';
import { selectCartCount, selectCartItems, selectCartSubtotal } from './cart-selectors';
import type { CartItem } from './cart-types';
import { useAppSelector } from '../store/store-hooks';
import { CART_OUTSIDE_PROVIDER_ERROR, useCartActions } from '../store/use-cart-actions';
import type { CartActions } from '../store/cart-commands';

export { CART_OUTSIDE_PROVIDER_ERROR } from '../store/use-cart-actions';
export type { AddToCartOptions } from '../store/cart-commands';

export interface CartApi extends CartActions {
  items: CartItem[];
  count: number;
  subtotal: number;
}

/**
 * The cart for components: state, actions and the spec's toasts. A component that only changes
 * the cart takes useCartActions, which does not re-render it when the cart changes.
 */
export function useCart(): CartApi {
  if (useContext(ReactReduxContext) === null) throw new Error(CART_OUTSIDE_PROVIDER_ERROR);
  const items = useAppSelector(selectCartItems);
  const count = useAppSelector(selectCartCount);
  const subtotal = useAppSelector(selectCartSubtotal);
  const actions = useCartActions();
  return useMemo(() => ({ items, count, subtotal, ...actions }), [items, count, subtotal, actions]);
}
