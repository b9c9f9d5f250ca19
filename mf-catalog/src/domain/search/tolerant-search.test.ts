import { products as summaries } from '../products';
import { productDetails } from '../product-details';
import { withDetails } from '../product-with-details';
import { normaliseWord, prepareTolerantSearch, tolerantMatches } from './tolerant-search';

/** The catalogue as its search reads it, a new array each time (the word index is kept per array). */
const catalogue = () => summaries.map((product) => withDetails(product, productDetails));

describe('one spelling for the forms of a word', () => {
  it('makes plurals singular', () => {
    expect(['soaps', 'capsules', 'remedies', 'brushes', 'boxes'].map(normaliseWord)).toEqual(['soap', 'capsule', 'remedy', 'brush', 'box']);
    // Words that only end like a plural keep their ending.
    expect(['glass', 'hibiscus', 'analysis'].map(normaliseWord)).toEqual(['glass', 'hibiscus', 'analysis']);
  });

  it('writes British spellings the American way, so either finds both', () => {
    expect(['fertiliser', 'fertilizer', 'fibre', 'colour', 'catalogue', 'oestrogen', 'anaemia'].map(normaliseWord)).toEqual([
      'fertilizer',
      'fertilizer',
      'fiber',
      'color',
      'catalog',
      'estrogen',
      'anemia',
    ]);
  });
});

describe('the word index, built ahead of the first search', () => {
  it('is built after the current task, not in it, and finds what a search building it itself finds', async () => {
    const expected = tolerantMatches(catalogue(), 'ginsing');
    expect(expected.length).toBeGreaterThan(0);
    const products = catalogue();
    let ready = false;
    const preparing = prepareTolerantSearch(products).then(() => {
      ready = true;
    });
    // Whatever else this task does (evaluating the search's code) is not made longer by it.
    await Promise.resolve();
    expect(ready).toBe(false);
    await preparing;
    expect(ready).toBe(true);
    expect(tolerantMatches(products, 'ginsing')).toEqual(expected);
    // Once built, it is there at once.
    await expect(prepareTolerantSearch(products)).resolves.toBeUndefined();
  });
});
