// The office's tabs (docs/office.md, "Where an order is"): which statuses each holds. `flagged`
// is not a status but a payment flag, whatever the status: such an order is in both.
import { inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { OrderStatus } from '../../orders/order-status';

export const ORDER_TABS = ['awaiting-payment', 'to-prepare', 'ready', 'collected', 'cancelled', 'flagged'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

type StatusTab = Exclude<OrderTab, 'flagged'>;

export const TAB_STATUSES: Record<StatusTab, readonly OrderStatus[]> = {
  'awaiting-payment': ['awaiting-payment', 'awaiting-confirmation'],
  'to-prepare': ['placed', 'payment-verified'],
  ready: ['ready'],
  collected: ['collected'],
  cancelled: ['cancelled'],
};

/** The tab of an order's status (its flag aside: a flagged order is also under `flagged`). */
export function tabOf(status: OrderStatus): StatusTab {
  const found = (Object.keys(TAB_STATUSES) as StatusTab[]).find((tab) => TAB_STATUSES[tab].includes(status));
  if (!found) throw new Error(`no tab holds the status ${status}`);
  return found;
}

/** The SQL condition of a tab. */
export function tabCondition(tab: OrderTab): SQL {
  return tab === 'flagged' ? isNotNull(orders.paymentFlag) : inArray(orders.status, [...TAB_STATUSES[tab]]);
}

/** `count(*) FILTER (WHERE <tab>)` of every tab: all of them in one pass over the matching orders. */
export function tabCounts(): Record<OrderTab, SQL<number>> {
  return Object.fromEntries(ORDER_TABS.map((tab) => [tab, sql<number>`count(*) filter (where ${tabCondition(tab)})`.mapWith(Number)])) as Record<OrderTab, SQL<number>>;
}
