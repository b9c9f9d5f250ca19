// How a prompt ends: from its callback or from STK Query, the same way. A prompt settles once
// (only from sending, sent or unresolved), and only when both of Daraja's IDs are the ones it
// answered us; a success stores the payment once and applies it to the order.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mpesaPrompts } from '../db/schema';
import { ACTORS, changeOrder } from '../orders/order-change';
import { promptStateOf, type PromptState } from './daraja/prompt-outcome';
import { applyPayment, lockOrder, type PaymentEffect } from './payment-matching';
import { storePayment } from './payment-records';

export type PromptRow = typeof mpesaPrompts.$inferSelect;

export interface PromptResult {
  source: 'prompt-callback' | 'stk-query';
  checkoutRequestId: string;
  merchantRequestId: string;
  resultCode: number;
  resultDesc: string;
  /** What a successful callback reports; null for a query, which confirms without a receipt. */
  payment: { amount: number; receipt: string; transactionDate: string; phone: string } | null;
}

export type PromptSettlement =
  | { kind: 'unknown-prompt' }
  | { kind: 'mismatch'; orderId: string }
  | { kind: 'settled' | 'already-settled'; orderId: string; state: PromptState; effect: PaymentEffect | null };

/** States a prompt leaves when its answer comes (unresolved: nobody had answered, an answer is news). */
const OPEN: readonly PromptState[] = ['sending', 'sent', 'unresolved'];

export async function findPrompt(db: Db, checkoutRequestId: string): Promise<PromptRow | undefined> {
  const [row] = await db.select().from(mpesaPrompts).where(eq(mpesaPrompts.checkoutRequestId, checkoutRequestId));
  return row;
}

export async function settlePrompt(tx: Db, result: PromptResult): Promise<PromptSettlement> {
  const found = await findPrompt(tx, result.checkoutRequestId);
  if (!found) return { kind: 'unknown-prompt' };
  if (found.merchantRequestId !== result.merchantRequestId) return { kind: 'mismatch', orderId: found.orderId };
  let order = await lockOrder(tx, found.orderId);
  const [prompt] = await tx.select().from(mpesaPrompts).where(eq(mpesaPrompts.id, found.id)).for('update');
  if (!order || !prompt) return { kind: 'unknown-prompt' };
  const state = promptStateOf(result.resultCode);
  const opens = OPEN.includes(prompt.state);
  if (opens) {
    await tx
      .update(mpesaPrompts)
      .set({ state, resultCode: result.resultCode, resultDesc: result.resultDesc.slice(0, 300), receipt: result.payment?.receipt ?? null, settledAt: new Date(), nextQueryAt: null })
      .where(eq(mpesaPrompts.id, prompt.id));
    // The prompt nobody answered has its answer now.
    if (prompt.state === 'unresolved' && order.paymentFlag === 'prompt-unresolved' && state !== 'paid') {
      order = await changeOrder(tx, order.orderId, { paymentFlag: null }, { event: 'payment flag cleared', note: `the prompt was answered: ${state}`, actor: ACTORS.mpesa });
    }
  } else if (prompt.receipt === null && result.payment !== null && prompt.state === 'paid') {
    await tx.update(mpesaPrompts).set({ receipt: result.payment.receipt }).where(eq(mpesaPrompts.id, prompt.id));
  }
  if (result.resultCode !== 0 || !order) return { kind: opens ? 'settled' : 'already-settled', orderId: prompt.orderId, state: opens ? state : prompt.state, effect: null };
  // A success for a prompt that had ended otherwise counts only with a receipt: money that arrived.
  if (!opens && prompt.state !== 'paid' && result.payment === null) return { kind: 'already-settled', orderId: prompt.orderId, state: prompt.state, effect: null };
  const { payment, isNew } = await storePayment(tx, {
    source: result.source,
    transId: result.payment?.receipt ?? null,
    amount: result.payment?.amount ?? prompt.amount,
    msisdn: result.payment?.phone ?? null,
    firstName: null,
    billRefNumber: prompt.accountReference,
    shortCode: null,
    transTime: result.payment?.transactionDate ?? null,
    checkoutRequestId: prompt.checkoutRequestId,
  });
  let effect: PaymentEffect = 'already-stored';
  if (isNew || payment.orderId === null) effect = (await applyPayment(tx, order, payment, 'prompt')).effect;
  return { kind: opens ? 'settled' : 'already-settled', orderId: prompt.orderId, state: opens ? state : prompt.state, effect };
}
