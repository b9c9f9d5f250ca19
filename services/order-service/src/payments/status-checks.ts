// Transaction Status (docs/payments.md, "Reconciliation"): M-Pesa's own answer about one receipt.
// Asked for a code a shopper typed whose till confirmation did not come, and for the payments of a
// large order before it is prepared; its result comes later to the status result URL and is
// handled as any other evidence: a payment it confirms is stored once and matched, a receipt it
// does not know tells the shopper to check the code.
import { and, eq, gte, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { mpesaPayments, mpesaStatusChecks, orders } from '../db/schema';
import { ACTORS, changeOrder } from '../orders/order-change';
import { amountOf, identifierOf, objectAt, receiptOf, resultCodeOf, textOf } from './daraja/lenient-fields';
import type { DarajaClient } from './daraja/daraja-client';
import { lockOrder, settleTillPayment, type PaymentEffect } from './payment-matching';

export type StatusCheckRow = typeof mpesaStatusChecks.$inferSelect;
export type StatusReason = StatusCheckRow['reason'];

/** Daraja's result code for a receipt M-Pesa does not know. */
export const UNKNOWN_RECEIPT_RESULT_CODE = '2032';

/**
 * Asks about `transId` for `reason` once (a second ask for the same receipt and reason is not
 * sent). The request is recorded before it is sent, so an answer never finds no check.
 */
export async function requestStatusCheck(database: Database, dbTimeoutMs: number, daraja: DarajaClient, check: { transId: string; orderId: string | null; reason: StatusReason }): Promise<StatusCheckRow | null> {
  const [row] = await database.run(dbTimeoutMs, (db) =>
    db.insert(mpesaStatusChecks).values({ ...check, state: 'requested' }).onConflictDoNothing().returning(),
  );
  if (!row) return null;
  try {
    const accepted = await daraja.transactionStatus(check.transId, check.reason === 'typed-code' ? 'Code typed by a shopper' : 'Payment check');
    const [sent] = await database.run(dbTimeoutMs, (db) =>
      db.update(mpesaStatusChecks).set({ conversationId: accepted.conversationId, originatorConversationId: accepted.originatorConversationId }).where(eq(mpesaStatusChecks.id, row.id)).returning(),
    );
    return sent ?? row;
  } catch (error) {
    await database.run(dbTimeoutMs, (db) => db.update(mpesaStatusChecks).set({ state: 'failed', answeredAt: sql`now()` }).where(eq(mpesaStatusChecks.id, row.id)));
    throw error;
  }
}

/** Typed codes with no payment after `afterMs`, not asked about yet: their orders and codes. */
export async function codesToCheck(db: Db, afterMs: number, limit = 10): Promise<{ orderId: string; transId: string }[]> {
  const rows = await db
    .select({ orderId: orders.orderId, transId: orders.mpesaTransactionId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting-confirmation'),
        isNotNull(orders.mpesaTransactionId),
        lte(orders.codeTypedAt, sql`now() - make_interval(secs => ${afterMs / 1000})`),
        notExists(db.select({ id: mpesaPayments.id }).from(mpesaPayments).where(eq(mpesaPayments.transId, orders.mpesaTransactionId))),
        notExists(
          db
            .select({ id: mpesaStatusChecks.id })
            .from(mpesaStatusChecks)
            .where(and(eq(mpesaStatusChecks.transId, orders.mpesaTransactionId), eq(mpesaStatusChecks.reason, 'typed-code'))),
        ),
      ),
    )
    .limit(limit);
  return rows.flatMap((row) => (row.transId ? [{ orderId: row.orderId, transId: row.transId }] : []));
}

/**
 * Payments matched to no order (a callback for a prompt we cannot place, a till payment nobody
 * named), not asked about yet: M-Pesa's word that the money is real, before the owner links it.
 */
export async function unmatchedReceiptsToCheck(db: Db, afterMs: number, limit = 10): Promise<{ orderId: null; transId: string }[]> {
  const rows = await db
    .select({ transId: mpesaPayments.transId })
    .from(mpesaPayments)
    .where(
      and(
        isNull(mpesaPayments.orderId),
        isNotNull(mpesaPayments.transId),
        lte(mpesaPayments.receivedAt, sql`now() - make_interval(secs => ${afterMs / 1000})`),
        notExists(
          db
            .select({ id: mpesaStatusChecks.id })
            .from(mpesaStatusChecks)
            .where(and(eq(mpesaStatusChecks.transId, mpesaPayments.transId), eq(mpesaStatusChecks.reason, 'office'))),
        ),
      ),
    )
    .limit(limit);
  return rows.flatMap((row) => (row.transId ? [{ orderId: null, transId: row.transId }] : []));
}

/** The receipts of paid orders of `aboveKes` or more that M-Pesa has not confirmed yet. */
export async function largeOrderReceiptsToCheck(db: Db, aboveKes: number, limit = 10): Promise<{ orderId: string; transId: string }[]> {
  const rows = await db
    .select({ orderId: mpesaPayments.orderId, transId: mpesaPayments.transId })
    .from(mpesaPayments)
    .innerJoin(orders, eq(orders.orderId, mpesaPayments.orderId))
    .where(
      and(
        eq(orders.paymentMethod, 'mpesa'),
        inArray(orders.status, ['payment-verified']),
        gte(orders.total, aboveKes),
        isNotNull(mpesaPayments.transId),
        notExists(
          db
            .select({ id: mpesaStatusChecks.id })
            .from(mpesaStatusChecks)
            .where(and(eq(mpesaStatusChecks.transId, mpesaPayments.transId), eq(mpesaStatusChecks.reason, 'large-order'))),
        ),
      ),
    )
    .limit(limit);
  return rows.flatMap((row) => (row.orderId && row.transId ? [{ orderId: row.orderId, transId: row.transId }] : []));
}

/**
 * Whether a paid order of `aboveKes` or more still waits for M-Pesa to confirm its payments: one
 * without a receipt yet, or with a receipt no Transaction Status confirmed.
 */
export async function awaitsStatusCheck(db: Db, orderId: string, total: number, aboveKes: number | null): Promise<boolean> {
  if (aboveKes === null || total < aboveKes) return false;
  const payments = await db.select({ transId: mpesaPayments.transId }).from(mpesaPayments).where(eq(mpesaPayments.orderId, orderId));
  if (payments.length === 0) return false;
  if (payments.some((payment) => payment.transId === null)) return true;
  const confirmed = await db
    .select({ transId: mpesaStatusChecks.transId })
    .from(mpesaStatusChecks)
    .where(and(inArray(mpesaStatusChecks.transId, payments.map((payment) => payment.transId!)), eq(mpesaStatusChecks.state, 'confirmed')));
  const known = new Set(confirmed.map((row) => row.transId));
  return payments.some((payment) => !known.has(payment.transId!));
}

/** Whether M-Pesa said it has no transaction with the code this order's shopper typed. */
export async function typedCodeUnknown(db: Db, orderId: string, transId: string | null): Promise<boolean> {
  if (transId === null) return false;
  const [row] = await db
    .select({ id: mpesaStatusChecks.id })
    .from(mpesaStatusChecks)
    .where(and(eq(mpesaStatusChecks.orderId, orderId), eq(mpesaStatusChecks.transId, transId), eq(mpesaStatusChecks.state, 'not-found')))
    .limit(1);
  return row !== undefined;
}

export interface StatusResult {
  conversationId: string | null;
  originatorConversationId: string | null;
  resultCode: string;
  receipt: string | null;
  amount: number | null;
  completed: boolean;
  /** "254712***678 - John": the masked payer and a first name, as M-Pesa shows them. */
  msisdn: string | null;
  firstName: string | null;
  finalisedAt: string | null;
}

/** The `{ Key, Value }` parameters of a result, by key. */
function parametersOf(result: Record<string, unknown>): Map<string, unknown> {
  const list = objectAt(result, 'ResultParameters')?.ResultParameter;
  const found = new Map<string, unknown>();
  for (const item of Array.isArray(list) ? list.slice(0, 64) : []) {
    if (typeof item === 'object' && item !== null && typeof (item as { Key?: unknown }).Key === 'string') found.set((item as { Key: string }).Key, (item as { Value?: unknown }).Value);
  }
  return found;
}

/** Reads a Transaction Status result leniently; null when it names no conversation or code. */
export function parseStatusResult(body: unknown): StatusResult | null {
  const result = objectAt(body, 'Result');
  if (!result) return null;
  const resultCode = resultCodeOf(result.ResultCode);
  const conversationId = identifierOf(result.ConversationID);
  const originatorConversationId = identifierOf(result.OriginatorConversationID);
  if (resultCode === null || (conversationId === null && originatorConversationId === null)) return null;
  const parameters = parametersOf(result);
  const [number, ...names] = (textOf(parameters.get('DebitPartyName')) ?? '').split(' - ');
  const finalised = textOf(parameters.get('FinalisedTime'));
  return {
    conversationId,
    originatorConversationId,
    resultCode,
    receipt: receiptOf(parameters.get('ReceiptNo')),
    amount: amountOf(parameters.get('Amount')),
    completed: (textOf(parameters.get('TransactionStatus')) ?? '').toLowerCase() === 'completed',
    msisdn: number && /^[\d*+]{6,20}$/.test(number.trim()) ? number.trim() : null,
    firstName: names.join(' - ').trim().split(/\s+/)[0]?.slice(0, 100) || null,
    finalisedAt: finalised && /^\d{14}$/.test(finalised) ? finalised : null,
  };
}

export interface StatusHandled {
  state: 'handled' | 'ignored';
  outcome: string;
  orderId: string | null;
  effect: PaymentEffect | null;
}

/** Applies a Transaction Status result inside one transaction. */
export async function settleStatusResult(tx: Db, result: StatusResult): Promise<StatusHandled> {
  const byConversation = result.conversationId ? eq(mpesaStatusChecks.conversationId, result.conversationId) : sql`false`;
  const byOriginator = result.originatorConversationId ? eq(mpesaStatusChecks.originatorConversationId, result.originatorConversationId) : sql`false`;
  const [check] = await tx.select().from(mpesaStatusChecks).where(sql`${byConversation} OR ${byOriginator}`).for('update');
  if (!check) return { state: 'ignored', outcome: 'no Transaction Status request of ours', orderId: null, effect: null };
  if (check.state !== 'requested' && check.state !== 'failed') return { state: 'handled', outcome: `already ${check.state}`, orderId: check.orderId, effect: null };
  const answered = { resultCode: result.resultCode, answeredAt: new Date(), amount: result.amount };
  if (result.resultCode !== '0' || !result.completed || result.amount === null) {
    const state = result.resultCode === UNKNOWN_RECEIPT_RESULT_CODE ? 'not-found' : 'failed';
    await tx.update(mpesaStatusChecks).set({ ...answered, state }).where(eq(mpesaStatusChecks.id, check.id));
    if (state === 'not-found' && check.reason === 'typed-code' && check.orderId) {
      const order = await lockOrder(tx, check.orderId);
      if (order && order.status === 'awaiting-confirmation' && order.mpesaTransactionId === check.transId) {
        await changeOrder(tx, order.orderId, { paymentFlag: 'code-unmatched' }, { event: 'payment flagged: code-unmatched', note: `M-Pesa has no transaction ${check.transId}`, actor: ACTORS.mpesa });
      }
    }
    return { state: 'handled', outcome: `M-Pesa: ${state} (${result.resultCode})`, orderId: check.orderId, effect: null };
  }
  await tx.update(mpesaStatusChecks).set({ ...answered, state: 'confirmed' }).where(eq(mpesaStatusChecks.id, check.id));
  const settled = await settleTillPayment(tx, {
    source: 'transaction-status',
    transId: result.receipt ?? check.transId,
    amount: result.amount,
    msisdn: result.msisdn,
    firstName: result.firstName,
    billRefNumber: null,
    shortCode: null,
    transTime: result.finalisedAt,
    checkoutRequestId: null,
  });
  return { state: 'handled', outcome: `confirmed: ${settled.effect}`, orderId: settled.orderId ?? check.orderId, effect: settled.effect };
}

/** Requests Daraja refused or did not answer (no result): forgotten after `afterMs`, so the next round asks again. */
export async function forgetFailedRequests(db: Db, afterMs: number): Promise<void> {
  await db
    .delete(mpesaStatusChecks)
    .where(and(eq(mpesaStatusChecks.state, 'failed'), isNull(mpesaStatusChecks.resultCode), lte(mpesaStatusChecks.requestedAt, sql`now() - make_interval(secs => ${afterMs / 1000})`)));
}
