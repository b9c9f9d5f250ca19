import { useContext, useMemo } from 'react';
import { ReactReduxContext } from 'react-redux';
import { cartActions } from './cart-slice';
import { cartMessages, type ToastText } from './cart-messages';
import { selectCartCount, selectCartItems, selectCartSubtotal } from './cart-selectors';
import { MAX_CART_LINES, maxLineQuantity, type CartItem, type CartProduct } from './cart-types';
import { useAppDispatch, useAppSelector } from '../store/store-hooks';
import { showToast } from '../toast/show-toast';

export const CART_OUTSIDE_PROVIDER_ERROR = 'useCart must be used within a CartProvider';

export interface AddToCartOptions {
  /** The product page words its toast as '[qty] x [name] has been added to your cart.' */
  fromProductPage?: boolean;
  /** Buy Now: the notice is 'Proceeding to checkout' instead. */
  buyNow?: boolean;
}

export interface CartApi {
  items: CartItem[];
  count: number;
  subtotal: number;
  addToCart: (product: CartProduct, quantity?: number, options?: AddToCartOptions) => void;
  removeFromCart: (id: string) => void;
  updateQuantity: (id: string, quantity: number) => void;
  clearCart: () => void;
}

/** The cart for components: state, actions and the spec's toasts. */
export function useCart(): CartApi {
  if (useContext(ReactReduxContext) === null) throw new Error(CART_OUTSIDE_PROVIDER_ERROR);
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const count = useAppSelector(selectCartCount);
  const subtotal = useAppSelector(selectCartSubtotal);

  return useMemo(() => {
    const notify = (message: ToastText, variant: 'success' | 'warning' = 'success') => showToast(message, variant);
    return {
      items,
      count,
      subtotal,
      addToCart(product, quantity = 1, options = {}) {
        const whole = Math.floor(quantity);
        if (!Number.isFinite(whole) || whole < 1) return;
        const existing = items.find((line) => line.id === product.id);
        if (!existing && items.length >= MAX_CART_LINES) {
          notify(cartMessages.cartFull(product.name), 'warning');
          return;
        }
        dispatch(cartActions.itemAdded({ product, quantity: whole }));
        if (options.buyNow) notify(cartMessages.proceedingToCheckout(product.name, whole));
        // Already in the cart, from any page: the spec's 'Cart updated' with the new quantity.
        else if (existing) notify(cartMessages.updated(product.name, Math.min(existing.quantity + whole, maxLineQuantity(existing.price))));
        else if (options.fromProductPage) notify(cartMessages.addedFromProductPage(product.name, whole));
        else notify(cartMessages.added(product.name));
      },
      removeFromCart(id) {
        const line = items.find((item) => item.id === id);
        if (!line) return;
        dispatch(cartActions.itemRemoved(id));
        notify(cartMessages.removed(line.name));
      },
      updateQuantity(id, quantity) {
        dispatch(cartActions.quantitySet({ id, quantity }));
      },
      clearCart() {
        dispatch(cartActions.cleared());
        notify(cartMessages.cleared());
      },
    } satisfies CartApi;
  }, [items, count, subtotal, dispatch]);
}
