// The catalogue as a typed, async API: the pages here and other apps (through the federated
// module `catalog/catalogue`) read products only through it. The data is the catalogue API's
// (`GET /api/catalogue/products`, live-catalogue.ts), the built-in data where none answers;
// every caller has its loading and error states (see `useAsyncQuery` of @mimea/shared).
import * as collections from './collections';
import type { Category, Faq, HealthGoal, Product, ProductDetails, ProductSummary, Testimonial } from './product-types';
import { products as productData } from './products';
import { faqs as faqData } from './faqs';
import { testimonials as testimonialData } from './testimonials';
import { uploadUrl } from './upload-url';
import { categoryDetails } from './category-details';
import { withDetails } from './product-with-details';
import type { ShopFilters } from './shop/shop-filters';
import { catalogueApiBase, liveCatalogue } from './live-catalogue';

export type { Faq, HealthGoal, Product, ProductSummary, Review, Testimonial, Category, Subcategory } from './product-types';
export type { ShopFilters } from './shop/shop-filters';

/**
 * Lists come as summaries (what cards and filters read); `all` and `byId` bring each product's
 * details too (its description, ingredients, usage, benefits and reviews), which load on first
 * use: a page that lists products never downloads them.
 */
export interface Catalogue {
  /** Every product with its details (what other apps read: content's package rules). */
  all(): Promise<Product[]>;
  /** Every product as lists show it, without details. */
  summaries(): Promise<ProductSummary[]>;
  /** With its details; null for an unknown id. */
  byId(id: string): Promise<Product | null>;
  byCategory(category: string): Promise<ProductSummary[]>;
  /** Up to `limit` (3) other products of the product's category; [] for an unknown id. */
  related(id: string, limit?: number): Promise<ProductSummary[]>;
  byHealthGoal(goal: HealthGoal): Promise<ProductSummary[]>;
  featured(): Promise<ProductSummary[]>;
  bestSellers(): Promise<ProductSummary[]>;
  /** The newest new arrivals, newest first (5). */
  newArrivals(limit?: number): Promise<ProductSummary[]>;
  /** The first ten products on sale. */
  flashDeals(): Promise<ProductSummary[]>;
  mensClinic(): Promise<ProductSummary[]>;
  womensHealth(): Promise<ProductSummary[]>;
  /** Products matching a search, most relevant first (storefront spec section 9 scores). */
  search(term: string): Promise<ProductSummary[]>;
  /** The shop's results for a full set of filters. */
  shop(filters: ShopFilters): Promise<ProductSummary[]>;
  faqs(): Promise<Faq[]>;
  testimonials(): Promise<Testimonial[]>;
}

let resolved: ProductSummary[] | null = null;

/** The built-in products with image paths turned into URLs on the catalog's origin, made once. */
function builtInProducts(): ProductSummary[] {
  resolved ??= productData.map((product) => ({ ...product, images: product.images.map(uploadUrl) }));
  return resolved;
}

/** In Node (the server's renderer) at most 10 s old (docs/html-first.md); in a browser the same. */
const LIVE_TTL_MS = 10_000;
/**
 * Past this, a page uses the built-in data (or the last answer) rather than wait: in Node 2 s (a
 * render has 800 ms; the build's file is served meanwhile); in a browser 10 s, as a slow phone
 * network must not show the built-in prices in place of the live ones its HTML showed.
 */
const LIVE_TIMEOUT_MS = typeof window === 'undefined' ? 2_000 : 10_000;

const live = liveCatalogue({ baseUrl: catalogueApiBase(), ttlMs: LIVE_TTL_MS, timeoutMs: LIVE_TIMEOUT_MS, builtIn: builtInProducts, resolveImage: uploadUrl });

/** Drops the kept answer: the next read asks the catalogue API (a renderer told of a new revision). */
export const forgetLiveCatalogue = live.forget;

/** The revision of the data the catalogue reads now; null for the built-in data. */
export async function catalogueRevision(): Promise<number | null> {
  return (await live.read()).revision;
}

async function products(): Promise<readonly ProductSummary[]> {
  return (await live.read()).summaries;
}

/** Every product's details: the API's, or the built-in ones in their own chunk, loaded by the first call that needs them. */
async function details(): Promise<Readonly<Record<string, ProductDetails>>> {
  return (await live.read()).details ?? (await import('./product-details')).productDetails;
}

/** One category's details: the API's, or the built-in chunk of that category. */
async function detailsOfCategory(category: Category): Promise<Readonly<Record<string, ProductDetails>>> {
  return (await live.read()).details ?? (await categoryDetails[category]());
}

/**
 * Creates the API over a product list and its details (tests and the benchmark pass their own
 * list, whole products whose details need no lookup; a test of the live data its own reader).
 */
export function createCatalogue(
  source: () => readonly ProductSummary[] | Promise<readonly ProductSummary[]> = products,
  detailsSource = details,
  categorySource: (category: Category) => Promise<Readonly<Record<string, ProductDetails>>> = detailsOfCategory,
): Catalogue {
  const read = async () => source();
  // Made once per list: the search keeps its word index per array and per product object.
  let whole: { list: readonly ProductSummary[]; products: Product[] } | null = null;
  const readWhole = async (): Promise<Product[]> => {
    const [list, all] = await Promise.all([read(), detailsSource()]);
    if (whole?.list !== list) whole = { list, products: list.map((product) => withDetails(product, all)) };
    return whole.products;
  };
  return {
    all: async () => [...(await readWhole())],
    summaries: async () => [...(await read())],
    // One product's page reads its category's details only.
    byId: async (id) => {
      const product = (await read()).find((candidate) => candidate.id === id);
      return product ? withDetails(product, await categorySource(product.category)) : null;
    },
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
    // A search reads descriptions: it loads the details with it.
    search: async (term) => {
      const [{ prepareSearch, searchProducts }, whole] = await Promise.all([import('./search/product-search'), readWhole()]);
      await prepareSearch(whole);
      return searchProducts(whole, term);
    },
    // Without a term, the listing needs neither the details nor the search.
    shop: async (filters) => {
      if (filters.search.trim() === '') return (await read()).filter((await import('./shop/shop-match')).shopFilter(filters));
      const [{ filterProducts, prepareSearch }, whole] = await Promise.all([import('./shop/shop-results'), readWhole()]);
      await prepareSearch(whole);
      return filterProducts(whole, filters);
    },
    faqs: async () => [...faqData],
    testimonials: async () => [...testimonialData],
  };
}

export const catalogue: Catalogue = createCatalogue();
export default catalogue;
