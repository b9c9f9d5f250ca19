// The orders list's filters. All but the search live in the page's URL (shareable, kept on
// reload); the search `q` may be a phone number or a name, personal data, so it never goes into a
// URL, the page's or the API's: it travels in the body of a POST (and stays in the history entry's
// state, on this device, so that Back finds it again).
import { ORDER_TABS, type OrderTab } from './order-tabs';
import type { PaymentMethod } from './office-types';

export interface OrdersFilter {
  tab: OrderTab;
  /** A shop day, YYYY-MM-DD. */
  day: string;
  county: string;
  station: string;
  method: PaymentMethod | '';
  page: number;
}

export interface OrdersQuery extends Partial<Omit<OrdersFilter, 'page'>> {
  q?: string;
  page?: number | undefined;
  pageSize?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filterFromParams(params: URLSearchParams): OrdersFilter {
  const tab = params.get('tab');
  const method = params.get('method');
  const page = Number(params.get('page'));
  return {
    tab: ORDER_TABS.find((candidate) => candidate === tab) ?? 'to-prepare',
    day: DAY.test(params.get('day') ?? '') ? (params.get('day') as string) : '',
    county: (params.get('county') ?? '').slice(0, 60),
    station: (params.get('station') ?? '').slice(0, 100),
    method: method === 'mpesa' || method === 'cod' ? method : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The page's URL query of a filter: only what differs from the defaults, never a search. */
export function paramsFromFilter(filter: OrdersFilter): URLSearchParams {
  const params = new URLSearchParams();
  params.set('tab', filter.tab);
  if (filter.day) params.set('day', filter.day);
  if (filter.county) params.set('county', filter.county);
  if (filter.station) params.set('station', filter.station);
  if (filter.method) params.set('method', filter.method);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** The list's filter and search as the API's body (`POST /api/office/orders.csv`): what is set, trimmed. */
export function ordersFilterBody(query: OrdersQuery): Record<string, string> {
  const body: Record<string, string> = {};
  for (const key of ['tab', 'q', 'day', 'county', 'station', 'method'] as const) {
    const value = query[key]?.trim();
    if (value) body[key] = value;
  }
  return body;
}

/** A page of the list as the API's body (`POST /api/office/orders/search`): the search never in a URL. */
export function ordersSearchBody(query: OrdersQuery): Record<string, string | number> {
  return { ...ordersFilterBody(query), ...(query.page ? { page: query.page } : {}), ...(query.pageSize ? { pageSize: query.pageSize } : {}) };
}
