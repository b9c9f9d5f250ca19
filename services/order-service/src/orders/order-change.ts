// The one way an order changes after it is stored: its row updated, its version moved on, and
// what happened added to its history with who did it (docs/office.md, "Where an order is").
// Payments, the shopper's calls, the jobs and the office all change orders through here, inside
// the caller's transaction, which holds the order's row lock (payment-matching.ts lockOrder).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderEvents, orders } from '../db/schema';
import { keepStock, releaseStock, sellStock, shortLineMessage } from '../catalogue/stock';

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
export async function changeOrder(tx: Db, orderId: string, requested: OrderChanges, happened: OrderHappening): Promise<OrderRow> {
  const stock = await stockFollows(tx, orderId, requested.status);
  // Paid, but its units lapsed and were sold meanwhile: the office decides (restock or refund).
  const changes: OrderChanges = stock === null ? requested : { ...requested, paymentFlag: 'paid-out-of-stock' };
  const closes = changes.status === 'collected' || changes.status === 'cancelled';
  const [updated] = await tx
    .update(orders)
    .set({ ...(closes ? { closedAt: new Date() } : {}), ...changes, version: sql`${orders.version} + 1` })
    .where(eq(orders.orderId, orderId))
    .returning();
  if (!updated) throw new Error('changeOrder: the order is not stored');
  await tx.insert(orderEvents).values({ orderId, event: happened.event, note: happened.note, actor: happened.actor });
  if (stock !== null) await tx.insert(orderEvents).values({ orderId, event: 'payment flagged: paid-out-of-stock', note: stock, actor: ACTORS.shop });
  return updated;
}

/**
 * What the order's new status does to its stock holds (src/catalogue/stock.ts): a cancellation
 * gives them back, a collection sells them, a payment keeps them. Null, or (a payment whose
 * lapsed units are gone) what the office is told is missing.
 */
async function stockFollows(tx: Db, orderId: string, status: OrderRow['status'] | undefined): Promise<string | null> {
  if (status === 'cancelled') await releaseStock(tx, orderId);
  if (status === 'collected') await sellStock(tx, orderId);
  if (status !== 'payment-verified') return null;
  const kept = await keepStock(tx, orderId);
  return kept.ok ? null : `Paid after its hold lapsed: ${shortLineMessage(kept.line)} (${kept.line.requested} ordered)`;
}
