// Which products a shop's filters keep, without a search: the listing without a search term loads
// only this, not the search and its word index (minisearch, ~9 KB gzipped with it).
import type { ProductSummary } from '../product-types';
import { effectivePrice } from '../pricing';
import { PRICE_SLIDER, type ShopFilters } from './shop-filters';
import { SUBCATEGORY_FILTERS, type ShopSubcategory } from './subcategory-filters';

export function matchesSubcategory(product: ProductSummary, subcategory: ShopSubcategory): boolean {
  const filter = SUBCATEGORY_FILTERS[subcategory];
  return product.subcategory === filter.subcategory || product.healthGoals.some((goal) => filter.goals.includes(goal));
}

/** Whether a product passes the category, subcategory, health goal and price filters. */
export function shopFilter(filters: ShopFilters): (product: ProductSummary) => boolean {
  const { category, subcategory, healthGoals, maxPrice } = filters;
  return (product) =>
    (category === '' || product.category === category) &&
    (subcategory === '' || matchesSubcategory(product, subcategory)) &&
    (healthGoals.length === 0 || product.healthGoals.some((goal) => healthGoals.includes(goal))) &&
    (maxPrice >= PRICE_SLIDER.max || effectivePrice(product) <= maxPrice);
}
