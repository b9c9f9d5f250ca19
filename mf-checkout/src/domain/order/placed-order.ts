import { type PaymentMethod, ORDER_ID_PATTERN, type OrderSubmission } from '@mimea/order-rules';

/**
 * What the confirmation page shows, handed over in the history entry's state: no name, phone,
 * ID number or e-mail (docs/architecture.md, section 3).
 */
export interface PlacedOrder {
  orderId: string;
  paymentMethod: PaymentMethod;
  mpesaTransactionId: string | null;
  lines: { id: string; name: string; quantity: number; lineTotal: number }[];
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  county: string;
  pickupStation: string;
}

export function placedOrderOf(order: OrderSubmission): PlacedOrder {
  return {
    orderId: order.orderId,
    paymentMethod: order.paymentMethod,
    mpesaTransactionId: order.mpesaTransactionId,
    lines: order.lines.map(({ id, name, quantity, lineTotal }) => ({ id, name, quantity, lineTotal })),
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    total: order.orderAmount,
    county: order.county,
    pickupStation: order.pickupStation.name,
  };
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';

/** History state is untrusted (another page may have set it): a PlacedOrder for this order ID, or null. */
export function parsePlacedOrder(state: unknown, orderId: string): PlacedOrder | null {
  if (typeof state !== 'object' || state === null) return null;
  const order = (state as { placedOrder?: unknown }).placedOrder as Partial<PlacedOrder> | undefined;
  if (typeof order !== 'object' || order === null || order.orderId !== orderId || !ORDER_ID_PATTERN.test(orderId)) return null;
  const linesOk =
    Array.isArray(order.lines) &&
    order.lines.every((line: unknown) => {
      const l = line as Partial<PlacedOrder['lines'][number]> | null;
      return l !== null && typeof l === 'object' && isText(l.id) && isText(l.name) && isAmount(l.quantity) && isAmount(l.lineTotal);
    });
  const fieldsOk =
    (order.paymentMethod === 'mpesa' || order.paymentMethod === 'cod') &&
    (order.mpesaTransactionId === null || isText(order.mpesaTransactionId)) &&
    [order.subtotal, order.discount, order.shipping, order.total].every(isAmount) &&
    isText(order.county) &&
    isText(order.pickupStation);
  return linesOk && fieldsOk ? (order as PlacedOrder) : null;
}
