// What the products a page shows from the catalog remote were, as a short version: the HTML the
// content's build rendered them into carries it, and the browser compares it with the catalogue
// it reads live before it takes that HTML over (features/catalog/package-products.tsx).

/** Picture addresses compare by their path: the build writes them on a stand-in origin. */
const withoutOrigin = (_key: string, value: unknown) => (typeof value === 'string' ? value.replace(/^https?:\/\/[^/]+(?=\/)/, '') : value);

/**
 * A version of `products` (FNV-1a of their JSON, every field the catalog sent: a price, a name,
 * a picture or a stock changed makes another version), the same in Node and in the browser.
 */
export function catalogueVersion(products: readonly unknown[]): string {
  const text = JSON.stringify(products, withoutOrigin);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${products.length}-${hash.toString(36)}`;
}
