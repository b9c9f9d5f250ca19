// The catalogue as a typed, async API: the pages here and other apps (through the federated
// module `catalog/catalogue`) read products only through it. The data is built in today;
// being async, the API can move to a server without changing a caller, and every caller
// already has its loading and error states (see `useAsyncQuery` of @mimea/shared).
import * as collections from './collections';
import type { Faq, HealthGoal, Product, Testimonial } from './product-types';
import { products as productData } from './products';
import { faqs as faqData } from './faqs';
import { testimonials as testimonialData } from './testimonials';
import { uploadUrl } from './upload-url';
import type { ShopFilters } from '../features/shop/shop-filters';

export type { Faq, HealthGoal, Product, Review, Testimonial, Category, Subcategory } from './product-types';
export type { ShopFilters } from '../features/shop/shop-filters';

export interface Catalogue {
  all(): Promise<Product[]>;
  /** null for an unknown id. */
  byId(id: string): Promise<Product | null>;
  byCategory(category: string): Promise<Product[]>;
  /** Up to `limit` (3) other products of the product's category; [] for an unknown id. */
  related(id: string, limit?: number): Promise<Product[]>;
  byHealthGoal(goal: HealthGoal): Promise<Product[]>;
  featured(): Promise<Product[]>;
  bestSellers(): Promise<Product[]>;
  /** The newest new arrivals, newest first (5). */
  newArrivals(limit?: number): Promise<Product[]>;
  /** The first ten products on sale. */
  flashDeals(): Promise<Product[]>;
  mensClinic(): Promise<Product[]>;
  womensHealth(): Promise<Product[]>;
  /** Products matching a search, most relevant first (storefront spec section 9 scores). */
  search(term: string): Promise<Product[]>;
  /** The shop's results for a full set of filters. */
  shop(filters: ShopFilters): Promise<Product[]>;
  faqs(): Promise<Faq[]>;
  testimonials(): Promise<Testimonial[]>;
}

let resolved: Product[] | null = null;

/** The products with image paths turned into URLs on the catalog's origin, made once. */
function products(): Product[] {
  resolved ??= productData.map((product) => ({ ...product, images: product.images.map(uploadUrl) }));
  return resolved;
}

/** Creates the API over a product list (tests and the benchmark pass their own). */
export function createCatalogue(source: () => readonly Product[] = products): Catalogue {
  const read = async () => source();
  return {
    all: async () => [...(await read())],
    byId: async (id) => (await read()).find((product) => product.id === id) ?? null,
    byCategory: async (category) => collections.byCategory(await read(), category),
    related: async (id, limit) => {
      const all = await read();
      const product = all.find((candidate) => candidate.id === id);
      return product ? collections.relatedProducts(all, product, limit) : [];
    },
    byHealthGoal: async (goal) => collections.byHealthGoal(await read(), goal),
    featured: async () => collections.featuredProducts(await read()),
    bestSellers: async () => collections.bestSellers(await read()),
    newArrivals: async (limit) => collections.newArrivals(await read(), limit),
    flashDeals: async () => collections.flashDeals(await read()),
    mensClinic: async () => collections.mensClinic(await read()),
    womensHealth: async () => collections.womensHealth(await read()),
    // The search (and its word index) loads when a page first searches or filters, not with the
    // home page or a product page.
    search: async (term) => (await import('../features/search/product-search')).searchProducts(await read(), term),
    shop: async (filters) => (await import('../features/shop/shop-results')).filterProducts(await read(), filters),
    faqs: async () => [...faqData],
    testimonials: async () => [...testimonialData],
  };
}

export const catalogue: Catalogue = createCatalogue();
export default catalogue;
