import { normaliseWord } from './tolerant-search';

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
