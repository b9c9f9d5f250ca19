import { makeProduct } from '../../test/make-product';
import { normaliseSearch, searchProducts, searchScore, SEARCH_SCORES } from './product-search';

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

describe('normaliseSearch', () => {
  it('trims, collapses spaces and caps the length at 100', () => {
    expect(normaliseSearch('  olive \n  soap ')).toBe('olive soap');
    expect(normaliseSearch('a'.repeat(150))).toHaveLength(100);
  });
});
