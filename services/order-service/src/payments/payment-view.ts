// The payment view the shopper's browser polls (docs/payments.md): the order's status, its last
// prompt, and whether it is paid. No name, ID number or e-mail; the phone masked.
import { createHash } from 'node:crypto';
import { and, count, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mpesaPayments, mpesaPrompts, orders } from '../db/schema';
import type { OrderStatus } from '../orders/order-status';
import type { PromptState } from './daraja/prompt-outcome';
import { maskedPhone } from '@mimea/order-rules';

export interface PaymentView {
  orderId: string;
  status: OrderStatus;
  paymentMethod: 'mpesa' | 'cod';
  total: number;
  prompt: { state: PromptState; phone: string; sentAt: string | null } | null;
  promptsLeft: number;
  promptsAvailable: boolean;
  receipt: string | null;
  paidAt: string | null;
  version: string;
}


/** Prompts that count against MPESA_MAX_PROMPTS: those Daraja accepted, and one being sent. */
export const countsAsSent = or(isNotNull(mpesaPrompts.checkoutRequestId), eq(mpesaPrompts.state, 'sending'));

export async function promptsSent(db: Db, orderId: string): Promise<number> {
  const [row] = await db.select({ sent: count() }).from(mpesaPrompts).where(and(eq(mpesaPrompts.orderId, orderId), countsAsSent));
  return row?.sent ?? 0;
}

export async function readPaymentView(db: Db, orderId: string, options: { maxPrompts: number; promptsAvailable: boolean }): Promise<PaymentView | null> {
  const [order] = await db
    .select({ orderId: orders.orderId, status: orders.status, paymentMethod: orders.paymentMethod, total: orders.total, paidAt: orders.paidAt })
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
  const view: Omit<PaymentView, 'version'> = {
    orderId: order.orderId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    total: order.total,
    prompt: prompt ? { state: prompt.state, phone: maskedPhone(prompt.phone), sentAt: (prompt.sentAt ?? prompt.createdAt).toISOString() } : null,
    promptsLeft: Math.max(0, options.maxPrompts - sent),
    promptsAvailable: options.promptsAvailable,
    receipt: receipt?.transId ?? null,
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
  };
  return { ...view, version: createHash('sha256').update(JSON.stringify(view)).digest('hex').slice(0, 12) };
}
