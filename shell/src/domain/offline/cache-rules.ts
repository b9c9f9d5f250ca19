// Which caching strategy the service worker applies to a request. One module for the worker
// (sw.ts) and the diagnostic page (/service-worker-test), so the page's "Cache Strategy" column
// always says what the worker really does.

/** The one cache the worker keeps (purchase spec section 9: `{product}-v1`). */
export const CACHE_NAME = 'mimea-naturals-v1';

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
 * files (tools/serve.mjs, deploy/nginx), plus the web app manifest and published data.
 */
const REPLACED_IN_PLACE = /\/(remoteEntry\.js|mf-manifest\.json|runtime-config\.json|main\.js|manifest\.webmanifest|[a-z-]+\/(prices|pages)\.json)$/;

/** A content hash in the name (`chunks/123.0a1b2c3d4e.js`): the file never changes. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

const IMAGE = /\.(svg|png|jpe?g|webp|gif|ico)$/;

/** The JavaScript a page runs (a shell or remote chunk without a hash, in development). */
const SCRIPT = /\.js$/;

/**
 * The strategy for a GET request to `url`, or null when the worker leaves it to the browser
 * (other methods, other schemes, and anything this list does not name).
 * `origin` is the shop's own origin: only its `/api/` is the order service.
 */
export function cacheStrategyFor(url: URL, origin: string): CacheStrategy | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin && url.pathname.startsWith('/api/')) return 'network-only';
  if (REPLACED_IN_PLACE.test(url.pathname)) return 'network-first';
  if (CONTENT_HASHED.test(url.pathname) || IMAGE.test(url.pathname)) return 'cache-first';
  if (SCRIPT.test(url.pathname)) return 'network-first';
  return null;
}

/** What the worker tells the pages when a request it handled got no answer from the network. */
export const NETWORK_FAILED_MESSAGE = 'mimea:network-failed';

/** How long cache-first entries are kept, and how many. */
export const CACHE_FIRST_EXPIRY = { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
