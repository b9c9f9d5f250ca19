// The catalogue's current prices and stock (issue 55): a cart line keeps the price it was added
// at, and the cart and checkout compare it with what the catalogue says now. Read from the page's
// own origin; when the catalogue does not answer, or answers oddly, the cart works as before.

/** The catalogue's public list (services/order-service/src/catalogue: visible products only). */
export const CATALOGUE_PRODUCTS_URL = '/api/catalogue/products';

/**
 * What the cart needs of a product now: the price a shopper pays (the sale price when set) and the
 * stock. A line the catalogue no longer shows (hidden by the owner, or gone) has no price and no
 * stock: it cannot be ordered, and says it is out of stock.
 */
export interface CurrentProduct {
  price: number | null;
  stock: number;
}

export type CurrentProducts = ReadonlyMap<string, CurrentProduct>;

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A product of the answer, or null when it is not one the cart can read (it is then left out). */
function currentProductOf(value: unknown): [string, CurrentProduct] | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, price, salePrice, stock } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || !isPrice(price) || !isCount(stock)) return null;
  return [id, { price: isPrice(salePrice) && salePrice < price ? salePrice : price, stock }];
}

/**
 * The products of an answer's body, by id, each of `asked` it did not list as no longer shown;
 * null when the body is not the catalogue's list.
 */
export function currentProductsOf(body: unknown, asked: readonly string[]): CurrentProducts | null {
  const products = typeof body === 'object' && body !== null ? (body as { products?: unknown }).products : undefined;
  if (!Array.isArray(products)) return null;
  const found = new Map(products.map(currentProductOf).filter((entry) => entry !== null));
  for (const id of asked) if (!found.has(id)) found.set(id, { price: null, stock: 0 });
  return found;
}

/**
 * The address of the lines' products now: only those (`?ids=`, sorted, so the same cart is the
 * same address for the browser's cache), never the whole catalogue, which grows.
 */
export function currentProductsUrl(ids: readonly string[]): string {
  return `${CATALOGUE_PRODUCTS_URL}?ids=${[...new Set(ids)].sort().map(encodeURIComponent).join(',')}`;
}

/** The catalogue's current products of the lines `ids`, or null when it does not answer with its list. */
export async function fetchCurrentProducts(ids: readonly string[], fetchImpl: typeof fetch | undefined = globalThis.fetch, signal?: AbortSignal): Promise<CurrentProducts | null> {
  // No fetch at all (an old browser, a test's page without a server): the cart as before.
  if (typeof fetchImpl !== 'function') return null;
  if (ids.length === 0) return new Map();
  try {
    const response = await fetchImpl(currentProductsUrl(ids), { headers: { Accept: 'application/json' }, signal });
    if (!response.ok) return null;
    return currentProductsOf(await response.json(), ids);
  } catch {
    return null;
  }
}
