// The shop's results for a set of filters with a search: the search and its word index load with
// this file, which only the catalogue's search and shop calls import when there is a term.
import { searchProducts, type SearchableProduct } from '../search/product-search';
import type { ShopFilters } from './shop-filters';
import { shopFilter } from './shop-match';

// From here, not imported by the catalogue beside this file: a second `import()` of the search made
// it a chunk of its own, loaded twice over (2.2 KB more on `/shop?search=tea`).
export { prepareSearch } from '../search/product-search';

/** The shop's products for a set of filters, most relevant first when there is a search. */
export function filterProducts<P extends SearchableProduct>(products: readonly P[], filters: ShopFilters): P[] {
  // The cheap checks first, so text is searched only in what they keep.
  return searchProducts(products, filters.search, shopFilter(filters));
}
