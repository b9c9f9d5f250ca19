// What the products a page shows from the catalog remote were, as a short version: the HTML the
// content's build rendered them into carries it, and the browser compares it with the catalogue
// it reads live before it takes that HTML over (features/catalog/package-products.tsx).

/** How many units a card can show: "Only N left" at 5 or fewer (the catalog's stock note), "Out of Stock" at 0. */
const LOW_STOCK = 5;

/**
 * Picture addresses compare by their path: the build writes them on a stand-in origin. A stock
 * compares as the card draws it: every order moves it, and a count above LOW_STOCK draws nothing.
 */
const withoutOrigin = (key: string, value: unknown) => {
  if (key === 'stock' && typeof value === 'number') return value > LOW_STOCK ? 'in stock' : value;
  if (typeof value === 'string') return value.replace(/^https?:\/\/[^/]+(?=\/)/, '');
  // Keys in one order: the catalogue API's products come from the database in another than the build's.
  if (value !== null && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return value;
};

/**
 * A version of `products` (FNV-1a of their JSON, every field the catalog sent: a price, a name,
 * a picture or a stock the card draws changed makes another version), the same in Node and in the browser.
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
