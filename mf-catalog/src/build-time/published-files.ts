// What the catalog publishes for other apps; the build (shared/build/generated-files-plugin.cjs)
// writes it under dist/catalogue/, since apps may not import each other's files: pages.json, the
// public pages (`PublishedPages` of @mimea/shared), from which the shell's build writes the
// sitemap and each route's <head>. (Prices are not published: the order service prices orders
// from its own catalogue tables, docs/decisions/0019.)
import type { PublishedPage, PublishedPages } from '@mimea/shared';
import { fullProducts } from '../domain/product-details';
import { categoriesPageMeta, homePageMeta } from '../domain/page-meta/site-page-meta';
import { shopRoutes } from '../domain/page-meta/shop-page-meta';
import { productPageMeta } from '../domain/page-meta/product-page-meta';
import type { Product } from '../domain/product-types';

/** Sitemap priorities (storefront SEO issue: home 1, shop 0.9, products 0.8). */
const PRIORITY = { home: 1, shop: 0.9, product: 0.8, shopRoute: 0.7, categories: 0.6 } as const;

/**
 * The catalog's public pages: home, the shop and its routes, /categories and every product (the
 * built-in ones, or the catalogue API's: live-pages.ts).
 */
export function catalogPublishedPages(products: readonly Product[] = fullProducts): PublishedPage[] {
  const [shop, ...subroutes] = shopRoutes();
  return [
    { ...homePageMeta(), priority: PRIORITY.home },
    { ...shop!, priority: PRIORITY.shop },
    ...subroutes.map((meta) => ({ ...meta, priority: PRIORITY.shopRoute })),
    { ...categoriesPageMeta(), priority: PRIORITY.categories },
    ...products.map((product) => ({ ...productPageMeta(product), priority: PRIORITY.product })),
  ];
}

export function publishedFiles(): { path: string; content: string }[] {
  const pages: PublishedPages = { pages: catalogPublishedPages() };
  return [{ path: '/catalogue/pages.json', content: JSON.stringify(pages) }];
}
