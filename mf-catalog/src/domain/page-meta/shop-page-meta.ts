// What each catalog page tells browsers, search engines and link previews: title, description,
// canonical path, Open Graph type and JSON-LD; here the shop's listing and its category routes,
// beside it home and /categories (site-page-meta.ts) and a product's page (product-page-meta.ts),
// one file per kind of page so each page's code carries only its own. Pure, used twice: the pages set it with
// `usePageMeta`, and the build publishes the public pages as /catalogue/pages.json
// (build-time/published-files.ts), from which the shell writes the sitemap and each route's <head>.
// It reads no product list itself, so a page without products (/categories) carries none.
// Links are site paths ('/product/olive-soap'): the catalog does not know the shop's origin, and
// the published data holds no picture, since pictures live on the catalog's own origin.
import { pageDescription, pageTitle, shopContacts, type PageMeta } from '@mimea/shared';
import { CATEGORIES, type Category } from '../product-types';
import { PACKAGE_ROUTE_SUBCATEGORIES, SUPPLEMENT_ROUTE_SUBCATEGORIES } from '../shop-routes';
import { categoryLabels } from '../taxonomy';
import { NO_FILTERS, isCategory, shopUrl, type ShopFilters } from '../shop/shop-filters';
import { subcategoryLabel } from '../shop/subcategory-options';
import type { ShopSubcategory } from '../shop/subcategory-filters';

/** The shop, or one of its category and subcategory routes; `name` null for the whole shop. */
function shopRouteMeta(path: string, name: string | null, what = name ?? 'natural health products'): PageMeta {
  return {
    path,
    title: pageTitle(name ?? 'Shop'),
    description: pageDescription(
      `Shop ${what} at ${shopContacts.brand}, checked for quality and delivered to a pickup station anywhere in Kenya. Pay by M-Pesa.`,
    ),
  };
}

function categoryRouteMeta(category: Category): PageMeta {
  return shopRouteMeta(`/shop/${category}`, categoryLabels[category]);
}

function subcategoryRouteMeta(category: Category, subcategory: ShopSubcategory): PageMeta {
  const [sub, cat] = [subcategoryLabel(subcategory), categoryLabels[category]];
  return shopRouteMeta(`/shop/${category}/${subcategory}`, `${sub} – ${cat}`, `${sub} in ${cat}`);
}

/** Every route of the shop: /shop first, each category, and the subcategories with a route of their own. */
export function shopRoutes(): PageMeta[] {
  return [
    shopRouteMeta('/shop', null),
    ...CATEGORIES.map(categoryRouteMeta),
    ...SUPPLEMENT_ROUTE_SUBCATEGORIES.map((subcategory) => subcategoryRouteMeta('supplements', subcategory)),
    ...PACKAGE_ROUTE_SUBCATEGORIES.map((subcategory) => subcategoryRouteMeta('health-packages', subcategory)),
  ];
}

/**
 * The shop as filtered. The canonical path is the shop's route for the category and subcategory,
 * never a query: a query form such as `/shop?category=skincare` counts as `/shop/skincare`, and a
 * subcategory without a route of its own as its category's route. A search names itself in the
 * title (document.title is text: nothing in it becomes markup). An unknown category is not a page
 * of the shop: not indexed.
 */
export function shopPageMeta(filters: ShopFilters): PageMeta {
  const known = isCategory(filters.category) ? filters.category : null;
  const routePath = shopUrl({ ...NO_FILTERS, category: filters.category, subcategory: filters.subcategory }).split('?')[0]!;
  const path = routePath === '/shop' && known ? `/shop/${known}` : routePath;
  const route = shopRoutes().find((candidate) => candidate.path === path) ?? shopRouteMeta('/shop', null);
  const meta: PageMeta = filters.category !== '' && !known ? { ...route, noindex: true } : route;
  if (!filters.search) return meta;
  return {
    ...meta,
    title: pageTitle(`Search results for "${filters.search}"`),
    description: pageDescription(`Natural health products matching "${filters.search}" at ${shopContacts.brand}, delivered across Kenya.`),
  };
}

