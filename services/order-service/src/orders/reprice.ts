// Prices an order the way the checkout does, from the catalogue's prices and the pickup-station
// table, and lists where the browser's figures differ. The shop's figures are what is stored:
// prices, product names, the products text and the station's name never come from the browser.
import { couponDiscount, couponHolds, findCoupon } from '@mimea/shared/pure';
import { productsText, type OrderLine, findStation, shippingFee, orderTotals } from '@mimea/order-rules';
import type { Problem } from '../validation';
import { MAX_ORDER_KES, orderTooLarge, type ValidOrderSubmission } from './order-schema';
import type { PriceList } from './price-list';

export interface PriceCheck {
  /** 'unchecked' when the service has never read the catalogue's prices: the owner checks by hand. */
  result: 'match' | 'mismatch' | 'unchecked';
  /** In words, one per difference. */
  issues: string[];
}

export interface PricedOrder {
  /** The lines at the shop's names and prices. */
  lines: OrderLine[];
  /** The spec's products text, from those lines. */
  products: string;
  pickupStation: { id: string; name: string; fee: number };
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  check: PriceCheck;
}

export type Repricing = { ok: true; priced: PricedOrder } | { ok: false; problems: Problem[] };

export const repriceMessages = {
  notSold: 'This product is not in the shop’s catalogue: remove it from the cart and order again.',
} as const;

const differs = (issues: string[], what: string, claimed: number, priced: number) => {
  if (claimed !== priced) issues.push(`${what}: KES ${claimed} sent, KES ${priced} by the shop's prices.`);
};

/**
 * The order at the shop's prices. A line whose product the catalogue does not sell is refused
 * (a 400 naming the line); only when the price source has no prices (null) are the sent prices
 * used, and the order is then marked unchecked.
 */
export function repriceOrder(order: ValidOrderSubmission, prices: PriceList | null): Repricing {
  const issues: string[] = [];
  const problems: Problem[] = [];
  const lines = order.lines.map((line, index): OrderLine => {
    if (prices === null) return line;
    // Own keys only: an id such as `constructor` or `__proto__` names no product of the prices.
    const product = Object.hasOwn(prices.products, line.id) ? prices.products[line.id] : undefined;
    if (!product) {
      problems.push({ field: `lines.${index}.id`, message: repriceMessages.notSold });
      return line;
    }
    differs(issues, `${product.name} unit price`, line.unitPrice, product.price);
    return { id: line.id, name: product.name, unitPrice: product.price, quantity: line.quantity, lineTotal: product.price * line.quantity };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  if (subtotal > MAX_ORDER_KES) problems.push({ field: 'lines', message: orderTooLarge });
  if (problems.length > 0) return { ok: false, problems };

  const named = order.coupon === null ? null : (findCoupon(order.coupon) ?? null);
  if (order.coupon !== null && !named) issues.push(`The coupon ${order.coupon} is not one of the shop's.`);
  if (named && !couponHolds(named, subtotal)) issues.push(`The coupon ${named.code} needs a subtotal of KES ${named.minSubtotal ?? 0}: not applied.`);
  // As in the cart, a coupon whose minimum the subtotal does not reach gives nothing.
  const coupon = named && couponHolds(named, subtotal) ? named : null;
  const discount = couponDiscount(coupon, subtotal);
  // The schema has checked that the station is one of the county's.
  const station = findStation(order.county, order.pickupStation.id) ?? order.pickupStation;
  const shipping = shippingFee(subtotal, station.fee, coupon);
  const totals = orderTotals(subtotal, discount, shipping);
  differs(issues, 'Subtotal', order.subtotal, totals.subtotal);
  differs(issues, 'Discount', order.discount, totals.discount);
  differs(issues, 'Shipping', order.shipping, shipping);
  differs(issues, 'Total', order.orderAmount, totals.total);
  const result = prices === null ? 'unchecked' : issues.length > 0 ? 'mismatch' : 'match';
  if (prices === null) issues.unshift("The shop has not read the catalogue's prices yet: the sent unit prices were used.");
  return {
    ok: true,
    priced: {
      lines,
      products: productsText(lines),
      pickupStation: { id: station.id, name: station.name, fee: station.fee },
      subtotal: totals.subtotal,
      discount: totals.discount,
      shipping,
      total: totals.total,
      check: { result, issues },
    },
  };
}
