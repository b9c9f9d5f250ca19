// The catalog's pages whose HTML depends on their address's query, for the HTML its server
// renders on demand (shared/build/render-fragments.mjs, docs/html-first.md): for each exposed page,
// the query parameters it reads (every other one changes nothing in its HTML, and is dropped
// before rendering, so the pages and the cache stay bounded) and its metadata for a query, the
// same record the page sets in the browser with `usePageMeta`.
import type { PageMeta } from '@mimea/shared';
import { parseShopFilters } from '../domain/shop/shop-filters';
import { shopPageMeta } from '../domain/page-meta/shop-page-meta';

export interface QueryPage {
  /** The parameters the page reads (`useShopFilters`: its filters and its page number). */
  params: readonly string[];
  meta: (pathname: string, params: URLSearchParams) => PageMeta;
}

export const queryPages: Record<string, QueryPage> = {
  ShopPage: {
    params: ['search', 'category', 'subcategory', 'healthGoal', 'goal', 'maxPrice', 'page'],
    meta: (pathname, params) => shopPageMeta(parseShopFilters(pathname, params)),
  },
};
