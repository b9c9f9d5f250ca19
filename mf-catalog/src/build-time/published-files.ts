// What the catalog publishes for other services; the build (shared/build/generated-files-plugin.cjs)
// writes it under dist/catalogue/, since apps may not import each other's files:
// - prices.json, which the order service (services/order-service) re-prices orders from;
// - pages.json, the public pages (`PublishedPages` of @mimea/shared), from which the shell's
//   build writes the sitemap and each route's <head>.
import type { PublishedPage, PublishedPages } from '@mimea/shared';
import { priceList } from '../domain/price-list';
import { fullProducts } from '../domain/product-details';
import { categoriesPageMeta, homePageMeta } from '../domain/page-meta/site-page-meta';
import { shopRoutes } from '../domain/page-meta/shop-page-meta';
import { productPageMeta } from '../domain/page-meta/product-page-meta';

/** Sitemap priorities (storefront SEO issue: home 1, shop 0.9, products 0.8). */
const PRIORITY = { home: 1, shop: 0.9, product: 0.8, shopRoute: 0.7, categories: 0.6 } as const;

/** The catalog's public pages: home, the shop and its routes, /categories and every product. */
export function catalogPublishedPages(): PublishedPage[] {
  const [shop, ...subroutes] = shopRoutes();
  return [
    { ...homePageMeta(), priority: PRIORITY.home },
    { ...shop!, priority: PRIORITY.shop },
    ...subroutes.map((meta) => ({ ...meta, priority: PRIORITY.shopRoute })),
    { ...categoriesPageMeta(), priority: PRIORITY.categories },
    ...fullProducts.map((product) => ({ ...productPageMeta(product), priority: PRIORITY.product })),
  ];
}

export function publishedFiles(): { path: string; content: string }[] {
  const pages: PublishedPages = { pages: catalogPublishedPages() };
  return [
    { path: '/catalogue/prices.json', content: JSON.stringify(priceList()) },
    { path: '/catalogue/pages.json', content: JSON.stringify(pages) },
  ];
}
