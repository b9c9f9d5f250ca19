// What the shop's cache holds: each cached URL with the size of its body. Used by the
// diagnostic page's Overview (total size) and Cache Details (the list).
import { CACHE_NAME } from '../offline/cache-rules';

export interface CachedItem {
  url: string;
  /** Bytes of the cached body (0 for an opaque response, whose body the page cannot read). */
  size: number;
}

export interface CacheReport {
  items: CachedItem[];
  totalBytes: number;
}

export const EMPTY_CACHE_REPORT: CacheReport = { items: [], totalBytes: 0 };

/** The browser's caches, or undefined where there are none (jsdom, an insecure origin). */
export function browserCaches(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}

/**
 * Reads the `mimea-naturals-v1` cache. No cache storage, or no such cache, is an empty report:
 * the cache is only looked at, never created (`caches.open` would create it).
 */
export async function inspectShopCache(storage: Pick<CacheStorage, 'has' | 'open'> | undefined = browserCaches()): Promise<CacheReport> {
  if (!storage || !(await storage.has(CACHE_NAME))) return EMPTY_CACHE_REPORT;
  const cache = await storage.open(CACHE_NAME);
  const requests = await cache.keys();
  const items = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      return { url: request.url, size: response ? (await response.blob()).size : 0 };
    }),
  );
  return { items, totalBytes: items.reduce((sum, item) => sum + item.size, 0) };
}
