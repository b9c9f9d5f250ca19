// The resources the diagnostic page fetches: the shop's real files, found from the runtime config
// so the list is right in any deployment (issue: remote entries, manifests, catalogue data,
// images and the order service's health, no invented API paths).
import { CACHE_STRATEGY_LABELS, cacheStrategyFor, type CacheStrategy } from '../offline/cache-rules';
import { PAGE_REMOTES } from '../remotes/page-remotes';
import type { RemoteName, RuntimeConfig } from '../remotes/runtime-config';

export type ResourceType =
  | 'Runtime config'
  | 'Web app manifest'
  | 'Manifest'
  | 'Remote entry'
  | 'Catalogue data'
  | 'Image'
  | 'Order service health';

export interface TestedResource {
  /** Absolute URL, fetched as it is. */
  url: string;
  type: ResourceType;
  /** What the worker does with a GET of this URL (cache-rules.ts); null when it leaves it to the browser. */
  expectedCacheStrategy: CacheStrategy | null;
}

/** A product picture the catalog draws at build time (mf-catalog/src/domain/products/skincare.ts). */
export const SAMPLE_PRODUCT_PICTURE = 'uploads/products/olive-soap-1.svg';
/** A blog cover the content remote draws at build time (mf-content/src/domain/blog/blog-articles.ts). */
export const SAMPLE_BLOG_COVER = 'art/blog/supporting-your-immunity-through-the-rainy-season.svg';

export const NOT_HANDLED_LABEL = 'Not handled by the worker';

/** The words of the Cache Strategy column. */
export function cacheStrategyLabel(strategy: CacheStrategy | null): string {
  return strategy ? CACHE_STRATEGY_LABELS[strategy] : NOT_HANDLED_LABEL;
}

/**
 * Every resource to test, for a runtime config and the shell's origin. A remote's files are
 * resolved against the folder of its manifest (its webpack public path), which is its origin in
 * every deployment the shop has; the order service's health is `/api/healthz` on the origin of
 * the order endpoint, the shell's own unless ORDER_ENDPOINT names another.
 */
export function testedResources(config: RuntimeConfig, shellOrigin: string): TestedResource[] {
  const manifest = (name: RemoteName) => new URL(config.remotes[name], shellOrigin);
  const entries: [URL, ResourceType][] = [
    [new URL('/runtime-config.json', shellOrigin), 'Runtime config'],
    [new URL('/manifest.webmanifest', shellOrigin), 'Web app manifest'],
    // The remotes of the shoppers' pages: this is one; the back office's files are not its to fetch.
    ...PAGE_REMOTES.flatMap((name): [URL, ResourceType][] => [
      [manifest(name), 'Manifest'],
      [new URL('remoteEntry.js', manifest(name)), 'Remote entry'],
    ]),
    // The catalog's published pages (mf-catalog/src/build-time/published-files.ts).
    [new URL('catalogue/pages.json', manifest('catalog')), 'Catalogue data'],
    [new URL('/icons/icon-192.png', shellOrigin), 'Image'],
    [new URL(SAMPLE_PRODUCT_PICTURE, manifest('catalog')), 'Image'],
    [new URL(SAMPLE_BLOG_COVER, manifest('content')), 'Image'],
    [new URL('/api/healthz', new URL(config.orderEndpoint, shellOrigin)), 'Order service health'],
  ];
  return entries.map(([url, type]) => ({ url: url.href, type, expectedCacheStrategy: cacheStrategyFor(url, shellOrigin) }));
}
