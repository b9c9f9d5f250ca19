import { products as summaries } from '../products';
import { productDetails } from '../product-details';
import { withDetails } from '../product-with-details';
import { tolerantMatches } from './tolerant-search';

// The live catalogue gives a new array at every revision; one that changes no searched word
// takes the last word index (tolerant-search.ts). What it finds must be what a new index finds.

/** The catalogue at a revision: new objects, with `change` applied to each product. */
const revision = (change: (product: ReturnType<typeof withDetails>, position: number) => Partial<ReturnType<typeof withDetails>> = () => ({})) =>
  summaries.map((product, position) => {
    const whole = withDetails(product, productDetails);
    return { ...whole, ...change(whole, position) };
  });

describe('the word index over the revisions of a live catalogue', () => {
  it('finds the same after a revision that changed prices and stock only', () => {
    const before = tolerantMatches(revision(), 'ginsing');
    expect(before.length).toBeGreaterThan(0);
    expect(tolerantMatches(revision((product) => ({ price: product.price + 100, stock: 0 })), 'ginsing')).toEqual(before);
  });

  it('finds a renamed product by its new name, and no longer by its old one', () => {
    const renamed = revision((product, position) => (position === 0 ? { name: 'Zanzibar Clove Balm' } : {}));
    expect(tolerantMatches(renamed, 'zanzibar')).toEqual([0]);
    expect(tolerantMatches(revision(), 'zanzibar')).toEqual([]);
  });

  it('follows products removed or moved: what it finds are the same products', () => {
    const products = revision();
    const term = products[0]!.name.split(' ')[0]!.toLowerCase();
    const found = (list: typeof products) => tolerantMatches(list, term).map((position) => list[position]!.id).sort();
    const before = found(products);
    expect(before).toContain(products[0]!.id);
    expect(found([products[1]!, products[0]!, ...products.slice(2)])).toEqual(before);
    expect(found(products.slice(1))).toEqual(before.filter((id) => id !== products[0]!.id));
  });
});
