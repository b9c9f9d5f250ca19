import type { ToastText } from '../cart/cart-messages';
import { formatKES } from '../format/format-kes';

/** A coupon the shop accepts. Codes are matched case-insensitively. */
export interface Coupon {
  code: string;
  /** What it gives, as the order summary words it. */
  description: string;
  /** Percent off the subtotal only (never off shipping). */
  percentOff?: number;
  /** Shipping costs nothing while the coupon holds. */
  freeShipping?: boolean;
  /** The subtotal (before any discount) the coupon needs, in KES. */
  minSubtotal?: number;
}

/** The coupons of the purchase spec, section 9. A shop owner adds codes here. */
export const COUPONS: readonly Coupon[] = [
  { code: 'WELCOME10', description: '10% off your subtotal', percentOff: 10 },
  { code: 'FREESHIPPING-MAR25', description: 'Free shipping', freeShipping: true, minSubtotal: 10_000 },
];

/** The coupon notices: spec texts for the two failures, our own words for the rest. */
export const couponMessages = {
  invalid: (): ToastText => ({ title: 'Invalid coupon', text: 'Please enter a valid coupon code.' }),
  belowMinimum: (minSubtotal: number): ToastText => ({
    title: 'Invalid coupon',
    text: `This coupon requires a minimum purchase of ${formatKES(minSubtotal)}.`,
  }),
  applied: (coupon: Coupon): ToastText => ({ title: 'Coupon applied', text: `${coupon.code}: ${coupon.description}.` }),
  removed: (coupon: Coupon): ToastText => ({ title: 'Coupon removed', text: `${coupon.code} has been removed.` }),
  /** The cart shrank below what the coupon needs. */
  dropped: (coupon: Coupon): ToastText => ({
    title: 'Coupon removed',
    text: `${coupon.code} was removed: it requires a minimum purchase of ${formatKES(coupon.minSubtotal ?? 0)}.`,
  }),
};

/** The coupon a typed code names (trimmed, any case), if the shop has it. */
export function findCoupon(code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return COUPONS.find((coupon) => coupon.code === wanted);
}

/** Whether the coupon's condition holds for this subtotal. */
export function couponHolds(coupon: Coupon, subtotal: number): boolean {
  return subtotal >= (coupon.minSubtotal ?? 0);
}

export type CouponCheck = { ok: true; coupon: Coupon } | { ok: false; message: ToastText };

/** Checks a typed code against the shop's coupons and the current subtotal. */
export function checkCoupon(code: string, subtotal: number): CouponCheck {
  const coupon = findCoupon(code);
  if (!coupon) return { ok: false, message: couponMessages.invalid() };
  if (!couponHolds(coupon, subtotal)) return { ok: false, message: couponMessages.belowMinimum(coupon.minSubtotal ?? 0) };
  return { ok: true, coupon };
}

/** The discount in whole KES: a percentage of the subtotal only. */
export function couponDiscount(coupon: Coupon | null | undefined, subtotal: number): number {
  if (!coupon?.percentOff || !couponHolds(coupon, subtotal)) return 0;
  return Math.round((subtotal * coupon.percentOff) / 100);
}
