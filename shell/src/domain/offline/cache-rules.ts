// Which caching strategy the service worker applies to a request. One module for the worker
// (sw.ts) and the diagnostic page (/service-worker-test), so the page's "Cache Strategy" column
// always says what the worker really does.
import { isAppOnlyRoute, isOfficePath } from '../../../../config/app-only-routes.cjs';
import { remoteRouteFor } from '../../../../config/routes.cjs';

export { CACHE_NAME, NETWORK_FAILED_MESSAGE } from './worker-messages';

/** How long a network-first request waits for the network before answering from the cache. */
export const NETWORK_TIMEOUT_SECONDS = 3;

export type CacheStrategy = 'network-first' | 'cache-first' | 'network-only';

/** The words the diagnostic page shows for each strategy. */
export const CACHE_STRATEGY_LABELS: Record<CacheStrategy, string> = {
  'network-first': `Network first (${NETWORK_TIMEOUT_SECONDS} s timeout), cache as fallback`,
  'cache-first': 'Cache first, with expiry',
  'network-only': 'Network only, never cached',
};

/**
 * Files a deployment replaces in place, under the same name: every visit must ask the network
 * first, or a redeployed remote would never be seen. The same list as the servers' `no-cache`
 * files (tools/serve/serve.mjs, deploy/nginx), plus the web app manifest and published data.
 */
const REPLACED_IN_PLACE = /\/(remoteEntry\.js|mf-manifest\.json|runtime-config\.json|main\.js|manifest\.webmanifest|[a-z-]+\/pages\.json)$/;

/** A content hash in the name (`chunks/123.0a1b2c3d4e.js`): the file never changes. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/**
 * Pictures: the catalogue's drawn SVGs and their WebP versions at each width
 * (`/uploads/products/olive-soap-1-320.webp`, mf-catalog/src/domain/raster-pictures.ts), each
 * width its own entry, kept as the page asked for it; AVIF too.
 */
const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif|ico)$/;

/** The JavaScript a page runs (a shell or remote chunk without a hash, in development). */
const SCRIPT = /\.js$/;

/**
 * The strategy for a GET request to `url`, or null when the worker leaves it to the browser
 * (other methods, other schemes, and anything this list does not name).
 * `origin` is the shop's own origin: only its `/api/` is the order service, and its `/office…`
 * the back office (its page and that page's own code), which the worker neither answers nor keeps.
 */
export function cacheStrategyFor(url: URL, origin: string): CacheStrategy | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin && isOfficePath(url.pathname)) return null;
  if (url.origin === origin && url.pathname.startsWith('/api/')) return 'network-only';
  if (REPLACED_IN_PLACE.test(url.pathname)) return 'network-first';
  if (CONTENT_HASHED.test(url.pathname) || IMAGE.test(url.pathname)) return 'cache-first';
  if (SCRIPT.test(url.pathname)) return 'network-first';
  return null;
}

/**
 * How the worker answers a navigation (an address opened in the tab) to `url`, or null when it
 * leaves it to the browser: the order service (`/api/`, `/api/orders.csv` opened in a tab too),
 * the back office (`/office` and below: staff's work on shoppers' orders is never kept on a
 * device, nor answered from one), and any path that is not one of the shop's pages (a file such
 * as /sitemap.xml, an unknown path).
 * - 'network-first': a published page, kept for offline use (with CACHE_EXPIRY).
 * - 'network-only': never kept; offline, the app page draws it. The shopper's own pages, and any
 *   address with a query (`/shop?search=…`): one entry per search would pile up, and what the
 *   shopper typed stays out of the cache.
 */
export function pageStrategyFor(url: URL, origin: string): 'network-first' | 'network-only' | null {
  if (url.origin !== origin || url.pathname.startsWith('/api/') || isOfficePath(url.pathname)) return null;
  // The shopper's own pages (config/app-only-routes.cjs): their HTML holds nothing of the
  // shopper's (the browser draws them from what the device holds), but an order's address names
  // the order, so the worker never stores them.
  if (isAppOnlyRoute(url.pathname)) return 'network-only';
  if (!remoteRouteFor(url.pathname)) return null;
  return url.search === '' ? 'network-first' : 'network-only';
}

/**
 * Whether these rules keep what the cache holds for `url` (besides what the install stores): an
 * older worker kept every page it was sent, searches, the shopper's own pages and `/api/` opened
 * in a tab included, which the worker drops when it takes over.
 */
export function keptByTheseRules(url: URL, origin: string): boolean {
  const strategy = cacheStrategyFor(url, origin);
  return strategy === 'network-first' || strategy === 'cache-first' || pageStrategyFor(url, origin) === 'network-first';
}

/**
 * How long what the worker keeps as pages are visited (pages, pictures, content-hashed chunks) is
 * kept, and how many, least recently used first. One expiry for the one cache: workbox-expiration
 * keeps one record per cache, so a second one with other numbers would delete the first's entries.
 * What the install stores and the files replaced in place are not counted: each visit replaces them.
 */
export const CACHE_EXPIRY = { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
