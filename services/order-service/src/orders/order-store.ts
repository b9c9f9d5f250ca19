// Orders in the database: the idempotent intake and reading them back with their history and payments.
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mpesaPayments, orderEvents, orders } from '../db/schema';
import type { PaymentRow } from '../payments/payment-records';
import type { ValidOrderSubmission } from './order-schema';
import { ACTORS } from './order-change';
import type { OrderStatus } from './order-status';
import type { PricedOrder } from './reprice';
import { codePaidAnotherOrder, matchWaitingPayments } from '../payments/payment-matching';
import { awaitingPaymentHoldUntil, reserveStock, type ShortLine } from '../catalogue/stock';

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
  | { kind: 'mpesa-code-used' }
  /** A line wants more than the catalogue has left: nothing was stored. */
  | { kind: 'out-of-stock'; line: ShortLine };

/** Thrown inside the order's savepoint when a line is short, so its insert is undone. */
class OutOfStock extends Error {
  constructor(readonly line: ShortLine) {
    super('out of stock');
  }
}

const receiptOf = (row: Pick<OrderRow, 'orderId' | 'status' | 'total' | 'priceCheck'>): OrderReceipt => ({
  orderId: row.orderId,
  status: row.status,
  total: row.total,
  priceCheck: row.priceCheck.result,
});

/**
 * Where a new order starts: cash on delivery is placed; an M-Pesa order awaits its payment (the
 * prompt path) or the till's confirmation of the code the shopper typed (their claim, not ours).
 */
export function initialStatus(order: Pick<ValidOrderSubmission, 'paymentMethod' | 'mpesaTransactionId'>): OrderStatus {
  if (order.paymentMethod === 'cod') return 'placed';
  return order.mpesaTransactionId === null ? 'awaiting-payment' : 'awaiting-confirmation';
}

/**
 * What makes two submissions the same purchase, whatever their order IDs and timestamps: who
 * paid (the phone), what (products and quantities), where to, with which coupon and how.
 */
export function purchaseKey(order: ValidOrderSubmission): string {
  const purchase = JSON.stringify([
    order.phoneNumber,
    order.paymentMethod,
    order.county,
    order.pickupStation.id,
    order.coupon?.trim().toUpperCase() ?? null,
    order.lines.map((line) => [line.id, line.quantity]).sort(),
  ]);
  return createHash('sha256').update(purchase).digest('hex');
}

/**
 * How long a cash-on-delivery purchase sent again under a new order ID is taken for the one
 * already stored: the shopper reloaded after an answer that never reached them. Longer than any
 * retry, short enough that buying the same again later is a new order.
 */
export const REPEAT_PURCHASE_WINDOW_MINUTES = 15;

/** Two submissions of one purchase take turns in this lock (keyed by its hash), so both cannot pass the check at once. */
async function lockPurchase(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** A cash-on-delivery order of the same purchase stored in the window under another order ID, if any. */
async function recentSamePurchase(tx: Db, key: string, orderId: string): Promise<OrderRow | undefined> {
  const [same] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.purchaseKey, key),
        eq(orders.paymentMethod, 'cod'),
        ne(orders.orderId, orderId),
        ne(orders.status, 'cancelled'),
        gte(orders.createdAt, sql`now() - make_interval(mins => ${REPEAT_PURCHASE_WINDOW_MINUTES})`),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return same;
}

/**
 * Stores an order once, inside the caller's transaction. A repeat of the same order (same hash)
 * gets the first answer again, even when both arrive at once: the insert skips on conflict and
 * the row that won is read back. The shopper starting over after an answer that never reached
 * them (a timeout, a lost connection, a reload) under a new order ID gets their stored order
 * too: for M-Pesa the same purchase with the same code, for cash on delivery the same purchase
 * within REPEAT_PURCHASE_WINDOW_MINUTES.
 */
