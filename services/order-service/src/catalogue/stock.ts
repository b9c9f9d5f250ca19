// Stock (docs/order-service.md, "Stock"): an order holds its units from the moment it is stored,
// in the same transaction. `catalogue_products.stock` is what can still be ordered: a hold takes
// its units off, a release (cancellation, a lapsed M-Pesa wait) gives them back, a collection
// turns the hold into a sale. Every function runs inside the caller's transaction and locks the
// products it touches in id order before their holds (orders, then products, then holds, then
// the revision: the same order everywhere, so two transactions never deadlock).
//
// The revision (what the renderers poll to render pages again) moves only when a stock change
// changes what a card shows (shownStock): a revision row every order wrote would make orders of
// different products wait for each other, and every page be rendered again after each order.
// A product page's exact count above that is at most the renderers' LIVE_MAX_AGE_MS old.
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { catalogueHolds, catalogueProducts, catalogueSettings } from '../db/schema';
import { bumpRevision } from './catalogue-store';

export interface StockLine {
  id: string;
  quantity: number;
}

/** The line an order cannot have: what was asked, and what is left. */
export interface ShortLine {
  id: string;
  name: string;
  requested: number;
  available: number;
}

export type Reservation = { ok: true } | { ok: false; line: ShortLine };

/** What the shopper is told when a line is short (the 409 of POST /api/orders). */
export function shortLineMessage(line: ShortLine): string {
  return line.available === 0 ? `${line.name} is out of stock.` : `Only ${line.available} left of ${line.name}. Change the quantity in your cart.`;
}

/** The same product twice in an order is one line of both quantities; in id order. */
function summed(lines: readonly StockLine[]): StockLine[] {
  const byId = new Map<string, number>();
  for (const line of lines) byId.set(line.id, (byId.get(line.id) ?? 0) + line.quantity);
  return [...byId.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id, quantity]) => ({ id, quantity }));
}

