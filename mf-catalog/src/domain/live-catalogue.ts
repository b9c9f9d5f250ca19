// The catalogue as the catalogue API serves it (`GET /api/catalogue/products`, the order service's
// catalogue module), with the built-in data as the fallback: where no API answers (a build, the
// remote's standalone harness, a test, the service down), the shop shows what it was built with.
import type { Product, ProductDetails, ProductSummary } from './product-types';
import { parseCatalogueAnswer } from './catalogue-answer';

/** What the catalogue's lists and pages read at one moment. */
export interface CatalogueSnapshot {
  /** The API's revision; null for the built-in data. */
  revision: number | null;
  summaries: readonly ProductSummary[];
  /** Every product's details by id; null for the built-in data (loaded by category, on demand). */
  details: Readonly<Record<string, ProductDetails>> | null;
}

export interface LiveCatalogueOptions {
  /** `…/api/catalogue` (without `/products`), or null: the built-in data only. */
  baseUrl: string | null;
  /** How long an answer (or a failure) is kept before asking again. */
  ttlMs: number;
  /** How long a request may take before the built-in data (or the last answer) is used. */
  timeoutMs: number;
  builtIn: () => readonly ProductSummary[];
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

/** A whole product split into what lists show and what only its page (and a search) reads. */
function split(product: Product): { summary: ProductSummary; details: ProductDetails } {
  const { description, shortDescription, ingredients, usage, benefits, reviews, ...summary } = product;
  return { summary, details: { description, shortDescription, ingredients, usage, benefits, reviews } };
}

/** Made from the API's products: the lists without details, as the built-in lists are. */
export function snapshotOf(revision: number, products: readonly Product[], resolveImage: (path: string) => string): CatalogueSnapshot {
  const details: Record<string, ProductDetails> = {};
  const summaries = products.map((product) => {
    const parts = split(product);
    details[product.id] = parts.details;
    return { ...parts.summary, images: parts.summary.images.map(resolveImage) };
  });
  return { revision, summaries, details };
}

/**
 * A reader of the current snapshot: the API's answer kept `ttlMs` (a new array only when the
 * answer changed, so the search's word index, kept per array, lives as long as the data), the
 * last good answer when the API fails later, the built-in data when it never answered.
 * `forget()` drops what is kept: the next read asks the API (a renderer told of a new revision).
 */
export function liveCatalogue(options: LiveCatalogueOptions & { resolveImage: (path: string) => string }) {
  const { baseUrl, ttlMs, timeoutMs, builtIn, resolveImage } = options;
  const now = options.now ?? Date.now;
  let kept: { snapshot: CatalogueSnapshot; at: number } | null = null;
  /** The API's last answer, as it came: the snapshot it made is kept while it is the same. */
  let lastText: string | null = null;
  let asking: Promise<CatalogueSnapshot> | null = null;
  let builtInSnapshot: CatalogueSnapshot | null = null;
  const fallback = () => (builtInSnapshot ??= { revision: null, summaries: builtIn(), details: null });

  async function ask(fetcher: typeof globalThis.fetch, url: string): Promise<CatalogueSnapshot> {
    const last = kept?.snapshot;
    try {
      const response = await fetcher(`${url.replace(/\/+$/, '')}/products`, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
      const text = response.ok ? await response.text() : null;
      // The same answer keeps the same snapshot (and the search's index with it). The same
      // revision may still bring other counts: an order's units move no revision.
      if (last && text === lastText) return last;
      const answer = text === null ? null : parseCatalogueAnswer(JSON.parse(text));
      if (!answer) return last ?? fallback();
      lastText = text;
      return snapshotOf(answer.revision, answer.products, resolveImage);
    } catch {
      return last ?? fallback();
    }
  }

  async function read(): Promise<CatalogueSnapshot> {
    const fetcher = options.fetch ?? (typeof globalThis.fetch === 'function' ? globalThis.fetch.bind(globalThis) : undefined);
    if (baseUrl === null || !fetcher) return fallback();
    if (kept && now() - kept.at < ttlMs) return kept.snapshot;
    asking ??= ask(fetcher, baseUrl).then((snapshot) => {
      kept = { snapshot, at: now() };
      asking = null;
      return snapshot;
    });
    return asking;
  }

  return {
    read,
    forget: () => {
      kept = null;
    },
  };
}

/**
 * Where this code's catalogue API is: in a browser, the page's own origin (the shop proxies
 * `/api/` to the order service; on the remote's own origin nothing answers, and the built-in
 * data is used); in Node (the server's renderer), CATALOGUE_API_URL, else none (a build).
 */
export function catalogueApiBase(): string | null {
  if (typeof window !== 'undefined' && typeof document !== 'undefined') return '/api/catalogue';
  const fromEnv = typeof process === 'undefined' ? undefined : process.env['CATALOGUE_API_URL'];
  return fromEnv && /^https?:\/\//.test(fromEnv) ? fromEnv : null;
}
