// The shop's results for a set of filters: the search and its word index load with this file,
// which only the shop page and the catalogue's search and shop calls import (not the home page).
import type { ProductSummary } from '../product-types';
import { effectivePrice } from '../pricing';
import { searchProducts, type SearchableProduct } from '../search/product-search';
import { PRICE_SLIDER, type ShopFilters } from './shop-filters';
import { SUBCATEGORY_FILTERS, type ShopSubcategory } from './subcategory-filters';

export function matchesSubcategory(product: ProductSummary, subcategory: ShopSubcategory): boolean {
  const filter = SUBCATEGORY_FILTERS[subcategory];
  return product.subcategory === filter.subcategory || product.healthGoals.some((goal) => filter.goals.includes(goal));
}

/** The shop's products for a set of filters, most relevant first when there is a search. */
export function filterProducts<P extends SearchableProduct>(products: readonly P[], filters: ShopFilters): P[] {
  const { category, subcategory, healthGoals, maxPrice } = filters;
  // The cheap checks first, so text is searched only in what they keep.
  const include = (product: P) =>
    (category === '' || product.category === category) &&
    (subcategory === '' || matchesSubcategory(product, subcategory)) &&
    (healthGoals.length === 0 || product.healthGoals.some((goal) => healthGoals.includes(goal))) &&
    (maxPrice >= PRICE_SLIDER.max || effectivePrice(product) <= maxPrice);
  return searchProducts(products, filters.search, include);
}
