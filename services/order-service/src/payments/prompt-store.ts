// A prompt's life in the database around the call to Daraja: the row is stored `sending` in a
// transaction of its own first (the partial unique index refuses a second one in flight, on any
// instance), Daraja is called outside any transaction, then the row records what Daraja said.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mpesaPrompts, orderEvents } from '../db/schema';
import { ACTORS } from '../orders/order-change';
import { accountReferenceOf } from './daraja/account-reference';
import { lockOrder } from './payment-matching';
import type { PromptRow } from './prompt-settlement';
import { promptsSent } from './payment-view';

export type PromptRefusal = 'prompt-in-flight' | 'prompt-limit' | 'not-awaiting-payment';

export type PromptStart = { kind: 'not-found' } | { kind: 'refused'; code: PromptRefusal } | { kind: 'sending'; prompt: PromptRow };

export async function beginPrompt(tx: Db, orderId: string, phone: string | null, maxPrompts: number): Promise<PromptStart> {
  const order = await lockOrder(tx, orderId);
  if (!order) return { kind: 'not-found' };
  if (order.paymentMethod !== 'mpesa' || order.status !== 'awaiting-payment') return { kind: 'refused', code: 'not-awaiting-payment' };
  const [inFlight] = await tx
    .select({ id: mpesaPrompts.id })
    .from(mpesaPrompts)
    .where(and(eq(mpesaPrompts.orderId, orderId), sql`${mpesaPrompts.state} IN ('sending', 'sent')`));
  if (inFlight) return { kind: 'refused', code: 'prompt-in-flight' };
  if ((await promptsSent(tx, orderId)) >= maxPrompts) return { kind: 'refused', code: 'prompt-limit' };
  const [prompt] = await tx
    .insert(mpesaPrompts)
    .values({ orderId, phone: phone ?? order.phoneNumber, amount: order.total, accountReference: accountReferenceOf(orderId), state: 'sending' })
    .onConflictDoNothing()
    .returning();
  return prompt ? { kind: 'sending', prompt } : { kind: 'refused', code: 'prompt-in-flight' };
}

/** Daraja accepted the prompt: it is on the phone, and is asked about after `queryAfterMs` if no callback settles it. */
export async function markSent(tx: Db, promptId: number, ids: { merchantRequestId: string; checkoutRequestId: string }, queryAfterMs: number): Promise<void> {
  await tx
    .update(mpesaPrompts)
    .set({
      state: 'sent',
      checkoutRequestId: ids.checkoutRequestId,
      merchantRequestId: ids.merchantRequestId,
      sentAt: sql`now()`,
      nextQueryAt: sql`now() + make_interval(secs => ${queryAfterMs / 1000})`,
    })
    .where(and(eq(mpesaPrompts.id, promptId), eq(mpesaPrompts.state, 'sending')));
  const [prompt] = await tx.select({ orderId: mpesaPrompts.orderId }).from(mpesaPrompts).where(eq(mpesaPrompts.id, promptId));
  // History only: the order itself (its status, its version) does not change when a prompt goes out.
  if (prompt) await tx.insert(orderEvents).values({ orderId: prompt.orderId, event: 'prompt sent', note: ids.checkoutRequestId, actor: ACTORS.shopper });
}

/** Daraja refused the prompt or did not answer: nothing is on the phone. */
export async function markFailed(tx: Db, promptId: number, why: string): Promise<void> {
  await tx
    .update(mpesaPrompts)
    .set({ state: 'failed', resultDesc: why.slice(0, 300), settledAt: sql`now()` })
    .where(and(eq(mpesaPrompts.id, promptId), eq(mpesaPrompts.state, 'sending')));
}

/** Whether any prompt is being sent now (a callback for an unknown prompt may be its own, early). */
export async function anyPromptSending(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: mpesaPrompts.id }).from(mpesaPrompts).where(eq(mpesaPrompts.state, 'sending')).limit(1);
  return row !== undefined;
}
