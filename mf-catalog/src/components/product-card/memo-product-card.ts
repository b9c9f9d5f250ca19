import { memo } from 'react';
import ProductCard from './product-card';

/**
 * The product card for the catalog's own lists: a list that changes (a phone's shorter page once
 * the screen is known, the next page, a carousel's slide) redraws only the cards new to it; a
 * card's product is the catalogue's own object, the same at every render. Not the exposed module,
 * whose contract is a plain function component.
 */
export const MemoProductCard = memo(ProductCard);
