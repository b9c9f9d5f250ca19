import type { CartProduct } from '@mimea/shared';
import type { ProductSummary } from './product-types';

type Priced = Pick<ProductSummary, 'price' | 'salePrice'>;

/** On sale when a sale price below the regular price is set. */
export function isOnSale(product: Priced): boolean {
  return product.salePrice !== undefined && product.salePrice < product.price;
}

/** The price a shopper pays: the sale price when the product is on sale. */
export function effectivePrice(product: Priced): number {
  return isOnSale(product) ? product.salePrice! : product.price;
}

/** What add-to-cart is given: the product at the price the shopper pays, sale price included. */
export function toCartProduct(product: ProductSummary): CartProduct {
  return { id: product.id, name: product.name, price: effectivePrice(product), currency: product.currency, images: product.images };
}
