// Prices an order the way the checkout does, from the catalogue's prices and the pickup-station
// table, and lists where the browser's figures differ. The shop's figures are what is stored.
import { couponDiscount, findCoupon } from '@mimea/shared/src/coupon/coupon-rules';
import { findStation } from '../../../src/features/shipping/pickup-stations';
import { shippingFee } from '../../../src/features/shipping/shipping-rules';
import { orderTotals } from '../../../src/features/totals/order-totals';
import type { ValidOrderSubmission } from './order-schema';
import type { PriceList } from './price-list';

export interface PriceCheck {
  /** 'unchecked' when the catalogue's prices could not be read: the owner checks by hand. */
  result: 'match' | 'mismatch' | 'unchecked';
  /** In words, one per difference. */
  issues: string[];
}

export interface PricedOrder {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  check: PriceCheck;
}

const differs = (issues: string[], what: string, claimed: number, priced: number) => {
  if (claimed !== priced) issues.push(`${what}: KES ${claimed} sent, KES ${priced} by the shop's prices.`);
};

export function repriceOrder(order: ValidOrderSubmission, prices: PriceList | null): PricedOrder {
  const issues: string[] = [];
  let subtotal = 0;
  for (const line of order.lines) {
    const product = prices?.products[line.id];
    if (prices && !product) issues.push(`${line.name} (${line.id}) is not in the catalogue: its sent price is used.`);
    const unitPrice = product?.price ?? line.unitPrice;
    if (product) differs(issues, `${product.name} unit price`, line.unitPrice, unitPrice);
    subtotal += unitPrice * line.quantity;
  }
  const coupon = order.coupon === null ? null : (findCoupon(order.coupon) ?? null);
  if (order.coupon !== null && !coupon) issues.push(`The coupon ${order.coupon} is not one of the shop's.`);
  const discount = couponDiscount(coupon, subtotal);
  // The schema has checked that the station belongs to the county.
  const station = findStation(order.county, order.pickupStation.id);
  const shipping = shippingFee(subtotal, station?.fee ?? order.pickupStation.fee, coupon);
  const totals = orderTotals(subtotal, discount, shipping);
  differs(issues, 'Subtotal', order.subtotal, totals.subtotal);
  differs(issues, 'Discount', order.discount, totals.discount);
  differs(issues, 'Shipping', order.shipping, shipping);
  differs(issues, 'Total', order.orderAmount, totals.total);
  const result = prices === null ? 'unchecked' : issues.length > 0 ? 'mismatch' : 'match';
  if (prices === null) issues.unshift("The catalogue's prices could not be read: the sent unit prices were used.");
  return { subtotal: totals.subtotal, discount: totals.discount, shipping, total: totals.total, check: { result, issues } };
}
