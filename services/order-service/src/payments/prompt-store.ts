// A prompt's life in the database around the call to Daraja: the row is stored `sending` in a
// transaction of its own first (the partial unique index refuses a second one in flight, on any
// instance), Daraja is called outside any transaction, then the row records what Daraja said.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mpesaPrompts, orderEvents } from '../db/schema';
import { ACTORS } from '../orders/order-change';
import { accountReferenceOf } from './daraja/account-reference';
import type { MpesaConfig } from '../config';
import type { OrderRow } from '../orders/order-store';
import { IN_FLIGHT_PROMPT_STATES } from './daraja/prompt-outcome';
import { nextPromptAt } from './daraja-rules';
import { lockOrder } from './payment-matching';
import { paidToOrder } from './payment-records';
import type { PromptRow } from './prompt-settlement';
import { promptsSent } from './payment-view';

export type PromptRefusal = 'prompt-in-flight' | 'prompt-limit' | 'not-awaiting-payment' | 'prompt-cooldown';

export type PromptStart =
  | { kind: 'not-found' }
  | { kind: 'refused'; code: PromptRefusal; retryAt?: Date }
  | { kind: 'sending'; prompt: PromptRow };

/** KES still to pay on an order: its total less what M-Pesa already brought (an underpaid till payment). */
export async function amountDue(tx: Db, order: Pick<OrderRow, 'orderId' | 'total'>): Promise<number> {
  return Math.max(0, Math.ceil(order.total - (await paidToOrder(tx, order.orderId))));
}

export async function beginPrompt(tx: Db, orderId: string, phone: string | null, mpesa: Pick<MpesaConfig, 'maxPrompts' | 'rules'>): Promise<PromptStart> {
  const order = await lockOrder(tx, orderId);
  if (!order) return { kind: 'not-found' };
  if (order.paymentMethod !== 'mpesa' || order.status !== 'awaiting-payment') return { kind: 'refused', code: 'not-awaiting-payment' };
  const [inFlight] = await tx
    .select({ id: mpesaPrompts.id })
    .from(mpesaPrompts)
    .where(and(eq(mpesaPrompts.orderId, orderId), inArray(mpesaPrompts.state, [...IN_FLIGHT_PROMPT_STATES])));
  if (inFlight) return { kind: 'refused', code: 'prompt-in-flight' };
  if ((await promptsSent(tx, orderId)) >= mpesa.maxPrompts) return { kind: 'refused', code: 'prompt-limit' };
  const to = phone ?? order.phoneNumber;
  const amount = await amountDue(tx, order);
  if (amount < 1) return { kind: 'refused', code: 'not-awaiting-payment' };
  const retryAt = await nextPromptAt(tx, to, amount, mpesa.rules);
  if (retryAt !== null) return { kind: 'refused', code: 'prompt-cooldown', retryAt };
  const [prompt] = await tx
    .insert(mpesaPrompts)
    .values({ orderId, phone: to, amount, accountReference: accountReferenceOf(orderId), state: 'sending' })
    .onConflictDoNothing()
    .returning();
  return prompt ? { kind: 'sending', prompt } : { kind: 'refused', code: 'prompt-in-flight' };
}

/** Daraja accepted the prompt: it is on the phone, and is asked about after `queryAfterMs` if no callback settles it. */
export async function markSent(tx: Db, promptId: number, ids: { merchantRequestId: string; checkoutRequestId: string }, queryAfterMs: number): Promise<void> {
  // From `unknown` too: Daraja's answer came after the shopper was told to check their phone.
  const [marked] = await tx
    .update(mpesaPrompts)
    .set({
      state: 'sent',
      checkoutRequestId: ids.checkoutRequestId,
      merchantRequestId: ids.merchantRequestId,
      sentAt: sql`now()`,
      nextQueryAt: sql`now() + make_interval(secs => ${queryAfterMs / 1000})`,
    })
    .where(and(eq(mpesaPrompts.id, promptId), inArray(mpesaPrompts.state, ['sending', 'unknown']), isNull(mpesaPrompts.checkoutRequestId)))
    .returning({ orderId: mpesaPrompts.orderId });
  // History only: the order itself (its status, its version) does not change when a prompt goes out.
  if (marked) await tx.insert(orderEvents).values({ orderId: marked.orderId, event: 'prompt sent', note: ids.checkoutRequestId, actor: ACTORS.shopper });
}

/** Daraja refused the prompt: nothing is on the phone (`busy`: the subscriber is locked; `failed`: any other refusal). */
export async function markRefused(tx: Db, promptId: number, state: 'failed' | 'busy', why: string): Promise<void> {
  await tx
    .update(mpesaPrompts)
    .set({ state, resultDesc: why.slice(0, 300), settledAt: sql`now()` })
    .where(and(eq(mpesaPrompts.id, promptId), inArray(mpesaPrompts.state, ['sending', 'unknown'])));
}

/** Daraja's answer was not read in time (or never came): the prompt may be on the phone. */
export async function markUnknown(tx: Db, promptId: number, why: string): Promise<boolean> {
  const [marked] = await tx
    .update(mpesaPrompts)
    .set({ state: 'unknown', resultDesc: why.slice(0, 300) })
    .where(and(eq(mpesaPrompts.id, promptId), eq(mpesaPrompts.state, 'sending')))
    .returning({ orderId: mpesaPrompts.orderId });
  if (marked) await tx.insert(orderEvents).values({ orderId: marked.orderId, event: 'prompt outcome unknown', note: why.slice(0, 300), actor: ACTORS.shop });
  return marked !== undefined;
}

/** Whether any prompt is being sent now, or its answer not read yet (a callback for an unknown prompt may be its own, early). */
export async function anyPromptSending(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: mpesaPrompts.id }).from(mpesaPrompts).where(inArray(mpesaPrompts.state, ['sending', 'unknown'])).limit(1);
  return row !== undefined;
}
