// The metadata of a product's page (the header of shop-page-meta.ts says how the page metadata
// is used).
import { formatKES, pageDescription, pageTitle, shopContacts, type JsonLd, type PageMeta } from '@mimea/shared';
import { effectivePrice } from '../pricing';
import type { Product } from '../product-types';
import { productPath } from '../shop-routes';
import { categoryLabels } from '../taxonomy';
import { SCHEMA_ORG } from './schema-org';

/** The price a shopper pays, as the page shows it: 'KES 450'. */
function shownPrice(product: Product): string {
  return formatKES(effectivePrice(product));
}

/** schema.org `Product` with its offer and, when it has any, its rating. `image` only at run time. */
function productJsonLd(product: Product, image: string | undefined): JsonLd {
  const url = productPath(product.id);
  const data: JsonLd = {
    '@context': SCHEMA_ORG,
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
      availability: `${SCHEMA_ORG}/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA_ORG}/NewCondition`,
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
