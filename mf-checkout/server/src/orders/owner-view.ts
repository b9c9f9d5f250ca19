// An order as the shop owner's listing shows it: the national ID masked to its last 3 digits.
import type { OrderWithHistory } from './order-store';

/** '12345678' → '*****678'; an erased ID stays null. */
export function maskNationalId(id: string | null): string | null {
  if (id === null) return null;
  return id.length <= 3 ? '*'.repeat(id.length) : '*'.repeat(id.length - 3) + id.slice(-3);
}

/** Kenya keeps East Africa Time (UTC+3, no daylight saving) all year. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** An instant as the shop reads it: '2026-11-23T14:05:09+03:00'. */
export function eastAfricaTime(at: Date): string {
  return new Date(at.getTime() + EAT_OFFSET_MS).toISOString().replace(/\.\d{3}Z$/, '+03:00');
}

/** The instant a shop day (YYYY-MM-DD, East Africa Time) starts. */
export function startOfShopDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - EAT_OFFSET_MS);
}

export function ownerView(order: OrderWithHistory) {
  return {
    orderId: order.orderId,
    placedAt: eastAfricaTime(order.createdAt),
    status: order.status,
    paymentMethod: order.paymentMethod,
    mpesaTransactionId: order.mpesaTransactionId,
    customerName: order.customerName,
    phoneNumber: order.phoneNumber,
    customerId: maskNationalId(order.customerId),
    email: order.email,
    county: order.county,
    pickupStation: { id: order.pickupStationId, name: order.pickupStationName },
    products: order.submission.products,
    lines: order.submission.lines,
    subtotal: order.subtotal,
    discount: order.discount,
    coupon: order.coupon,
    shipping: order.shipping,
    total: order.total,
    claimedTotal: order.claimedTotal,
    priceCheck: order.priceCheck,
    notes: order.notes,
    forwarding: order.forwardState,
    history: order.history.map((event) => ({ at: eastAfricaTime(event.at), event: event.event, note: event.note })),
  };
}

export type OwnerOrderView = ReturnType<typeof ownerView>;
