// What the privacy policy promises (mf-content/src/domain/policies/privacy-policy.ts), done by the
// service itself: run at start and every few hours. With several instances on one database, one
// runs it at a time: the others find its lock taken and skip that round.
import { and, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from './db/database';
import { messages, mpesaEvidence, mpesaPayments, officeAudit, orders } from './db/schema';
import { deleteEndedSessions } from './office/auth/session-store';
import { deleteExpiredRateLimits } from './rate-limit/database-rate-limit-store';
import { deleteOldVitals } from './vitals/vitals-store';

export const RETENTION = {
  /** Orders and payment records. */
  orderYears: 5,
  /** The national ID, after the order is collected or cancelled. */
  nationalIdDays: 90,
  /** Contact messages, after the last reply (or after arrival, when never answered). */
  messageMonths: 12,
  /** The office's access record (docs/office.md), like orders. */
  auditYears: 5,
  /** Shoppers' field-vitals histograms (no personal data): a year of seasons to compare, and a month. */
  vitalDays: 400,
} as const;

export interface RetentionResult {
  idsErased: number;
  ordersDeleted: number;
  messagesDeleted: number;
  /** Till payments no order claimed (their paying number and name with them); those of an order go with it. */
  unmatchedPaymentsDeleted: number;
  /** Office sessions past their end. */
  officeSessionsDeleted: number;
  /** Rows of the office's access record older than RETENTION.auditYears. */
  auditRowsDeleted: number;
  /** Bodies of the M-Pesa evidence journal older than RETENTION.orderYears (they hold payers' numbers and names). */
  evidenceDeleted: number;
  /** Field-vitals histogram rows of shop days older than RETENTION.vitalDays. */
  vitalRowsDeleted: number;
}

/** Held, for its transaction, by the instance applying retention (the migrations' lock is 724_011). */
export const RETENTION_LOCK = 724_012;

const monthsBefore = (now: Date, months: number) => {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};

/**
 * Applies the retention rules in one transaction, or resolves null, changing nothing, when
 * another instance is applying them now.
 */
export async function applyRetention(db: Db, now: Date = new Date()): Promise<RetentionResult | null> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK}) AS locked`);
    if (!(lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return null;
    const result = await applyRules(tx as unknown as Db, now);
    await deleteExpiredRateLimits(tx as unknown as Db);
    return result;
  });
}

async function applyRules(db: Db, now: Date): Promise<RetentionResult> {
  const idCutoff = new Date(now.getTime() - RETENTION.nationalIdDays * 24 * 60 * 60 * 1000);
  const erased = await db
    .update(orders)
    .set({ customerId: null, submission: sql`jsonb_set(${orders.submission}, '{customerId}', 'null'::jsonb)` })
    .where(and(inArray(orders.status, ['collected', 'cancelled']), lt(orders.closedAt, idCutoff), isNotNull(orders.customerId)))
    .returning({ orderId: orders.orderId });
  const deletedOrders = await db
    .delete(orders)
    .where(lt(orders.createdAt, monthsBefore(now, RETENTION.orderYears * 12)))
    .returning({ orderId: orders.orderId });
  const deletedMessages = await db
    .delete(messages)
    .where(sql`coalesce(${messages.repliedAt}, ${messages.createdAt}) < ${monthsBefore(now, RETENTION.messageMonths).toISOString()}::timestamptz`)
    .returning({ id: messages.id });
  // An order's prompts and payments (the paying number) are deleted with it (ON DELETE CASCADE).
  const deletedPayments = await db
    .delete(mpesaPayments)
    .where(and(isNull(mpesaPayments.orderId), lt(mpesaPayments.receivedAt, monthsBefore(now, RETENTION.orderYears * 12))))
    .returning({ id: mpesaPayments.id });
  // The journal keeps what the orders keep: its bodies are the payments' evidence.
  const deletedEvidence = await db
    .delete(mpesaEvidence)
    .where(lt(mpesaEvidence.receivedAt, monthsBefore(now, RETENTION.orderYears * 12)))
    .returning({ id: mpesaEvidence.id });
  const officeSessionsDeleted = await deleteEndedSessions(db, now);
  // The record refuses every other DELETE (its trigger, migrations/0009), so the cut-off is past
  // five years by the database's clock too: a caller's clock ahead of it never fails the round.
  // And only the chain's oldest rows go, up to the first row inside the cut-off (rows are chained
  // by id, and a transaction's `at` is when it began): the rest of the chain still verifies.
  const auditCutoff = sql`least(${monthsBefore(now, RETENTION.auditYears * 12).toISOString()}::timestamptz, now() - make_interval(years => ${RETENTION.auditYears}))`;
  const deletedAudit = await db
    .delete(officeAudit)
    .where(
      and(
        sql`${officeAudit.at} < ${auditCutoff}`,
        sql`${officeAudit.id} < coalesce((SELECT min(kept.id) FROM ${officeAudit} kept WHERE kept.at >= ${auditCutoff}), (SELECT max(last.id) + 1 FROM ${officeAudit} last))`,
      ),
    )
    .returning({ id: officeAudit.id });
  return {
    idsErased: erased.length,
    ordersDeleted: deletedOrders.length,
    messagesDeleted: deletedMessages.length,
    unmatchedPaymentsDeleted: deletedPayments.length,
    officeSessionsDeleted,
    auditRowsDeleted: deletedAudit.length,
    evidenceDeleted: deletedEvidence.length,
    vitalRowsDeleted: await deleteOldVitals(db, now, RETENTION.vitalDays),
  };
}
