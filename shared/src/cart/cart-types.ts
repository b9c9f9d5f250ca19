/** One line of the cart, as kept in the store and in localStorage `cart`. */
export interface CartItem {
  id: string;
  name: string;
  /** Unit price in whole KES, at least 1. */
  price: number;
  currency: 'KES';
  quantity: number;
  /** The first of the product's images. */
  image: string;
}

/** What a page hands to add-to-cart: the product fields the cart needs. */
export interface CartProduct {
  id: string;
  name: string;
  price: number;
  currency?: string;
  images: readonly string[];
}

/** Upper bound for one line, so a typo (or tampered storage) cannot order 1e9 bottles. */
export const MAX_LINE_QUANTITY = 999;

/**
 * Most lines one cart holds: far above any real basket, and what one order may carry (the order
 * service refuses more), so every cart can be ordered and renders fast whatever was stored.
 */
export const MAX_CART_LINES = 100;

/**
 * The most one order, or any figure in it, may come to (the order service refuses more): a unit
 * price above it is tampered, and a line's quantity is held so its total stays within it. Every
 * total then stays an exact integer.
 */
export const MAX_ORDER_KES = 100_000_000;

/** A unit price the cart accepts: whole shillings, positive, within MAX_ORDER_KES. */
export function isCartPrice(price: number): boolean {
  return Number.isSafeInteger(price) && price >= 1 && price <= MAX_ORDER_KES;
}

/** The largest quantity of one line at this unit price: MAX_LINE_QUANTITY, or less when the line total would pass MAX_ORDER_KES. */
export function maxLineQuantity(price: number): number {
  return Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.floor(MAX_ORDER_KES / price)));
}
