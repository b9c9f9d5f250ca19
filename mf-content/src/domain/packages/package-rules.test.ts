import { packageProducts, rulesReadingDescriptions } from './package-rules';
import type { PackageSlug } from './package-types';
import type { CatalogProduct } from '../catalog-types';

/** A product of the fixture catalogue: only what the rules read. */
const product = (id: string, healthGoals: string[], more: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id,
  name: id,
  description: 'A natural product.',
  subcategory: 'immunity-energy',
  healthGoals,
  ...more,
});

/** Each package: fixture products that must be shown, and ones that must not. */
const cases: Record<PackageSlug, { match: CatalogProduct[]; miss: CatalogProduct[] }> = {
  CancerCare: {
    match: [product('reishi', ['immunity', 'chronic-disease', 'stress-relief'])],
    miss: [product('only-immunity', ['immunity']), product('only-chronic', ['chronic-disease', 'heart-health'])],
  },
  DiabetesCare: {
    match: [product('bitter-melon', ['blood-sugar', 'chronic-disease', 'liver-health'])],
    miss: [product('only-blood-sugar', ['blood-sugar']), product('only-chronic', ['chronic-disease'])],
  },
  Slimming: {
    match: [product('psyllium', ['digestion', 'weight-management'])],
    miss: [product('fibre-free', ['digestion'])],
  },
  MaleCare: {
    match: [product('tongkat', ['sexual-wellness', 'libido-enhancement', 'performance'])],
    miss: [product('only-libido', ['libido-enhancement', 'energy']), product('only-sexual', ['sexual-wellness'])],
  },
  FemaleCare: {
    match: [product('shatavari', ['hormone-balance', 'libido-enhancement'])],
    miss: [product('only-anti-aging', ['anti-aging'])],
  },
  DigestiveCare: {
    match: [product('probiotics', ['gut-health', 'digestion', 'immunity'], { subcategory: 'digestive-health' })],
    miss: [
      product('immunity-elsewhere', ['immunity'], { subcategory: 'immunity-energy' }),
      product('digestive-not-immunity', ['digestion'], { subcategory: 'digestive-health' }),
    ],
  },
  SkinCare: {
    match: [product('shea', ['skincare', 'anti-aging'], { subcategory: 'beauty-care' })],
    miss: [product('beauty-no-tag', ['anti-aging'], { subcategory: 'beauty-care' })],
  },
  HeartCare: {
    match: [product('omega-3', ['heart-health', 'joint-health', 'chronic-disease'])],
    miss: [product('only-heart', ['heart-health', 'performance']), product('only-chronic', ['chronic-disease', 'immunity'])],
  },
  ImmuneBooster: {
    match: [product('moringa', ['immunity', 'detox']), product('syrup', ['immunity'], { subcategory: 'childrens-health' })],
    miss: [product('energy-only', ['energy'])],
  },
  MentalCare: {
    match: [
      product('brain-pack', ['mental-clarity', 'stress-relief']),
      product('Ginkgo Biloba', ['immunity']),
      product('Korean Ginseng Tea', ['immunity', 'detox']),
      product('energy-clear', ['energy', 'mental-clarity']),
      product('energy-brain', ['energy'], { description: 'Supports brain function on long days.' }),
      product('energy-cognitive', ['energy'], { description: 'For cognitive work.' }),
      product('energy-mental', ['energy'], { description: 'Mental stamina.' }),
    ],
    miss: [
      product('Ginkgo without immunity', ['detox']),
      product('immunity-no-name', ['immunity'], { description: 'Good for the brain.' }),
      product('energy-plain', ['energy'], { description: 'Stamina for sport.' }),
      product('no-goals', [], { description: 'Brain and mental focus.' }),
    ],
  },
  KidsCare: {
    match: [
      product('syrup', ['immunity'], { subcategory: 'childrens-health' }),
      product("Children's Vitamin C", ['immunity'], { subcategory: 'immunity-energy' }),
    ],
    miss: [
      product('childrens-no-immunity', ['energy'], { subcategory: 'childrens-health' }),
      product("Children's Toothpaste", ['dental'], { subcategory: 'dental-care' }),
      product('adult-immunity', ['immunity']),
    ],
  },
};

describe('the package pages choose their products by purchase spec section 2.7', () => {
  it.each(Object.entries(cases) as [PackageSlug, (typeof cases)[PackageSlug]][])('%s', (slug, { match, miss }) => {
    const catalogue = [...miss, ...match, ...miss.map((p) => ({ ...p, id: `${p.id}-again` }))];
    expect(packageProducts(slug, catalogue).map((p) => p.id)).toEqual(match.map((p) => p.id));
  });

  it('keeps the catalogue order and shows each product once', () => {
    const items = [product('b', ['mental-clarity', 'energy'], { name: 'Ginseng Coffee' }), product('a', ['immunity'], { name: 'Ginkgo' })];
    const withGoals = items.map((p, i) => (i === 0 ? { ...p, healthGoals: [...p.healthGoals, 'immunity'] } : p));
    expect(packageProducts('MentalCare', withGoals).map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('decides on summaries (no descriptions) for every package but those that say they read them', () => {
    for (const [slug, { match, miss }] of Object.entries(cases) as [PackageSlug, (typeof cases)[PackageSlug]][]) {
      if (rulesReadingDescriptions.has(slug)) continue;
      const summaries = [...miss, ...match].map((p) => ({ id: p.id, name: p.name, subcategory: p.subcategory, healthGoals: p.healthGoals }));
      expect(packageProducts(slug, summaries).map((p) => p.id)).toEqual(match.map((p) => p.id));
    }
  });

  it('MentalCare reads descriptions, so its page asks for them', () => {
    const focus = product('focus-drops', ['energy'], { description: 'Supports cognitive focus.' });
    expect(packageProducts('MentalCare', [focus]).map((p) => p.id)).toEqual(['focus-drops']);
    expect(rulesReadingDescriptions.has('MentalCare')).toBe(true);
  });
});
