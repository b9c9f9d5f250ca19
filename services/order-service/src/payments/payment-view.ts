// The payment view the shopper's browser polls (docs/payments.md): the order's status, its last
// prompt, and whether it is paid. No name, ID number or e-mail; the phone masked.
import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, notInArray, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mpesaPayments, mpesaPrompts, orders } from '../db/schema';
import { isAwaiting, type OrderStatus } from '../orders/order-status';
import { ENDINGS_THAT_DO_NOT_COUNT, type PromptState } from './daraja/prompt-outcome';
import { nextPromptAt, type PromptRules } from './daraja-rules';
import { paidToOrder } from './payment-records';
import { typedCodeUnknown } from './status-checks';
import { maskedPhone } from '@mimea/order-rules';

export interface PaymentView {
  orderId: string;
  status: OrderStatus;
  paymentMethod: 'mpesa' | 'cod';
  total: number;
  /** The last prompt: its state, the masked phone, when it went, and the KES it asks (the total, or what was left). */
  prompt: { state: PromptState; phone: string; sentAt: string | null; amount: number } | null;
  promptsLeft: number;
  promptsAvailable: boolean;
  receipt: string | null;
  paidAt: string | null;
  /** KES M-Pesa brought for this order so far (every payment matched to it). */
  paid: number;
  /** What is left to pay while part of the total arrived; null otherwise. */
  leftToPay: number | null;
  /** When the next prompt may be sent to the last prompt's phone (Daraja's rules); null: now. */
  nextPromptAt: string | null;
  /** M-Pesa (Transaction Status) has no transaction with the code the shopper typed. */
  codeUnknown: boolean;
  version: string;
}


/**
 * Prompts that count against MPESA_MAX_PROMPTS: those Daraja accepted, but for the endings of its
 * own rules (rule-limited, busy, not permitted), and one in flight whose answer is not known yet.
 */
export const countsAsSent = or(
  and(isNotNull(mpesaPrompts.checkoutRequestId), notInArray(mpesaPrompts.state, [...ENDINGS_THAT_DO_NOT_COUNT])),
  inArray(mpesaPrompts.state, ['sending', 'unknown']),
);

export async function promptsSent(db: Db, orderId: string): Promise<number> {
  const [row] = await db.select({ sent: count() }).from(mpesaPrompts).where(and(eq(mpesaPrompts.orderId, orderId), countsAsSent));
  return row?.sent ?? 0;
}

export interface PaymentViewOptions {
  maxPrompts: number;
  promptsAvailable: boolean;
  rules: PromptRules;
}

export async function readPaymentView(db: Db, orderId: string, options: PaymentViewOptions): Promise<PaymentView | null> {
  const [order] = await db
    .select({ orderId: orders.orderId, status: orders.status, paymentMethod: orders.paymentMethod, total: orders.total, paidAt: orders.paidAt, code: orders.mpesaTransactionId })
    .from(orders)
    .where(eq(orders.orderId, orderId));
  if (!order) return null;
  const [prompt] = await db.select().from(mpesaPrompts).where(eq(mpesaPrompts.orderId, orderId)).orderBy(desc(mpesaPrompts.id)).limit(1);
  const sent = await promptsSent(db, orderId);
  const receipts = await db
    .select({ transId: mpesaPayments.transId, amount: mpesaPayments.amount })
    .from(mpesaPayments)
    .where(and(eq(mpesaPayments.orderId, orderId), isNotNull(mpesaPayments.transId)))
    .orderBy(desc(mpesaPayments.id));
  const receipt = receipts.find((payment) => payment.amount === order.total) ?? receipts[0];
  const paid = await paidToOrder(db, orderId);
  const awaiting = isAwaiting(order.status);
  const due = Math.max(0, Math.ceil(order.total - paid));
  const nextAt = prompt && awaiting && due > 0 ? await nextPromptAt(db, prompt.phone, due, options.rules) : null;
  const view: Omit<PaymentView, 'version'> = {
    orderId: order.orderId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    total: order.total,
    prompt: prompt ? { state: prompt.state, phone: maskedPhone(prompt.phone), sentAt: (prompt.sentAt ?? prompt.createdAt).toISOString(), amount: prompt.amount } : null,
    promptsLeft: Math.max(0, options.maxPrompts - sent),
    promptsAvailable: options.promptsAvailable,
    receipt: receipt?.transId ?? null,
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    paid,
    leftToPay: awaiting && paid > 0 && due > 0 ? due : null,
    nextPromptAt: nextAt ? nextAt.toISOString() : null,
    codeUnknown: order.status === 'awaiting-confirmation' && (await typedCodeUnknown(db, orderId, order.code)),
  };
  return { ...view, version: createHash('sha256').update(JSON.stringify(view)).digest('hex').slice(0, 12) };
}
