// What the privacy policy promises (mf-content/src/domain/policies/privacy-policy.ts), done by the
// service itself: run at start and every few hours.
import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from './db/database';
import { messages, orders } from './db/schema';

export const RETENTION = {
  /** Orders and payment records. */
  orderYears: 5,
  /** The national ID, after the order is collected or cancelled. */
  nationalIdDays: 90,
  /** Contact messages, after the last reply (or after arrival, when never answered). */
  messageMonths: 12,
} as const;

export interface RetentionResult {
  idsErased: number;
  ordersDeleted: number;
  messagesDeleted: number;
}

const monthsBefore = (now: Date, months: number) => {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};

export async function applyRetention(db: Db, now: Date = new Date()): Promise<RetentionResult> {
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
  return { idsErased: erased.length, ordersDeleted: deletedOrders.length, messagesDeleted: deletedMessages.length };
}
