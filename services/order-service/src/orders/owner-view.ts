// An order as the office (and the owner's CSV) shows it: the national ID masked to its last 3 digits.
import { eastAfricaTime } from '../shop-time';
import type { OrderWithHistory } from './order-store';

/** '12345678' → '*****678'; an erased ID stays null. */
export function maskNationalId(id: string | null): string | null {
  if (id === null) return null;
  return id.length <= 3 ? '*'.repeat(id.length) : '*'.repeat(id.length - 3) + id.slice(-3);
}

export function ownerView(order: OrderWithHistory) {
  return {
    orderId: order.orderId,
    placedAt: eastAfricaTime(order.createdAt),
    status: order.status,
    /** Moved on by every change: an office action names the version it was decided on. */
    version: order.version,
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
    payment: {
      flag: order.paymentFlag,
      paidAt: order.paidAt ? eastAfricaTime(order.paidAt) : null,
      /** The evidence: each M-Pesa payment matched to the order. */
      payments: order.payments.map((payment) => ({
        receipt: payment.transId,
        amount: payment.amount,
        receivedAt: eastAfricaTime(payment.receivedAt),
        source: payment.source,
        matchedBy: payment.matchedBy,
      })),
    },
    history: order.history.map((event) => ({ at: eastAfricaTime(event.at), event: event.event, actor: event.actor, note: event.note })),
  };
}

export type OwnerOrderView = ReturnType<typeof ownerView>;
