import { ORDER_ID_PATTERN } from '@mimea/order-rules';
import { browserStorage } from '../browser-storage';
import { ORDER_KEY_PATTERN } from '../order/order-key';

/**
 * The M-Pesa order whose payment the browser follows (issue 39): its ID and its order key, the
 * cart it was for (so the checkout reopens its dialog for that cart only) and when. A closed or
 * reloaded page finds the order's payment again with it; the confirmation page reads its
 * order's payment with the key. Nothing personal (docs/architecture.md, section 3).
 */
export const PENDING_PAYMENT_KEY = 'mimea-pending-payment';

/** A day: then the owner deals with an unpaid order, and the page forgets it. */
export const PENDING_PAYMENT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface OrderRef {
  orderId: string;
  orderKey: string;
}

interface PendingPayment extends OrderRef {
  /** cartSignature() of the cart it is for; '' once the checkout is done with it. */
  cart: string;
  at: number;
}


/** Stored data is untrusted: a well-formed entry not older than a day, or null. */
function readPendingPayment(now: number): PendingPayment | null {
  try {
    const value: unknown = JSON.parse(browserStorage()?.getItem(PENDING_PAYMENT_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { orderId, orderKey, cart, at } = value as Record<string, unknown>;
    const wellFormed =
      typeof orderId === 'string' &&
      ORDER_ID_PATTERN.test(orderId) &&
      typeof orderKey === 'string' &&
      ORDER_KEY_PATTERN.test(orderKey) &&
      typeof cart === 'string' &&
      cart.length <= 5000 &&
      typeof at === 'number' &&
      at <= now &&
      now - at <= PENDING_PAYMENT_MAX_AGE_MS;
    return wellFormed ? { orderId, orderKey, cart, at } : null;
  } catch {
    return null;
  }
}

export function keepPendingPayment(order: OrderRef, cart: string, now = Date.now()): void {
  try {
    browserStorage()?.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ orderId: order.orderId, orderKey: order.orderKey, cart, at: now } satisfies PendingPayment));
  } catch {
    // Full or blocked: the page follows the payment while it is open.
  }
}

/** The order awaiting payment for this cart, if any. */
export function pendingPaymentForCart(cart: string, now = Date.now()): OrderRef | null {
  const stored = readPendingPayment(now);
  return stored && stored.cart !== '' && stored.cart === cart ? { orderId: stored.orderId, orderKey: stored.orderKey } : null;
}

/** The key of this order, for its confirmation page. */
export function pendingPaymentOf(orderId: string, now = Date.now()): OrderRef | null {
  const stored = readPendingPayment(now);
  return stored?.orderId === orderId ? { orderId: stored.orderId, orderKey: stored.orderKey } : null;
}

/** The checkout is done with the order (paid, code given, cash on delivery): its confirmation page still finds the key. */
export function releasePendingPayment(orderId: string, now = Date.now()): void {
  const stored = readPendingPayment(now);
  if (stored?.orderId === orderId && stored.cart !== '') keepPendingPayment(stored, '', stored.at);
}

export function forgetPendingPayment(orderId: string): void {
  try {
    if (readPendingPayment(Date.now())?.orderId === orderId) browserStorage()?.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // Blocked storage held nothing.
  }
}
