// What each catalog page tells browsers, search engines and link previews: title, description,
// canonical path, Open Graph type and JSON-LD. Pure, used twice: the pages set it with
// `usePageMeta`, and the build publishes the public pages as /catalogue/pages.json
// (data/published-files.ts), from which the shell writes the sitemap and each route's <head>.
// It reads no product list itself, so a page without products (/categories) carries none.
// Links are site paths ('/product/olive-soap'): the catalog does not know the shop's origin, and
// the published data holds no picture, since pictures live on the catalog's own origin.
import {
  formatKES,
  organizationJsonLd,
  pageDescription,
  pageTitle,
  shopContacts,
  type JsonLd,
  type PageMeta,
} from '@mimea/shared';
import { effectivePrice } from './pricing';
import { CATEGORIES, type Category, type Product } from './product-types';
import { PACKAGE_ROUTE_SUBCATEGORIES, SUPPLEMENT_ROUTE_SUBCATEGORIES, productPath } from './shop-routes';
import { categoryLabels } from './taxonomy';
import { NO_FILTERS, isCategory, shopUrl, type ShopFilters } from './shop/shop-filters';
import { subcategoryLabel } from './shop/subcategory-options';
import type { ShopSubcategory } from './shop/subcategory-filters';

const SCHEMA = 'https://schema.org';

/** Home (`/`): the shop itself, with the organisation and its contacts. */
export function homePageMeta(): PageMeta {
  return {
    path: '/',
    title: `${shopContacts.brand} | Natural Health Products in Kenya`,
    description: pageDescription(
      'Natural supplements, health packages, skincare and dental care from a Nairobi shop, delivered to a pickup station in every county of Kenya. Pay by M-Pesa.',
    ),
    jsonLd: [organizationJsonLd(), { '@context': SCHEMA, '@type': 'WebSite', name: shopContacts.brand, url: '/' }],
  };
}

/** `/categories`. */
export function categoriesPageMeta(): PageMeta {
  return {
    path: '/categories',
    title: pageTitle('Shop by Category'),
    description: pageDescription(
      'Browse Mimea Naturals by category: supplements, health packages, skincare, dental care, sexual wellness and agricultural products.',
    ),
  };
}

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

/** The price a shopper pays, as the page shows it: 'KES 450'. */
function shownPrice(product: Product): string {
  return formatKES(effectivePrice(product));
}

/** schema.org `Product` with its offer and, when it has any, its rating. `image` only at run time. */
function productJsonLd(product: Product, image: string | undefined): JsonLd {
  const url = productPath(product.id);
  const data: JsonLd = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.id,
    category: categoryLabels[product.category],
    brand: { '@type': 'Brand', name: shopContacts.brand },
    url,
    ...(image ? { image } : {}),
    offers: {
      '@type': 'Offer',
      price: effectivePrice(product),
      priceCurrency: product.currency,
      availability: `${SCHEMA}/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
      url,
      seller: { '@type': 'Organization', name: shopContacts.brand },
    },
  };
  if (product.ratings.count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.ratings.average,
      reviewCount: product.ratings.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/**
 * A product's page: name and price in the title, its description, and `Product` JSON-LD.
 * `image`, an absolute URL of the product's picture on the catalog's origin, is for the live page
 * only: the published list leaves it out.
 */
export function productPageMeta(product: Product, { image }: { image?: string } = {}): PageMeta {
  return {
    path: productPath(product.id),
    title: pageTitle(`${product.name} – ${shownPrice(product)}`),
    description: pageDescription(product.description),
    type: 'product',
    jsonLd: [productJsonLd(product, image)],
  };
}

/** An unknown product id: a page of its own, never indexed. */
export function productNotFoundMeta(id: string): PageMeta {
  return {
    path: productPath(id),
    title: pageTitle('Product not found'),
    description: "The product you're looking for doesn't exist or has been removed.",
    noindex: true,
  };
}

/** The catalogue could not be read: the page says so, and is not indexed as it stands. */
export function productUnavailableMeta(id: string): PageMeta {
  return {
    path: productPath(id),
    title: pageTitle('Product'),
    description: "We couldn't load this product. Please check your connection and try again.",
    noindex: true,
  };
}
