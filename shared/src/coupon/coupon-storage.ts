import { findCoupon } from './coupon-rules';

export const COUPON_STORAGE_KEY = 'coupon';

/** A stored code is untrusted: only a code the shop knows comes back, upper-cased. */
export function parseStoredCoupon(raw: string | null): string | null {
  if (!raw) return null;
  return findCoupon(raw)?.code ?? null;
}

export function loadCoupon(storage: Storage | null): string | null {
  if (!storage) return null;
  try {
    return parseStoredCoupon(storage.getItem(COUPON_STORAGE_KEY));
  } catch (error) {
    console.error('Could not read the stored coupon.', error);
    return null;
  }
}

export function saveCoupon(storage: Storage | null, code: string | null): void {
  if (!storage) return;
  try {
    if (code === null) storage.removeItem(COUPON_STORAGE_KEY);
    else storage.setItem(COUPON_STORAGE_KEY, code);
  } catch (error) {
    console.error('Could not save the coupon.', error);
  }
}
