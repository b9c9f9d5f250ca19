import { MAX_CART_LINES } from './cart-types';

/** The cart's toasts, with the exact titles and texts of the storefront spec (section 4). */
export interface ToastText {
  title: string;
  text: string;
}

export const cartMessages = {
  added: (name: string): ToastText => ({
    title: 'Added to cart',
    text: `${name} has been added to your cart`,
  }),
  addedFromProductPage: (name: string, quantity: number): ToastText => ({
    title: 'Added to cart',
    text: `${quantity} x ${name} has been added to your cart.`,
  }),
  updated: (name: string, quantity: number): ToastText => ({
    title: 'Cart updated',
    text: `${name} quantity increased to ${quantity}`,
  }),
  removed: (name: string): ToastText => ({
    title: 'Item removed',
    text: `${name} has been removed from your cart`,
  }),
  /** Buy Now on the product page: one notice that says both what was added and where we go. */
  proceedingToCheckout: (name: string, quantity: number): ToastText => ({
    title: 'Proceeding to checkout',
    text: `${quantity} x ${name} is in your cart.`,
  }),
  /** Not in the spec: a cart holds MAX_CART_LINES products at most (what one order may carry). */
  cartFull: (name: string): ToastText => ({
    title: 'Your cart is full',
    text: `A cart holds up to ${MAX_CART_LINES} different products. Remove one to add ${name}.`,
  }),
  cleared: (): ToastText => ({
    title: 'Cart cleared',
    text: 'All items have been removed from your cart',
  }),
};
