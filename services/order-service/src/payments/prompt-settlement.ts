// How a prompt ends: from its callback or from STK Query, the same way. A prompt settles once
// (only from sending, sent or unresolved), and only when both of Daraja's IDs are the ones it
// answered us; a success stores the payment once and applies it to the order.
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mpesaPrompts, orderEvents } from '../db/schema';
import { ACTORS, changeOrder } from '../orders/order-change';
import { promptStateOf, type PromptState } from './daraja/prompt-outcome';
import { applyPayment, lockOrder, type PaymentEffect } from './payment-matching';
import { PROMPT_PAYMENT_WINDOW_MS, storePayment } from './payment-records';
import { isSamePayer } from './phone-match';

export type PromptRow = typeof mpesaPrompts.$inferSelect;

export interface PromptResult {
  source: 'prompt-callback' | 'stk-query';
  checkoutRequestId: string;
  /** Null when the callback carried none (it is then not checked). */
  merchantRequestId: string | null;
  /** As Daraja sent it, as text. */
  resultCode: string;
  resultDesc: string;
  /** What a successful callback reports (any part may be missing); null for a query, which confirms without a receipt. */
  payment: { amount: number | null; receipt: string | null; transactionDate: string | null; phone: string | null } | null;
}

export type PromptSettlement =
  | { kind: 'unknown-prompt' }
  | { kind: 'mismatch'; orderId: string }
  | { kind: 'settled' | 'already-settled'; orderId: string; state: PromptState; effect: PaymentEffect | null };

/** States a prompt leaves when its answer comes (unknown: we never read Daraja's answer; unresolved: nobody had answered, an answer is news). */
const OPEN: readonly PromptState[] = ['sending', 'sent', 'unknown', 'unresolved'];

/**
 * A prompt whose push answer we never read (so we never learnt its CheckoutRequestID), found by
 * what its successful callback carries: the same amount to the same phone, within its window.
 * It is given the IDs the callback brings, so the callback then settles it as any other.
 */
async function adoptUnrecordedPrompt(tx: Db, result: PromptResult): Promise<PromptRow | undefined> {
  if (result.resultCode !== '0' || result.payment === null || result.payment.amount === null || result.payment.phone === null) return undefined;
  const { amount, phone } = result.payment;
  const since = new Date(Date.now() - PROMPT_PAYMENT_WINDOW_MS);
  const candidates = await tx
    .select()
    .from(mpesaPrompts)
    .where(and(isNull(mpesaPrompts.checkoutRequestId), eq(mpesaPrompts.amount, amount), gte(mpesaPrompts.createdAt, since)))
    .orderBy(desc(mpesaPrompts.id));
  const prompt = candidates.find((candidate) => isSamePayer(candidate.phone, phone) === true);
  if (!prompt) return undefined;
  const [adopted] = await tx
    .update(mpesaPrompts)
    .set({ checkoutRequestId: result.checkoutRequestId, merchantRequestId: result.merchantRequestId })
    .where(and(eq(mpesaPrompts.id, prompt.id), isNull(mpesaPrompts.checkoutRequestId)))
    .returning();
  if (adopted) await tx.insert(orderEvents).values({ orderId: adopted.orderId, event: 'prompt found', note: `${result.checkoutRequestId}: its answer was never read, its payment came`, actor: ACTORS.mpesa });
  return adopted;
}

export async function findPrompt(db: Db, checkoutRequestId: string): Promise<PromptRow | undefined> {
  const [row] = await db.select().from(mpesaPrompts).where(eq(mpesaPrompts.checkoutRequestId, checkoutRequestId));
  return row;
}

export async function settlePrompt(tx: Db, result: PromptResult): Promise<PromptSettlement> {
  const recorded = await findPrompt(tx, result.checkoutRequestId);
  const found = recorded ?? (await adoptUnrecordedPrompt(tx, result));
  if (!found) return { kind: 'unknown-prompt' };
  if (result.merchantRequestId !== null && found.merchantRequestId !== null && found.merchantRequestId !== result.merchantRequestId) return { kind: 'mismatch', orderId: found.orderId };
  let order = await lockOrder(tx, found.orderId);
  const [prompt] = await tx.select().from(mpesaPrompts).where(eq(mpesaPrompts.id, found.id)).for('update');
  if (!order || !prompt) return { kind: 'unknown-prompt' };
  const state = promptStateOf(result.resultCode);
  // An adopted prompt may have been given up as failed: its payment came, so it was paid.
  const opens = OPEN.includes(prompt.state) || (!recorded && prompt.state === 'failed');
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
  if (result.resultCode !== '0' || !order) return { kind: opens ? 'settled' : 'already-settled', orderId: prompt.orderId, state: opens ? state : prompt.state, effect: null };
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
    prompt: { orderId: prompt.orderId, phone: prompt.phone, createdAt: prompt.createdAt },
  });
  let effect: PaymentEffect = 'already-stored';
  if (isNew || payment.orderId === null) effect = (await applyPayment(tx, order, payment, 'prompt')).effect;
  return { kind: opens ? 'settled' : 'already-settled', orderId: prompt.orderId, state: opens ? state : prompt.state, effect };
}
