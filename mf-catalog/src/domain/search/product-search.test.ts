import { products as summaries } from '../products';
import { productDetails } from '../product-details';
import { withDetails } from '../product-with-details';
import { makeProduct } from '../../test/make-product';
import { searchProducts, searchScore, SEARCH_SCORES } from './product-search';
import { normaliseSearch } from './search-text';

/** The catalogue as its search reads it: summaries with their details. */
const products = summaries.map((product) => withDetails(product, productDetails));

const tea = makeProduct({ id: 'kuding-plus-tea', name: 'Kuding Plus Tea', category: 'supplements', description: 'A bitter leaf tea.', shortDescription: 'Bitter tea.' });
const teaTree = makeProduct({ id: 'tea-tree-soap', name: 'Tea Tree Soap', category: 'skincare', description: 'Soap.', shortDescription: 'Soap.' });
const flask = makeProduct({ id: 'flask', name: 'Tourmaline Flask', category: 'specialty', description: 'Keeps tea warm.', shortDescription: 'A flask.' });
const honey = makeProduct({ id: 'honey', name: 'Forest Honey', category: 'supplements', description: 'Raw honey.', shortDescription: 'Good with tea.', healthGoals: ['immunity'] });
const calm = makeProduct({ id: 'calm', name: 'Calm Drops', description: 'Drops.', shortDescription: 'Drops.', healthGoals: ['stress-relief'] });

describe('search scores (storefront spec section 9)', () => {
  it('gives an exact name 100 and a name that contains the term 80', () => {
    expect(searchScore(tea, 'kuding plus tea')).toBe(SEARCH_SCORES.exactName);
    expect(searchScore(tea, 'tea')).toBe(SEARCH_SCORES.nameContains + SEARCH_SCORES.description + SEARCH_SCORES.shortDescription);
    expect(searchScore(teaTree, 'tea')).toBe(SEARCH_SCORES.nameContains);
  });

  it('adds 60 for the category, 40 for the description, 30 for the short description, 20 for a health goal', () => {
    expect(searchScore(teaTree, 'skincare')).toBe(60);
    expect(searchScore(makeProduct({ id: 'x', description: 'Made with moringa.' }), 'moringa')).toBe(40);
    expect(searchScore(makeProduct({ id: 'y', shortDescription: 'With moringa.' }), 'moringa')).toBe(30);
    expect(searchScore(calm, 'stress-relief')).toBe(20);
  });

  it('matches category and goal names as shoppers write them', () => {
    expect(searchScore(makeProduct({ id: 'z', category: 'dental-care' }), 'dental care')).toBe(60);
    expect(searchScore(calm, 'stress relief')).toBe(20);
  });
});

describe('searchProducts', () => {
  const catalogue = [flask, honey, teaTree, tea, calm];

  it('orders by relevance, then keeps catalogue order for equal scores', () => {
    expect(searchProducts(catalogue, 'tea').map((p) => p.id)).toEqual(['kuding-plus-tea', 'tea-tree-soap', 'flask', 'honey']);
  });

  it('ignores case and surrounding spaces, and leaves out products that do not match', () => {
    expect(searchProducts(catalogue, '  FOREST honey ').map((p) => p.id)).toEqual(['honey']);
    expect(searchProducts(catalogue, 'baobab')).toEqual([]);
  });

  it('returns everything in catalogue order for an empty search', () => {
    expect(searchProducts(catalogue, '   ')).toEqual(catalogue);
  });

  it('treats HTML and regular-expression characters as plain text', () => {
    expect(searchProducts(catalogue, '<img src=x onerror=alert(1)>')).toEqual([]);
    expect(searchProducts(catalogue, '.*')).toEqual([]);
  });
});

describe('what Kenyan shoppers type, on the real catalogue', () => {
  // Each query found nothing before the tolerant search; each must find these products.
  const shopperQueries: [string, string[]][] = [
    ['soaps', ['olive-soap', 'african-black-soap']],
    ['soap black', ['african-black-soap']],
    ['ginsing', ['ginseng-coffee']],
    ['moringa powder', ['moringa-leaf-powder']],
    ['tooth paste', ['herbs-toothpaste']],
    ['fertiliser', ['nutriplant-fertilizer', 'nutriplant-fertilizer-100ml']],
    ['fertilisers', ['nutriplant-fertilizer', 'nutriplant-fertilizer-100ml']],
    ['fiber', ['psyllium-husk-fibre']],
    ['blackseed oil', ['black-seed-oil-capsules']],
    ['aloevera', ['aloe-vera-juice', 'aloe-vera-gel']],
    ['tumeric', ['turmeric-ginger-capsules', 'glucosamine-turmeric-capsules']],
    ['ashwaganda', ['ashwagandha-capsules']],
    ['collagen powders', ['marine-collagen-powder']],
  ];

  it.each(shopperQueries)('"%s" finds %j', (query, expected) => {
    const found = searchProducts(products, query).map((product) => product.id);
    expect(found).toEqual(expect.arrayContaining(expected));
    // What was asked for comes first.
    expect(found.slice(0, expected.length).sort()).toEqual([...expected].sort());
  });

  it("keeps the spec's scores first: words found as typed come before what the tolerant search adds", () => {
    const found = searchProducts(products, 'sleep tea').map((product) => product.id);
    expect(found[0]).toBe('chamomile-sleep-tea');
    expect(searchProducts(products, 'Olive Soap')[0]!.id).toBe('olive-soap');
  });
});

describe('normaliseSearch', () => {
  it('trims, collapses spaces and caps the length at 100', () => {
    expect(normaliseSearch('  olive \n  soap ')).toBe('olive soap');
    expect(normaliseSearch('a'.repeat(150))).toHaveLength(100);
  });
});