/** Locks the products in id order; their rows by id. */
async function lockProducts(tx: Db, ids: readonly string[]): Promise<Map<string, { name: string; stock: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: catalogueProducts.id, name: catalogueProducts.name, stock: catalogueProducts.stock })
    .from(catalogueProducts)
    .where(inArray(catalogueProducts.id, [...ids]))
    .orderBy(asc(catalogueProducts.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * At or below this many units the storefront's cards say how many are left, at 0 "Out of Stock"
 * (the catalog's FEW_LEFT, mf-catalog/src/domain/stock-level.ts): above it they show nothing.
 */
export const SHOWN_EXACTLY_AT_OR_BELOW = 5;

/** A stock as the storefront's cards show it. */
const shownStock = (stock: number): number | 'in stock' => (stock > SHOWN_EXACTLY_AT_OR_BELOW ? 'in stock' : stock);

/** Adds `quantity` (negative: takes it off); whether that changed what a card shows. */
async function addStock(tx: Db, id: string, quantity: number): Promise<boolean> {
  const [row] = await tx
    .update(catalogueProducts)
    .set({ stock: sql`${catalogueProducts.stock} + ${quantity}` })
    .where(eq(catalogueProducts.id, id))
    .returning({ stock: catalogueProducts.stock });
  return row !== undefined && shownStock(row.stock) !== shownStock(row.stock - quantity);
}

/** Adds each hold's units; bumps the revision when that changed what a card shows. */
async function addStocks(tx: Db, changes: readonly { productId: string; quantity: number }[]): Promise<void> {
  let shownChanged = false;
  for (const change of changes) if (await addStock(tx, change.productId, change.quantity)) shownChanged = true;
  if (shownChanged) await bumpRevision(tx);
}

/**
 * Takes every line's units off the products and holds them for `orderId` until `holdUntil`
 * (null: until the order is collected or cancelled). All or nothing: when any line is short,
 * nothing changes and the first short line (in id order) is named. A product the catalogue does
 * not have is short of everything (the order's pricing refuses it before).
 */
export async function reserveStock(tx: Db, orderId: string, lines: readonly StockLine[], holdUntil: Date | null): Promise<Reservation> {
  const wanted = summed(lines);
  const products = await lockProducts(
    tx,
    wanted.map((line) => line.id),
  );
  for (const line of wanted) {
    const product = products.get(line.id);
    if (!product || product.stock < line.quantity) return { ok: false, line: { id: line.id, name: product?.name ?? line.id, requested: line.quantity, available: product?.stock ?? 0 } };
  }
  if (wanted.length === 0) return { ok: true };
  await tx.insert(catalogueHolds).values(wanted.map((line) => ({ orderId, productId: line.id, quantity: line.quantity, expiresAt: holdUntil })));
  await addStocks(
    tx,
    wanted.map((line) => ({ productId: line.id, quantity: -line.quantity })),
  );
  return { ok: true };
}

/** The order's holds still holding, read without a lock (the products are locked before they are changed). */
async function heldBy(tx: Db, orderId: string, released: 'held' | 'lapsed') {
  return tx
    .select({ productId: catalogueHolds.productId, quantity: catalogueHolds.quantity })
    .from(catalogueHolds)
    .where(
      and(
        eq(catalogueHolds.orderId, orderId),
        released === 'held' ? isNull(catalogueHolds.releasedAt) : and(isNotNull(catalogueHolds.releasedAt), eq(catalogueHolds.sold, false)),
      ),
    )
    .orderBy(asc(catalogueHolds.productId));
}

/** Gives back every unreleased hold of the order (a cancellation). Nothing when none holds. */
export async function releaseStock(tx: Db, orderId: string): Promise<void> {
  const held = await heldBy(tx, orderId, 'held');
  if (held.length === 0) return;
  await lockProducts(
    tx,
    held.map((hold) => hold.productId),
  );
  // Only what this statement releases is given back: a lapse that got there first already did.
  const released = await tx
    .update(catalogueHolds)
    .set({ releasedAt: new Date() })
    .where(and(eq(catalogueHolds.orderId, orderId), isNull(catalogueHolds.releasedAt)))
    .returning({ productId: catalogueHolds.productId, quantity: catalogueHolds.quantity });
  await addStocks(tx, released);
}

/**
 * The order is paid: its holds are kept until it is collected or cancelled. Holds that had
 * lapsed meanwhile are taken again when every one of them still can be; otherwise they stay
 * released and the first short line is named (the order is then paid, out of stock).
 */
export async function keepStock(tx: Db, orderId: string): Promise<Reservation> {
  const ids = await tx.selectDistinct({ productId: catalogueHolds.productId }).from(catalogueHolds).where(eq(catalogueHolds.orderId, orderId));
  const products = await lockProducts(
    tx,
    ids.map((row) => row.productId),
  );
  // Read once the products are locked: a lapse that ran meanwhile is seen, none can start.
  const lapsed = await heldBy(tx, orderId, 'lapsed');
  await tx
    .update(catalogueHolds)
    .set({ expiresAt: null })
    .where(and(eq(catalogueHolds.orderId, orderId), isNull(catalogueHolds.releasedAt)));
  if (lapsed.length === 0) return { ok: true };
  for (const hold of lapsed) {
    const product = products.get(hold.productId);
    if (!product || product.stock < hold.quantity)
      return { ok: false, line: { id: hold.productId, name: product?.name ?? hold.productId, requested: hold.quantity, available: product?.stock ?? 0 } };
  }
  await tx
    .update(catalogueHolds)
    .set({ releasedAt: null, expiresAt: null })
    .where(and(eq(catalogueHolds.orderId, orderId), isNotNull(catalogueHolds.releasedAt), eq(catalogueHolds.sold, false)));
  await addStocks(
    tx,
    lapsed.map((hold) => ({ productId: hold.productId, quantity: -hold.quantity })),
  );
  return { ok: true };
}

/** The order was collected: its units are sold, released without going back to the stock. */
export async function sellStock(tx: Db, orderId: string): Promise<void> {
  await tx
    .update(catalogueHolds)
    .set({ releasedAt: new Date(), sold: true })
    .where(and(eq(catalogueHolds.orderId, orderId), isNull(catalogueHolds.releasedAt)));
}

/** Until when a new M-Pesa order awaiting its payment holds its units (the office's `hold_minutes`). */
export async function awaitingPaymentHoldUntil(tx: Db, now = new Date()): Promise<Date> {
  const [settings] = await tx.select({ holdMinutes: catalogueSettings.holdMinutes }).from(catalogueSettings).where(eq(catalogueSettings.id, 1));
  return new Date(now.getTime() + (settings?.holdMinutes ?? 60) * 60_000);
}

/**
 * Gives back the units of every hold past its `expires_at` (M-Pesa orders whose payment did not
 * come in time), in one transaction; how many holds lapsed. Several instances may run it at
 * once: each hold is given back once.
 */
export async function lapseHolds(tx: Db, now = new Date()): Promise<number> {
  const due = and(isNull(catalogueHolds.releasedAt), lt(catalogueHolds.expiresAt, now));
  const products = await tx.selectDistinct({ productId: catalogueHolds.productId }).from(catalogueHolds).where(due);
  if (products.length === 0) return 0;
  const ids = products.map((row) => row.productId);
  await lockProducts(tx, ids);
  // Only holds of the products locked: one that fell due meanwhile lapses next time.
  const released = await tx.update(catalogueHolds).set({ releasedAt: now }).where(and(due, inArray(catalogueHolds.productId, ids))).returning({ productId: catalogueHolds.productId, quantity: catalogueHolds.quantity });
  await addStocks(tx, released);
  return released.length;
}
