import type { Product, ProductDetails, ProductSummary } from './product-types';

const NO_DETAILS: ProductDetails = { description: '', shortDescription: '', ingredients: [], usage: '', benefits: [], reviews: [] };

/**
 * The product with its details. A product without an entry keeps what it carries (a whole
 * product passed by a test or the benchmark), else empty details: its page still shows.
 * (A module of its own, without the data: the product page reads one category's details.)
 */
export function withDetails(product: ProductSummary, details: Readonly<Record<string, ProductDetails>>): Product {
  return { ...NO_DETAILS, ...product, ...details[product.id] };
}
