// The catalogue's published price list: the build (config/generated-files-plugin.cjs) writes it
// to dist/catalogue/prices.json, and the order service (mf-checkout/server) reads it from the
// catalog's origin to re-price orders, since apps may not import each other's files.
import { priceList } from './price-list';

export function publishedFiles(): { path: string; content: string }[] {
  return [{ path: '/catalogue/prices.json', content: JSON.stringify(priceList()) }];
}
