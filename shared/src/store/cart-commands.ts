import { cartActions } from '../cart/cart-slice';
import { cartMessages, type ToastText } from '../cart/cart-messages';
import { MAX_CART_LINES, maxLineQuantity, type CartItem, type CartProduct } from '../cart/cart-types';
import { showToast } from '../toast/show-toast';
import type { ShopDispatch } from './shop-store';

export interface AddToCartOptions {
  /** The product page words its toast as '[qty] x [name] has been added to your cart.' */
  fromProductPage?: boolean;
  /** Buy Now: the notice is 'Proceeding to checkout' instead. */
  buyNow?: boolean;
}

/** What a shopper does to the cart, with the spec's toasts (useCart's and useCartActions'). */
export interface CartActions {
  addToCart: (product: CartProduct, quantity?: number, options?: AddToCartOptions) => void;
  removeFromCart: (id: string) => void;
  updateQuantity: (id: string, quantity: number) => void;
  clearCart: () => void;
}

/** The store as the commands use it: the cart's lines read when a command runs, and dispatch. */
interface CartStore {
  getState: () => { cart: { items: CartItem[] } };
  dispatch: ShopDispatch;
}

/**
 * The cart's actions over a store, reading its lines only when one runs: nothing here follows the
 * cart, so a component that only changes it (an Add to Cart button, a stepper) need not re-render
 * when it changes (useCartActions; issue 41, every tap within 100 ms).
 */
export function cartCommands(store: CartStore): CartActions {
  const notify = (message: ToastText, variant: 'success' | 'warning' = 'success') => showToast(message, variant);
  const lines = () => store.getState().cart.items;
  return {
    addToCart(product, quantity = 1, options = {}) {
      const whole = Math.floor(quantity);
      if (!Number.isFinite(whole) || whole < 1) return;
      const items = lines();
      const existing = items.find((line) => line.id === product.id);
      if (!existing && items.length >= MAX_CART_LINES) {
        notify(cartMessages.cartFull(product.name), 'warning');
        return;
      }
      store.dispatch(cartActions.itemAdded({ product, quantity: whole }));
      if (options.buyNow) notify(cartMessages.proceedingToCheckout(product.name, whole));
      // Already in the cart, from any page: the spec's 'Cart updated' with the new quantity.
      else if (existing) notify(cartMessages.updated(product.name, Math.min(existing.quantity + whole, maxLineQuantity(existing.price))));
      else if (options.fromProductPage) notify(cartMessages.addedFromProductPage(product.name, whole));
      else notify(cartMessages.added(product.name));
    },
    removeFromCart(id) {
      const line = lines().find((item) => item.id === id);
      if (!line) return;
      store.dispatch(cartActions.itemRemoved(id));
      notify(cartMessages.removed(line.name));
    },
    updateQuantity(id, quantity) {
      store.dispatch(cartActions.quantitySet({ id, quantity }));
    },
    clearCart() {
      store.dispatch(cartActions.cleared());
      notify(cartMessages.cleared());
    },
  };
}
