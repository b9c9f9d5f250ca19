// The one way an order changes after it is stored: its row updated, its version moved on, and
// what happened added to its history with who did it (docs/office.md, "Where an order is").
// Payments, the shopper's calls, the jobs and the office all change orders through here, inside
// the caller's transaction, which holds the order's row lock (payment-matching.ts lockOrder).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderEvents, orders } from '../db/schema';

type OrderRow = typeof orders.$inferSelect;

/** Who changed an order, as its history says it: these three, or an office account's name. */
export const ACTORS = {
  mpesa: 'M-Pesa',
  shopper: 'the shopper',
  shop: 'the shop',
} as const;

/** What an order's row may be changed to: the payment's and the order's state, never what the shopper sent. */
export type OrderChanges = Partial<Pick<OrderRow, 'status' | 'paymentFlag' | 'paidAt' | 'closedAt' | 'paymentMethod' | 'mpesaTransactionId' | 'codeTypedAt'>>;

export interface OrderHappening {
  /** What happened, as the history names it ('payment verified', 'marked ready', …). */
  event: string;
  note: string | null;
  actor: string;
}

/**
 * Applies `changes` to a locked order, increments its version and records the event; the order
 * as it is now. A collected or cancelled order gets its `closedAt` (the national ID's erasure
 * counts from it) unless `changes` sets one.
 */
export async function changeOrder(tx: Db, orderId: string, changes: OrderChanges, happened: OrderHappening): Promise<OrderRow> {
  const closes = changes.status === 'collected' || changes.status === 'cancelled';
  const [updated] = await tx
    .update(orders)
    .set({ ...(closes ? { closedAt: new Date() } : {}), ...changes, version: sql`${orders.version} + 1` })
    .where(eq(orders.orderId, orderId))
    .returning();
  if (!updated) throw new Error('changeOrder: the order is not stored');
  await tx.insert(orderEvents).values({ orderId, event: happened.event, note: happened.note, actor: happened.actor });
  return updated;
}
