import type { Coupon } from '@mimea/shared';

/** Shipping is free from this subtotal (before any discount), in KES (purchase spec section 9). */
export const FREE_SHIPPING_FROM = 10_000;
/** The cart page's flat estimate below that; checkout charges the chosen station's fee instead. */
export const CART_SHIPPING_FEE = 400;

/**
 * What shipping costs given a base fee: nothing from FREE_SHIPPING_FROM or with a free-shipping
 * coupon. `coupon` is the applied one, whose minimum the subtotal reaches (the cart drops one
 * that stops holding; the order service applies none that does not hold).
 */
export function shippingFee(subtotal: number, baseFee: number, coupon: Coupon | null): number {
  if (subtotal >= FREE_SHIPPING_FROM || coupon?.freeShipping) return 0;
  return baseFee;
}

/** How much more the shopper needs for free shipping (0 once it is free). */
export function amountToFreeShipping(subtotal: number): number {
  return Math.max(0, FREE_SHIPPING_FROM - subtotal);
}
