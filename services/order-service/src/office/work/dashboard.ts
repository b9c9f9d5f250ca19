// "Today" in the office (GET /api/office/dashboard): the last 30 shop days (East Africa Time) in
// figures, and what waits now. `orders` counts the orders placed and not cancelled; `revenue`
// the totals of those paid (M-Pesa verified, ready or collected; cash collected).
import { gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orders } from '../../db/schema';
import type { OrderLine } from '@mimea/order-rules';
import { isPaid, type OrderStatus, type PaymentMethod } from '../../orders/order-status';
import { eastAfricaTime, startOfShopDay } from '../../shop-time';
import { signInSummary } from '../auth/sign-in-alarm';
import { countUnmatched } from './unmatched-payments';
import { tabCondition } from './order-tabs';

export const DASHBOARD_DAYS = 30;

/** What the dashboard reads of each order placed in its 30 days. */
export interface PlacedOrder {
  createdAt: Date;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  total: number;
  county: string;
  lines: Pick<OrderLine, 'id' | 'name' | 'quantity' | 'lineTotal'>[];
}

export interface Figures {
  orders: number;
  revenue: number;
}

/** The shop day (YYYY-MM-DD, EAT) of an instant. */
export const shopDayOf = (at: Date): string => eastAfricaTime(at).slice(0, 10);

/** The shop day `days` before `day`. */
function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

const add = (figures: Figures, order: PlacedOrder) => {
  figures.orders += 1;
  if (isPaid(order.status, order.paymentMethod)) figures.revenue += order.total;
};

const keyed = (figures: Map<string, Figures>) =>
  [...figures].map(([key, value]) => ({ key, ...value })).sort((a, b) => b.revenue - a.revenue || b.orders - a.orders || a.key.localeCompare(b.key));

/** The figures of the orders placed in the 30 shop days up to `today` (pure: the tests give known orders). */
export function dashboardFigures(placed: readonly PlacedOrder[], today: string) {
  const daily = new Map<string, Figures>();
  for (let back = DASHBOARD_DAYS - 1; back >= 0; back -= 1) daily.set(daysBefore(today, back), { orders: 0, revenue: 0 });
  const last7From = daysBefore(today, 6);
  const totals = { today: { orders: 0, revenue: 0 }, last7: { orders: 0, revenue: 0 }, last30: { orders: 0, revenue: 0 } };
  const byMethod = new Map<string, Figures>();
  const byCounty = new Map<string, Figures>();
  const products = new Map<string, { productId: string; name: string; quantity: number; revenue: number }>();
  for (const order of placed) {
    const day = shopDayOf(order.createdAt);
    const ofDay = daily.get(day);
    if (!ofDay || order.status === 'cancelled') continue;
    add(ofDay, order);
    add(totals.last30, order);
    if (day >= last7From) add(totals.last7, order);
    if (day === today) add(totals.today, order);
    for (const [map, key] of [[byMethod, order.paymentMethod], [byCounty, order.county]] as const) {
      if (!map.has(key)) map.set(key, { orders: 0, revenue: 0 });
      add(map.get(key)!, order);
    }
    const paid = isPaid(order.status, order.paymentMethod);
    for (const line of order.lines) {
      const product = products.get(line.id) ?? { productId: line.id, name: line.name, quantity: 0, revenue: 0 };
      product.quantity += line.quantity;
      if (paid) product.revenue += line.lineTotal;
      products.set(line.id, product);
    }
  }
  return {
    ...totals,
    byMethod: keyed(byMethod),
    byCounty: keyed(byCounty),
    topProducts: [...products.values()].sort((a, b) => b.quantity - a.quantity || b.revenue - a.revenue || a.productId.localeCompare(b.productId)).slice(0, 10),
    daily: [...daily].map(([day, figures]) => ({ day, ...figures })),
  };
}

const countWhere = (condition: ReturnType<typeof tabCondition>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** What waits for the office now, whenever it was placed. */
async function waiting(db: Db) {
  const [counted] = await db
    .select({
      awaitingPayment: countWhere(sql`${orders.status} = 'awaiting-payment'`),
      awaitingConfirmation: countWhere(sql`${orders.status} = 'awaiting-confirmation'`),
      flagged: countWhere(isNotNull(orders.paymentFlag)),
      toPrepare: countWhere(tabCondition('to-prepare')),
      ready: countWhere(tabCondition('ready')),
    })
    .from(orders);
  return {
    awaitingPayment: counted?.awaitingPayment ?? 0,
    awaitingConfirmation: counted?.awaitingConfirmation ?? 0,
    flagged: counted?.flagged ?? 0,
    unmatchedPayments: await countUnmatched(db),
    toPrepare: counted?.toPrepare ?? 0,
    ready: counted?.ready ?? 0,
  };
}

export async function readDashboard(db: Db, now: Date = new Date()) {
  const today = shopDayOf(now);
  const placed = await db
    .select({
      createdAt: orders.createdAt,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      total: orders.total,
      county: orders.county,
      lines: sql<PlacedOrder['lines']>`${orders.submission}->'lines'`,
    })
    .from(orders)
    .where(gte(orders.createdAt, startOfShopDay(daysBefore(today, DASHBOARD_DAYS - 1))));
  return { ...dashboardFigures(placed, today), waiting: await waiting(db), signIns: await signInSummary(db, now) };
}
