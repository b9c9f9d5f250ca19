// The office's list of orders (POST /api/office/orders/search, GET /api/office/orders without a
// search): a tab, a search and filters, newest first, with each tab's count under every filter but
// the tab (docs/office.md, "The API").
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { maskedPhone } from '@mimea/order-rules';
import type { Db } from '../../db/database';
import { orders } from '../../db/schema';
import { pageOfOrders } from '../../orders/order-store';
import { eastAfricaTime, startOfNextShopDay, startOfShopDay } from '../../shop-time';
import { shopDay } from '../../validation';
import { searchCondition, searchKind, type SearchKind } from './order-search';
import { ORDER_TABS, tabCondition, tabCounts, tabOf, type OrderTab } from './order-tabs';

/** The list's filters, shared by the CSV export (without the page). */
export const orderFilterQuery = z.object({
  tab: z.enum(ORDER_TABS, `tab must be one of ${ORDER_TABS.join(', ')}.`).optional(),
  q: z.string().trim().max(100, 'A search has at most 100 characters.').optional(),
  day: shopDay.optional(),
  county: z.string().trim().min(1).max(100, 'county has at most 100 characters.').optional(),
  station: z.string().trim().min(1).max(100, 'station has at most 100 characters.').optional(),
  method: z.enum(['mpesa', 'cod'], 'method must be mpesa or cod.').optional(),
});
export type OrderFilterQuery = z.infer<typeof orderFilterQuery>;

/** 25 orders a page, at most 100. */
export const orderListQuery = orderFilterQuery.extend({
  page: z.coerce.number('page is a number.').int('page is a whole number.').min(1, 'page starts at 1.').max(1_000_000, 'page is at most 1,000,000.').default(1),
  pageSize: z.coerce.number('pageSize is a number.').int('pageSize is a whole number.').min(1, 'pageSize is 1 to 100.').max(100, 'pageSize is 1 to 100.').default(25),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** A list's filter as the access record keeps it: the kind of search, never its text. */
export interface FilterRecord {
  search: SearchKind | null;
  tab: OrderFilterQuery['tab'] | null;
  filters: Partial<Pick<OrderListQuery, 'day' | 'county' | 'station' | 'method' | 'page' | 'pageSize'>>;
}

export function filterRecord({ q, tab, ...rest }: OrderFilterQuery & Partial<Pick<OrderListQuery, 'page' | 'pageSize'>>): FilterRecord {
  const filters = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as FilterRecord['filters'];
  return { search: q ? searchKind(q) : null, tab: tab ?? null, filters };
}

/** Every filter but the tab, as SQL: what the tabs' counts follow. */
export function filterCondition(filter: OrderFilterQuery): SQL | undefined {
  return and(
    filter.q ? searchCondition(filter.q) : undefined,
    filter.day ? and(gte(orders.createdAt, startOfShopDay(filter.day)), lt(orders.createdAt, startOfNextShopDay(filter.day))) : undefined,
    filter.county ? eq(orders.county, filter.county) : undefined,
    filter.station ? eq(orders.pickupStationId, filter.station) : undefined,
    filter.method ? eq(orders.paymentMethod, filter.method) : undefined,
  );
}

/** The whole filter, tab included. */
export const listCondition = (filter: OrderFilterQuery): SQL | undefined => and(filterCondition(filter), filter.tab ? tabCondition(filter.tab) : undefined);

type OrderRow = typeof orders.$inferSelect;

/** One line of the list: the phone masked (the order's page shows it whole, and records the opening). */
export function orderRow(order: OrderRow) {
  return {
    orderId: order.orderId,
    placedAt: eastAfricaTime(order.createdAt),
    status: order.status,
    tab: tabOf(order.status),
    flag: order.paymentFlag,
    customerName: order.customerName,
    phone: maskedPhone(order.phoneNumber),
    county: order.county,
    station: order.pickupStationName,
    paymentMethod: order.paymentMethod,
    total: order.total,
    items: order.submission.lines.reduce((sum, line) => sum + line.quantity, 0),
    /** The version as listed: a bulk action names it, so it cannot overwrite a change made since. */
    version: order.version,
  };
}

export type TabCounts = Record<OrderTab, number>;

export async function countTabs(db: Db, where: SQL | undefined): Promise<TabCounts> {
  const [counted] = await db.select(tabCounts()).from(orders).where(where);
  return Object.fromEntries(ORDER_TABS.map((tab) => [tab, counted?.[tab] ?? 0])) as TabCounts;
}

export async function listOfficeOrders(db: Db, query: OrderListQuery) {
  const { rows, total } = await pageOfOrders(db, listCondition(query), query.page, query.pageSize);
  return {
    orders: rows.map(orderRow),
    counts: await countTabs(db, filterCondition(query)),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
