import { sanitizeCart } from './sanitize-cart';
import type { CartItem } from './cart-types';

export const CART_STORAGE_KEY = 'cart';

/**
 * Reads the cart kept in the browser. Stored data is untrusted: unparseable JSON or a value
 * that is not a list is ignored with a console error only, and bad lines are dropped or clamped.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (raw === null || raw === '') return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    console.error('Could not parse the stored cart; starting with an empty cart.', error);
    return [];
  }
  if (!Array.isArray(data)) {
    console.error('The stored cart is not a list; starting with an empty cart.');
    return [];
  }
  return sanitizeCart(data);
}

export function loadCart(storage: Storage | null): CartItem[] {
  if (!storage) return [];
  try {
    return parseStoredCart(storage.getItem(CART_STORAGE_KEY));
  } catch (error) {
    // Storage can throw when the browser blocks it (private mode, disabled cookies).
    console.error('Could not read the stored cart.', error);
    return [];
  }
}

export function saveCart(storage: Storage | null, items: readonly CartItem[]): void {
  if (!storage) return;
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch (error) {
    console.error('Could not save the cart.', error);
  }
}
