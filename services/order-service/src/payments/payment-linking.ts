// The owner's hand on a payment M-Pesa brought but nothing matched (docs/payments.md,
// "Reconciliation"): a Buy Goods payment with no code typed, a confirmation whose prompt we never
// placed. The owner links it to an order with a reason; the amount is checked against what the
// order still has to pay, and the link is in the order's history and the access record.
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mpesaPayments, mpesaPrompts, orderEvents, orders } from '../db/schema';
import { AWAITING_STATUSES } from '../orders/order-status';
import { maskMsisdn } from '../office/work/unmatched-payments';
import { applyPayment, kes, lockOrder, type PaymentEffect } from './payment-matching';
import { paidToOrder, type PaymentRow } from './payment-records';
import { isSamePayer } from './phone-match';

export type LinkOutcome =
  | { kind: 'linked'; effect: PaymentEffect; orderId: string; status: string; due: number }
  | { kind: 'no-payment' | 'no-order' }
  | { kind: 'refused'; code: 'already-linked' | 'not-mpesa' | 'amount-too-large'; message: string };

/** How far from the payment's arrival an order may be to be suggested. */
const SUGGEST_WITHIN_MS = 3 * 24 * 60 * 60 * 1000;

export async function findPaymentByReceipt(db: Db, receipt: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(mpesaPayments).where(eq(mpesaPayments.transId, receipt.toUpperCase()));
  return row;
}

/**
 * Links the payment `receipt` to `orderId`, inside the caller's transaction. Refused when it is
 * linked already, when the order is not an M-Pesa order, or when it is more than the order still
 * has to pay (more money than an order is owed is the owner's to return, not to hide in it).
 */
export async function linkPayment(tx: Db, receipt: string, orderId: string, reason: string, actorName: string): Promise<LinkOutcome> {
  const order = await lockOrder(tx, orderId);
  if (!order) return { kind: 'no-order' };
  const [payment] = await tx.select().from(mpesaPayments).where(eq(mpesaPayments.transId, receipt.toUpperCase())).for('update');
  if (!payment) return { kind: 'no-payment' };
  if (payment.orderId !== null) return { kind: 'refused', code: 'already-linked', message: `This payment is already matched to order ${payment.orderId}.` };
  if (order.paymentMethod !== 'mpesa') return { kind: 'refused', code: 'not-mpesa', message: 'This order is paid on delivery: an M-Pesa payment cannot be linked to it.' };
  const due = Math.max(0, order.total - (await paidToOrder(tx, orderId)));
  if (payment.amount - due > 0.005) {
    return { kind: 'refused', code: 'amount-too-large', message: `${kes(payment.amount)} is more than this order still has to pay (${kes(due)}).` };
  }
  await tx.update(mpesaPayments).set({ linkNote: reason }).where(eq(mpesaPayments.id, payment.id));
  await tx.insert(orderEvents).values({ orderId, event: 'payment linked', note: `${payment.transId}, ${kes(payment.amount)}: ${reason}`, actor: actorName });
  const applied = await applyPayment(tx, order, { ...payment, linkNote: reason }, 'owner');
  const left = Math.max(0, order.total - (await paidToOrder(tx, orderId)));
  return { kind: 'linked', effect: applied.effect, orderId, status: applied.order.status, due: Math.round(left * 100) / 100 };
}

export interface LinkSuggestion {
  orderId: string;
  total: number;
  due: number;
  status: string;
  createdAt: string;
  /** The order's phone as the office shows an unmatched payer: masked. */
  phone: string | null;
  /** Why it is suggested, best first. */
  reasons: ('amount' | 'payer' | 'time')[];
}

/**
 * Orders an unmatched payment may be for: unpaid M-Pesa orders whose amount due is the payment's,
 * or whose phone (or a prompt's) the masked number fits, near its time; best first.
 */
export async function suggestOrders(db: Db, payment: PaymentRow, limit = 5): Promise<LinkSuggestion[]> {
  const from = new Date(payment.receivedAt.getTime() - SUGGEST_WITHIN_MS);
  const to = new Date(payment.receivedAt.getTime() + SUGGEST_WITHIN_MS);
  const candidates = await db
    .select({ orderId: orders.orderId, total: orders.total, status: orders.status, createdAt: orders.createdAt, phone: orders.phoneNumber })
    .from(orders)
    .where(and(eq(orders.paymentMethod, 'mpesa'), inArray(orders.status, [...AWAITING_STATUSES]), gte(orders.createdAt, from), lte(orders.createdAt, to)))
    .orderBy(desc(orders.createdAt))
    .limit(200);
  const scored: { suggestion: LinkSuggestion; score: number }[] = [];
  for (const candidate of candidates) {
    const due = Math.max(0, candidate.total - (await paidToOrder(db, candidate.orderId)));
    const promptPhones = await db.selectDistinct({ phone: mpesaPrompts.phone }).from(mpesaPrompts).where(eq(mpesaPrompts.orderId, candidate.orderId));
    const phones = [candidate.phone, ...promptPhones.map((row) => row.phone)];
    const reasons: LinkSuggestion['reasons'] = [];
    if (Math.abs(due - payment.amount) < 0.005) reasons.push('amount');
    if (phones.some((phone) => isSamePayer(phone, payment.msisdn) === true)) reasons.push('payer');
    if (payment.amount - due > 0.005 || reasons.length === 0) continue;
    const hours = Math.abs(candidate.createdAt.getTime() - payment.receivedAt.getTime()) / 3_600_000;
    if (hours <= 2) reasons.push('time');
    const score = (reasons.includes('amount') ? 4 : 0) + (reasons.includes('payer') ? 3 : 0) + (reasons.includes('time') ? 1 : 0) - hours / 1000;
    const suggestion = { orderId: candidate.orderId, total: candidate.total, due, status: candidate.status, createdAt: candidate.createdAt.toISOString(), phone: maskMsisdn(candidate.phone.replace(/^\+/, '')), reasons };
    scored.push({ suggestion, score });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ suggestion }) => suggestion);
}
