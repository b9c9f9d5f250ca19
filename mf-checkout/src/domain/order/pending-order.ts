import { ORDER_ID_PATTERN } from '@mimea/order-rules';
import { browserStorage } from '../browser-storage';

/**
 * The order being placed, kept in the browser until the shop has confirmed it, so that sending it
 * again, even after a reload or with the tab closed and opened again, uses the same order ID: the
 * order service then answers with the stored order instead of storing it twice (issue 38). Only
 * the ID, the cart it is for and when: nothing personal (docs/architecture.md, section 3).
 */
export const PENDING_ORDER_KEY = 'mimea-pending-order';

/** Longer than any retry or reload; a cart left for a day is a new purchase. */
export const PENDING_ORDER_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface PendingOrder {
  orderId: string;
  /** cartSignature() of the cart it was for: another cart is another order. */
  cart: string;
  /** When it was first sent (Date.now()). */
  at: number;
}

/** What makes a cart the same purchase: each product and its quantity. */
export function cartSignature(lines: readonly { id: string; quantity: number }[]): string {
  return lines
    .map((line) => `${line.id}*${line.quantity}`)
    .sort()
    .join(',');
}


/** Stored data is untrusted: anything but a well-formed, recent entry for this cart is ignored. */
function isPendingOrder(value: unknown): value is PendingOrder {
  if (typeof value !== 'object' || value === null) return false;
  const { orderId, cart, at } = value as Record<string, unknown>;
  return typeof orderId === 'string' && ORDER_ID_PATTERN.test(orderId) && typeof cart === 'string' && typeof at === 'number' && Number.isFinite(at);
}

/** The pending order's ID for this cart, if one was sent and not yet confirmed. */
export function pendingOrderId(cart: string, now = Date.now()): string | null {
  try {
    const stored: unknown = JSON.parse(browserStorage()?.getItem(PENDING_ORDER_KEY) ?? 'null');
    if (!isPendingOrder(stored) || stored.cart !== cart || now - stored.at > PENDING_ORDER_MAX_AGE_MS || stored.at > now) return null;
    return stored.orderId;
  } catch {
    return null;
  }
}

export function keepPendingOrder(orderId: string, cart: string, now = Date.now()): void {
  try {
    browserStorage()?.setItem(PENDING_ORDER_KEY, JSON.stringify({ orderId, cart, at: now } satisfies PendingOrder));
  } catch {
    // Full or blocked: the page still retries with the ID it holds.
  }
}

/** The shop confirmed the order (or it is another order now): the next purchase gets a new ID. */
export function forgetPendingOrder(): void {
  try {
    browserStorage()?.removeItem(PENDING_ORDER_KEY);
  } catch {
    // Blocked storage held nothing.
  }
}
