// The home page's and product page's product selections (storefront spec sections 2 and 9).
// Pure functions over a product list, so the rules are tested without a page.
import type { HealthGoal, ProductSummary } from './product-types';
import { isOnSale } from './pricing';

export const RELATED_LIMIT = 3;
export const NEW_ARRIVALS_LIMIT = 5;
export const FLASH_DEALS_LIMIT = 10;

export const ROYAL_JELLY_ID = 'royal-jelly-capsule';

export function featuredProducts<P extends ProductSummary>(products: readonly P[]): P[] {
  return products.filter((product) => product.featured === true);
}

export function bestSellers<P extends ProductSummary>(products: readonly P[]): P[] {
  return products.filter((product) => product.bestSeller);
}

/**
 * The newest new arrivals first (by the day they were added), at most five. The days are ISO
 * dates, in order as plain strings: `localeCompare` would set up the locale's collator first,
 * ~5 ms of a phone's home-page start-up.
 */
export function newArrivals<P extends ProductSummary>(products: readonly P[], limit = NEW_ARRIVALS_LIMIT): P[] {
  return products
    .filter((product) => product.newArrival)
    .sort((a, b) => (a.addedOn < b.addedOn ? 1 : a.addedOn > b.addedOn ? -1 : 0))
    .slice(0, limit);
}

/** The flash deals: the first ten products on sale, in catalogue order. */
export function flashDeals<P extends ProductSummary>(products: readonly P[], limit = FLASH_DEALS_LIMIT): P[] {
  return products.filter(isOnSale).slice(0, limit);
}

/**
 * The products `belongs` keeps, those of lower rank first (a stable sort: catalogue order within
 * a rank). Two carousels whose rules overlap then each open with what is most their own.
 */
function rankedSelection<P extends ProductSummary>(products: readonly P[], rank: (product: P) => number | null): P[] {
  return products
    .map((product, index) => ({ product, index, rank: rank(product) }))
    .filter((entry): entry is { product: P; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.product);
}

/**
 * Men's Clinic: subcategory mens-health, or the goals energy or mental-clarity; the men's
 * health products first.
 */
export function mensClinic<P extends ProductSummary>(products: readonly P[]): P[] {
  return rankedSelection(products, (product) =>
    product.subcategory === 'mens-health' ? 0 : product.healthGoals.includes('energy') || product.healthGoals.includes('mental-clarity') ? 1 : null,
  );
}

/**
 * Women's Health & Wellness: the goals anti-aging, detox or immunity, or the Royal Jelly
 * Capsule; the Royal Jelly and the women's health products first, immunity (which it shares
 * with much of the shop) last.
 */
export function womensHealth<P extends ProductSummary>(products: readonly P[]): P[] {
  return rankedSelection(products, (product) => {
    if (product.id === ROYAL_JELLY_ID || product.subcategory === 'womens-health') return 0;
    if (product.healthGoals.includes('anti-aging') || product.healthGoals.includes('detox')) return 1;
    return product.healthGoals.includes('immunity') ? 2 : null;
  });
}

export function byHealthGoal<P extends ProductSummary>(products: readonly P[], goal: HealthGoal): P[] {
  return products.filter((product) => product.healthGoals.includes(goal));
}

export function byCategory<P extends ProductSummary>(products: readonly P[], category: string): P[] {
  return products.filter((product) => product.category === category);
}

/** Up to three other products of the same category. */
export function relatedProducts<P extends ProductSummary>(products: readonly P[], product: ProductSummary, limit = RELATED_LIMIT): P[] {
  return products.filter((other) => other.category === product.category && other.id !== product.id).slice(0, limit);
}