export async function storeOrder(tx: Db, order: ValidOrderSubmission, requestHash: string, priced: PricedOrder, forward: boolean): Promise<Intake> {
  const key = purchaseKey(order);
  if (order.paymentMethod === 'cod') {
    await lockPurchase(tx, key);
    const same = await recentSamePurchase(tx, key, order.orderId);
    if (same) return { kind: 'replayed', receipt: receiptOf(same) };
  }
  // A typed code whose till payment already paid another order (by its account reference) pays for nothing here.
  if (order.mpesaTransactionId !== null && (await codePaidAnotherOrder(tx, order.mpesaTransactionId, order.orderId))) return { kind: 'mpesa-code-used' };
  // The order and its stock hold are stored together or not at all: a short line undoes the
  // insert (a savepoint), and the transaction commits nothing.
  const insertAndHold = async (sp: Db): Promise<OrderRow | undefined> => {
    const [stored] = await sp
      .insert(orders)
      .values({
        orderId: order.orderId,
        requestHash,
        status: initialStatus(order),
        codeTypedAt: order.mpesaTransactionId === null ? null : new Date(),
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
        purchaseKey: key,
      })
      .onConflictDoNothing()
      .returning();
    if (!stored) return undefined;
    // An M-Pesa order awaiting its money holds for the office's hold_minutes; cash on delivery until collected or cancelled.
    const holdUntil = stored.status === 'placed' ? null : await awaitingPaymentHoldUntil(sp);
    const reserved = await reserveStock(sp, stored.orderId, priced.lines, holdUntil);
    if (!reserved.ok) throw new OutOfStock(reserved.line);
    return stored;
  };
  let row: OrderRow | undefined;
  try {
    row = await tx.transaction(insertAndHold);
  } catch (error) {
    if (error instanceof OutOfStock) return { kind: 'out-of-stock', line: error.line };
    throw error;
  }
  if (row) {
    await tx.insert(orderEvents).values({ orderId: row.orderId, event: 'placed', note: `${order.paymentMethod === 'mpesa' ? 'M-Pesa' : 'cash on delivery'}`, actor: ACTORS.shopper });
    // A till payment that came before the order (or its code) is matched now: paid at once.
    const matched = row.paymentMethod === 'mpesa' ? await matchWaitingPayments(tx, row) : row;
    return { kind: 'created', receipt: receiptOf(matched) };
  }
  const [existing] = await tx.select().from(orders).where(eq(orders.orderId, order.orderId));
  if (existing) return existing.requestHash === requestHash ? { kind: 'replayed', receipt: receiptOf(existing) } : { kind: 'order-id-reused' };
  const [paidWith] = order.mpesaTransactionId === null ? [] : await tx.select().from(orders).where(eq(orders.mpesaTransactionId, order.mpesaTransactionId));
  if (paidWith && purchaseKey(paidWith.submission) === key) return { kind: 'replayed', receipt: receiptOf(paidWith) };
  return { kind: 'mpesa-code-used' };
}

export interface OrderFilter {
  status?: OrderStatus;
  /** Only orders with a payment flag. */
  flagged?: boolean;
  /** Placed at or after. */
  from?: Date;
  /** Placed before. */
  before?: Date;
}

/** The SQL condition of the bearer-token CSV's filter (GET /api/orders.csv). */
export function whereOf(filter: OrderFilter): SQL | undefined {
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.flagged ? isNotNull(orders.paymentFlag) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.before ? lt(orders.createdAt, filter.before) : undefined,
  );
}

export interface OrderWithHistory extends OrderRow {
  history: OrderEventRow[];
  /** The M-Pesa payments matched to it, oldest first. */
  payments: PaymentRow[];
}

/** One page of the rows matching `where`, newest first, and how many match in all. */
export async function pageOfOrders(db: Db, where: SQL | undefined, page: number, pageSize: number): Promise<{ rows: OrderRow[]; total: number }> {
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * One page of the orders matching `where`, newest first, each with its history (left empty with
 * `withHistory` false, for exports too large to list by id); and how many match in all.
 */
export async function listOrders(
  db: Db,
  where: SQL | undefined,
  page: number,
  pageSize: number,
  withHistory = true,
): Promise<{ orders: OrderWithHistory[]; total: number }> {
  const { rows, total } = await pageOfOrders(db, where, page, pageSize);
  return { total, orders: await withDetails(db, rows, withHistory) };
}

/** One order with its history and payments; null when there is none. */
export async function findOrder(db: Db, orderId: string): Promise<OrderWithHistory | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  return row ? ((await withDetails(db, [row], true))[0] ?? null) : null;
}

/** Rows with their history (oldest first) and the payments matched to them. */
export async function withDetails(db: Db, rows: OrderRow[], withHistory: boolean): Promise<OrderWithHistory[]> {
  const ids = rows.map((row) => row.orderId);
  const events = withHistory && rows.length ? await db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)) : [];
  const payments = rows.length ? await paymentsOf(db, ids) : [];
  return rows.map((row) => ({
    ...row,
    history: events.filter((event) => event.orderId === row.orderId),
    payments: payments.filter((payment) => payment.orderId === row.orderId),
  }));
}

/** The payments matched to these orders, oldest first (in batches: a CSV export may name many). */
async function paymentsOf(db: Db, orderIds: string[]): Promise<PaymentRow[]> {
  const found: PaymentRow[] = [];
  for (let start = 0; start < orderIds.length; start += 1000)
    found.push(...(await db.select().from(mpesaPayments).where(inArray(mpesaPayments.orderId, orderIds.slice(start, start + 1000))).orderBy(asc(mpesaPayments.id))));
  return found;
}
