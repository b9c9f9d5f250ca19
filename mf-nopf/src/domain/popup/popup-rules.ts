import { REPEAT_INTERVAL_MS } from './popup-timing';
import { readLastSeen, readNopfSeen } from './popup-storage';

/**
 * Where the shopper is, as far as the popup cares: buying (never interrupted: /cart, /checkout
 * and the order confirmation), on the fertilizer landing page, or anywhere else in the shop.
 */
export type PopupContext = 'purchase' | 'nopf' | 'site';

const PURCHASE_PATHS = /^\/(cart|checkout|order-confirmation)(\/|$)/i;
const NOPF_PATH = /^\/nopf\/?$/i;

export function popupContext(pathname: string): PopupContext {
  if (PURCHASE_PATHS.test(pathname)) return 'purchase';
  if (NOPF_PATH.test(pathname)) return 'nopf';
  return 'site';
}

/**
 * The decision (purchase spec section 4): on /nopf the popup shows unless its own seen flag is
 * set; elsewhere it shows if it was never closed or closed 24 hours ago or more; never while
 * buying.
 */
export function shouldShowPopup(context: PopupContext, storage: Storage | null, now: number): boolean {
  if (context === 'purchase') return false;
  if (context === 'nopf') return !readNopfSeen(storage);
  const lastSeen = readLastSeen(storage, now);
  return lastSeen === null || now - lastSeen >= REPEAT_INTERVAL_MS;
}
