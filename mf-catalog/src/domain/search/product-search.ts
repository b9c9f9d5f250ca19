import type { Product, ProductSummary } from '../product-types';

/**
 * What a search reads: a product as lists carry it, and its description when the list carries
 * that too (the catalogue's search passes whole products; a filter without a search, summaries).
 */
export type SearchableProduct = ProductSummary & Pick<Product, 'shortDescription'> & Partial<Pick<Product, 'description'>>;
import { categoryLabels, healthGoalLabels } from '../taxonomy';
import { PAGE_SIZE } from '../shop/paginate';
import { normaliseSearch } from './search-text';
import { tolerantMatches } from './tolerant-search';

/** Gets a search of the whole catalogue ready in a task of its own (tolerant-search.ts). */
export { prepareTolerantSearch as prepareSearch } from './tolerant-search';

/** Relevance points per field (storefront spec section 9). A product's score is their sum. */
export const SEARCH_SCORES = {
  exactName: 100,
  nameContains: 80,
  category: 60,
  description: 40,
  shortDescription: 30,
  healthGoal: 20,
} as const;


interface SearchText {
  /** Every searched field in one string: most products fail this one scan and are done. */
  all: string;
  name: string;
  category: string;
  description: string;
  shortDescription: string;
  healthGoals: string;
}

// Lower-cased fields, made once per product object: a query over 10,000 products then only
// scans strings (architecture budget: 5 ms per query).
const searchTexts = new WeakMap<SearchableProduct, SearchText>();

function searchTextOf(product: SearchableProduct): SearchText {
  let text = searchTexts.get(product);
  if (!text) {
    const label = (categoryLabels as Record<string, string | undefined>)[product.category] ?? '';
    const fields = {
      name: product.name.toLowerCase(),
      category: `${product.category}\n${label}`.toLowerCase(),
      description: (product.description ?? '').toLowerCase(),
      shortDescription: product.shortDescription.toLowerCase(),
      healthGoals: product.healthGoals
        .map((goal) => `${goal}\n${(healthGoalLabels as Record<string, string | undefined>)[goal] ?? ''}`)
        .join('\n')
        .toLowerCase(),
    };
    // Fields are joined with a newline, which a normalised search term never contains.
    text = { all: Object.values(fields).join('\n'), ...fields };
    searchTexts.set(product, text);
  }
  return text;
}


// The texts of a whole catalogue array, in its order: a query then reads an array, not a map.
const catalogueTexts = new WeakMap<readonly SearchableProduct[], SearchText[]>();

function searchTextsOf(products: readonly SearchableProduct[]): SearchText[] {
  let texts = catalogueTexts.get(products);
  if (!texts) {
    texts = products.map(searchTextOf);
    catalogueTexts.set(products, texts);
  }
  return texts;
}

/** A product's relevance to a lower-cased, trimmed term; 0 means no match. */
export function searchScore(product: SearchableProduct, term: string): number {
  return scoreOf(searchTextOf(product), term);
}

function scoreOf(text: SearchText, term: string): number {
  if (!text.all.includes(term)) return 0;
  let score = 0;
  if (text.name === term) score += SEARCH_SCORES.exactName;
  else if (text.name.includes(term)) score += SEARCH_SCORES.nameContains;
  if (text.category.includes(term)) score += SEARCH_SCORES.category;
  if (text.description.includes(term)) score += SEARCH_SCORES.description;
  if (text.shortDescription.includes(term)) score += SEARCH_SCORES.shortDescription;
  if (text.healthGoals.includes(term)) score += SEARCH_SCORES.healthGoal;
  return score;
}

/**
 * The products matching a search (of those `include` keeps), most relevant first. First what the spec's scores find (the
 * text as typed, in a field), by score, equal scores in catalogue order; then, when that is less
 * than a page, what the tolerant search adds (plurals, typos, words apart or joined, British
 * spellings), by its relevance.
 * An empty search matches everything, in catalogue order.
 */
export function searchProducts<P extends SearchableProduct>(products: readonly P[], rawTerm: string, include: (product: P) => boolean = () => true): P[] {
  const term = normaliseSearch(rawTerm).toLowerCase();
  if (term === '') return products.filter(include);
  const texts = searchTextsOf(products);
  const scored: { product: P; score: number; index: number }[] = [];
  products.forEach((product, index) => {
    // The cheap checks of the filters first: text is searched only in what they keep.
    if (!include(product)) return;
    const score = scoreOf(texts[index]!, term);
    if (score > 0) scored.push({ product, score, index });
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  const exact = scored.map((entry) => entry.product);
  // The words as typed found a page or more: that is what the shopper meant, and the tolerant
  // pass (a few ms over 10,000 products) is not needed.
  if (exact.length >= PAGE_SIZE.desktop) return exact;
  const found = new Set(scored.map((entry) => entry.index));
  // `products` is the whole catalogue (its word index is kept per array); `include` narrows.
  const more = tolerantMatches(products, term)
    .filter((index) => !found.has(index))
    .map((index) => products[index]!)
    .filter(include);
  return [...exact, ...more];
}
