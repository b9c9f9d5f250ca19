/** The money of an order, in whole KES. */
export interface OrderTotals {
  subtotal: number;
  /** Taken off the subtotal only. */
  discount: number;
  /** null while it is not known yet (no pickup station chosen): shown as 'To be decided'. */
  shipping: number | null;
  /** subtotal − discount + shipping (an unknown shipping counts as 0 until it is chosen). */
  total: number;
}

export function orderTotals(subtotal: number, discount: number, shipping: number | null): OrderTotals {
  const safeDiscount = Math.min(Math.max(0, discount), subtotal);
  return { subtotal, discount: safeDiscount, shipping, total: subtotal - safeDiscount + (shipping ?? 0) };
}
