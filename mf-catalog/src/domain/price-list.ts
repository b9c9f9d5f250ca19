// The catalogue's prices as other services read them: what a shopper pays for each product, by
// id. Pure data only (no browser, no __webpack_public_path__), because the build loads it in
// Node to publish /catalogue/prices.json (see published-files.ts).
import { effectivePrice } from './pricing';
import type { ProductSummary } from './product-types';
import { products } from './products';

export interface PriceList {
  currency: 'KES';
  /** By product id: the name, and the price a shopper pays (the sale price when on sale). */
  products: Record<string, { name: string; price: number }>;
}

/** The price list of `source` (the whole catalogue by default). Throws on an id listed twice. */
export function priceList(source: readonly ProductSummary[] = products): PriceList {
  const list: PriceList['products'] = {};
  for (const product of source) {
    if (Object.hasOwn(list, product.id)) throw new Error(`product ${product.id} is listed twice`);
    list[product.id] = { name: product.name, price: effectivePrice(product) };
  }
  return { currency: 'KES', products: list };
}
