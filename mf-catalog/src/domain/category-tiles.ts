import type { Category, CategoryTile } from './product-types';
import { categoryLabels } from './taxonomy';

const TILE_CATEGORIES: Category[] = ['supplements', 'skincare', 'dental-care', 'sexual-wellness', 'agricultural', 'health-packages'];

/** The home page's Shop By Category tiles (storefront spec section 2, item 5), in its order. */
export const categoryTiles: CategoryTile[] = TILE_CATEGORIES.map((category) => ({
  name: categoryLabels[category],
  link: `/shop/${category}`,
  image: `/uploads/categories/${category}.svg`,
}));
