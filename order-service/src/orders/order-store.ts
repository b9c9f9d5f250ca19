// Orders in the database: the idempotent intake, the owner's listing and the status changes.
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderEvents, orders } from '../db/schema';
import type { ValidOrderSubmission } from './order-schema';
import { transition, type OrderAction, type OrderStatus } from './order-status';
import type { PricedOrder } from './reprice';

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** What the shopper's browser is told about a stored order. */
export interface OrderReceipt {
  orderId: string;
  status: OrderStatus;
  total: number;
  priceCheck: PricedOrder['check']['result'];
}

export type Intake =
  | { kind: 'created' | 'replayed'; receipt: OrderReceipt }
  /** The order ID is taken by a different order. */
  | { kind: 'order-id-reused' }
  /** The M-Pesa transaction ID already paid for another order. */
  | { kind: 'mpesa-code-used' };

const receiptOf = (row: Pick<OrderRow, 'orderId' | 'status' | 'total' | 'priceCheck'>): OrderReceipt => ({
  orderId: row.orderId,
  status: row.status,
  total: row.total,
  priceCheck: row.priceCheck.result,
});

/**
 * What makes two submissions the same purchase, whatever their order IDs and timestamps: who
 * paid (the phone), what (products and quantities), where to, with which coupon and how.
 */
function purchaseOf(order: ValidOrderSubmission): string {
  return JSON.stringify([
    order.phoneNumber,
    order.paymentMethod,
    order.county,
    order.pickupStation.id,
    order.coupon?.trim().toUpperCase() ?? null,
    order.lines.map((line) => [line.id, line.quantity]).sort(),
  ]);
}

/**
 * Stores an order once, inside the caller's transaction. A repeat of the same order (same hash)
 * gets the first answer again, even when both arrive at once: the insert skips on conflict and
 * the row that won is read back. An M-Pesa code already stored for the same purchase under
 * another order ID is the shopper starting over after an answer that never reached them (a
 * timeout, a lost connection): they get their stored order, not "already used".
 */
export async function storeOrder(tx: Db, order: ValidOrderSubmission, requestHash: string, priced: PricedOrder, forward: boolean): Promise<Intake> {
  const inserted = await tx
    .insert(orders)
    .values({
      orderId: order.orderId,
      requestHash,
      status: 'placed',
      paymentMethod: order.paymentMethod,
      mpesaTransactionId: order.mpesaTransactionId,
      customerName: order.customerName,
      phoneNumber: order.phoneNumber,
      customerId: order.customerId,
      email: order.email,
      county: order.county,
      pickupStationId: priced.pickupStation.id,
      pickupStationName: priced.pickupStation.name,
      subtotal: priced.subtotal,
      discount: priced.discount,
      shipping: priced.shipping,
      total: priced.total,
      claimedTotal: order.orderAmount,
      priceCheck: priced.check,
      coupon: order.coupon,
      notes: order.notes,
      // The shop's lines, products text and station, not the browser's words for them.
      submission: { ...order, lines: priced.lines, products: priced.products, pickupStation: priced.pickupStation },
      forwardState: forward ? 'pending' : 'off',
      forwardNextAt: forward ? new Date() : null,
    })
    .onConflictDoNothing()
    .returning();
  const row = inserted[0];
  if (row) {
    await tx.insert(orderEvents).values({ orderId: row.orderId, event: 'placed', note: `${order.paymentMethod === 'mpesa' ? 'M-Pesa' : 'cash on delivery'}` });
    return { kind: 'created', receipt: receiptOf(row) };
  }
  const [existing] = await tx.select().from(orders).where(eq(orders.orderId, order.orderId));
  if (existing) return existing.requestHash === requestHash ? { kind: 'replayed', receipt: receiptOf(existing) } : { kind: 'order-id-reused' };
  const [paidWith] = order.mpesaTransactionId === null ? [] : await tx.select().from(orders).where(eq(orders.mpesaTransactionId, order.mpesaTransactionId));
  if (paidWith && purchaseOf(paidWith.submission) === purchaseOf(order)) return { kind: 'replayed', receipt: receiptOf(paidWith) };
  return { kind: 'mpesa-code-used' };
}

export interface OrderFilter {
  status?: OrderStatus;
  /** Placed at or after. */
  from?: Date;
  /** Placed before. */
  before?: Date;
}

function whereOf(filter: OrderFilter): SQL | undefined {
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.before ? lt(orders.createdAt, filter.before) : undefined,
  );
}

export interface OrderWithHistory extends OrderRow {
  history: OrderEventRow[];
}

/**
 * One page of orders, newest first, each with its history (left empty with `withHistory` false,
 * for exports too large to list by id); and how many match in all.
 */
export async function listOrders(
  db: Db,
  filter: OrderFilter,
  page: number,
  pageSize: number,
  withHistory = true,
): Promise<{ orders: OrderWithHistory[]; total: number }> {
  const where = whereOf(filter);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const events = withHistory && rows.length
    ? await db
        .select()
        .from(orderEvents)
        .where(
          inArray(
            orderEvents.orderId,
            rows.map((row) => row.orderId),
          ),
        )
        .orderBy(asc(orderEvents.id))
    : [];
  return {
    total: counted?.total ?? 0,
    orders: rows.map((row) => ({ ...row, history: events.filter((event) => event.orderId === row.orderId) })),
  };
}

export type OrderChange = { kind: 'changed'; order: OrderWithHistory } | { kind: 'not-found' } | { kind: 'refused'; message: string };

/** Applies an owner's action inside the caller's transaction, keeping what happened in the order's history. */
export async function changeOrder(tx: Db, orderId: string, action: OrderAction, note: string | null): Promise<OrderChange> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
  if (!row) return { kind: 'not-found' };
  const next = transition(row.status, action, row.paymentMethod);
  if (!next.ok) return { kind: 'refused', message: next.message };
  const closes = next.status === 'collected' || next.status === 'cancelled';
  const [updated] = await tx
    .update(orders)
    .set({ status: next.status, ...(closes ? { closedAt: new Date() } : {}) })
    .where(eq(orders.orderId, orderId))
    .returning();
  await tx.insert(orderEvents).values({ orderId, event: next.event, note });
  const history = await tx.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return { kind: 'changed', order: { ...updated!, history } };
}
