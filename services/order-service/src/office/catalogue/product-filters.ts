// The office's list of products and its filters (GET /api/office/catalogue/products): a search
// in the name and id, a category, shown or hidden, and low or no stock.
import { z } from 'zod';
import type { OfficeCatalogueProduct as OfficeProduct } from '../../catalogue/catalogue-store';

/** At or below this many units (and above none), a product's stock is low. */
export const LOW_STOCK = 10;

export const productListQuery = z.object({
  search: z.string().trim().max(100, 'The search has at most 100 characters.').default(''),
  category: z.string().trim().max(80).default(''),
  visibility: z.enum(['all', 'shown', 'hidden'], 'Visibility is all, shown or hidden.').default('all'),
  stock: z.enum(['all', 'low', 'out'], 'Stock is all, low or out.').default('all'),
});

export type ProductListQuery = z.infer<typeof productListQuery>;

export function filterProducts(products: readonly OfficeProduct[], query: ProductListQuery): OfficeProduct[] {
  const words = query.search.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((product) => {
    if (query.category && product.category !== query.category) return false;
    if (query.visibility === 'shown' && product.hidden) return false;
    if (query.visibility === 'hidden' && !product.hidden) return false;
    if (query.stock === 'out' && product.stock > 0) return false;
    if (query.stock === 'low' && (product.stock === 0 || product.stock > LOW_STOCK)) return false;
    const haystack = `${product.name} ${product.id}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
