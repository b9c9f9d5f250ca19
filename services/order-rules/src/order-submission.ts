import { normaliseKenyanPhone, type CartItem } from '@mimea/shared';
import type { CheckoutValues, PaymentMethod } from './checkout-form';
import type { PickupStation } from './pickup-stations';
import type { OrderTotals } from './order-totals';

/** One product of an order, as the order service keeps it. */
export interface OrderLine {
  id: string;
  name: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

/**
 * What the checkout posts to `orderEndpoint`: every field of the purchase spec's payment
 * submission (section 7), plus what a shop needs to hand the parcel over.
 */
export interface OrderSubmission {
  orderId: string;
  customerName: string;
  /** +254 and 9 digits. */
  phoneNumber: string;
  /** The national ID number. */
  customerId: string;
  /** What the shopper pays in KES: subtotal − discount + shipping. */
  orderAmount: number;
  /** 'name (Nx)' joined by commas. */
  products: string;
  /** null for cash on delivery. */
  mpesaTransactionId: string | null;
  paymentStatus: 'paid' | 'pending';
  paymentMethod: PaymentMethod;
  /** ISO timestamp of the submission. */
  paymentDate: string;
  currency: 'KES';
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  coupon: string | null;
  shipping: number;
  county: string;
  pickupStation: { id: string; name: string; fee: number };
  email: string | null;
  notes: string | null;
}

/**
 * How the shopper pays. M-Pesa with a transaction ID: the code they typed (the spec's "Already
 * Paid" path), their claim until the till's confirmation arrives. M-Pesa with null: the order is
 * stored awaiting payment and the prompt is sent to the phone (docs/payments.md).
 */
export type OrderPayment = { method: 'mpesa'; phone: string; transactionId: string | null } | { method: 'cod' };

export interface OrderDraft {
  orderId: string;
  form: CheckoutValues;
  station: PickupStation;
  lines: readonly CartItem[];
  totals: OrderTotals;
  coupon: string | null;
}

/** The spec's products text: 'A-Power Capsules (2x), Olive Soap (3x)'. */
export function productsText(lines: readonly Pick<CartItem, 'name' | 'quantity'>[]): string {
  return lines.map((line) => `${line.name} (${line.quantity}x)`).join(', ');
}

const orEmpty = (text: string) => (text.trim() === '' ? null : text.trim());

export function buildOrderSubmission(draft: OrderDraft, payment: OrderPayment, now: Date = new Date()): OrderSubmission {
  const { form, station, lines, totals } = draft;
  const phone = payment.method === 'mpesa' ? payment.phone : form.phone;
  return {
    orderId: draft.orderId,
    customerName: `${form.firstName.trim()} ${form.lastName.trim()}`,
    phoneNumber: normaliseKenyanPhone(phone) ?? phone,
    customerId: form.idNumber.replace(/\s/g, ''),
    orderAmount: totals.total,
    products: productsText(lines),
    mpesaTransactionId: payment.method === 'mpesa' ? payment.transactionId : null,
    // 'paid' is the shopper's word for a typed code (the spec's field), never the shop's record.
    paymentStatus: payment.method === 'mpesa' && payment.transactionId !== null ? 'paid' : 'pending',
    paymentMethod: payment.method,
    paymentDate: now.toISOString(),
    currency: 'KES',
    lines: lines.map((line) => ({
      id: line.id,
      name: line.name,
      unitPrice: line.price,
      quantity: line.quantity,
      lineTotal: line.price * line.quantity,
    })),
    subtotal: totals.subtotal,
    discount: totals.discount,
    coupon: draft.coupon,
    shipping: totals.shipping ?? 0,
    county: form.county,
    pickupStation: { id: station.id, name: station.name, fee: station.fee },
    email: orEmpty(form.email),
    notes: orEmpty(form.notes),
  };
}
