import { CATEGORIES, type Category, type Product } from '../domain/product-types';
import { containerFor, ingredientCaption, productArt, productImageAlt } from './product-art';
import { byteSize, expectSelfContainedSvg } from './svg-test-helpers';
import { makeProduct } from '../test/make-product';

/** A product as the catalogue data holds it; only what the pictures read matters. */
function product(overrides: Partial<Product> & Pick<Product, 'id' | 'name' | 'category'>): Product {
  return makeProduct({ ingredients: ['Moringa leaf'], ...overrides });
}

const fixtures: Product[] = [
  product({ id: 'a-power-capsules', name: 'A-Power Capsules', category: 'supplements', ingredients: ['Ginseng root extract 500mg'] }),
  product({ id: 'kuding-plus-tea', name: 'Kuding Plus Tea', category: 'supplements', subcategory: 'digestive-health', ingredients: ['Kuding leaf (Ilex kudingcha)'] }),
  product({ id: 'moringa-powder', name: 'Moringa Leaf Powder', category: 'supplements' }),
  product({ id: 'olive-soap', name: 'Olive Soap', category: 'skincare', subcategory: 'beauty-care', ingredients: ['Saponified olive oil'] }),
  product({ id: 'rosehip-oil', name: 'Rosehip Face Oil', category: 'skincare', subcategory: 'beauty-care', ingredients: ['Rosehip seed oil'] }),
  product({ id: 'herbs-toothpaste', name: 'Herbs Toothpaste', category: 'dental-care', subcategory: 'dental-care', ingredients: ['Calcium carbonate'] }),
  product({ id: 'tongkat-ali', name: 'Tongkat Ali Capsules', category: 'sexual-wellness', subcategory: 'mens-health', ingredients: ['Tongkat ali root'] }),
  product({ id: 'nutriplant', name: 'NutriPlant Organic Plus Fertilizer 100ml', category: 'agricultural', subcategory: 'home-essentials', ingredients: ['Amino acids 100g/L'] }),
  product({ id: 'tourmaline-flask', name: 'Tourmaline Flask', category: 'specialty', subcategory: 'home-essentials', ingredients: ['Stainless steel'] }),
  product({ id: 'salt-lamp', name: 'Himalayan Salt Lamp', category: 'specialty', subcategory: 'home-essentials', ingredients: ['Rock salt'] }),
  product({ id: 'heart-care-package', name: 'Heart Care Package', category: 'health-packages', subcategory: 'detox', ingredients: ['Omega-3 Fish Oil (60 softgels)'] }),
  product({ id: 'ginseng-coffee', name: 'Ginseng Coffee', category: 'supplements', ingredients: ['Kenyan Arabica instant coffee'] }),
  product({ id: 'noni-juice', name: 'Noni Juice', category: 'supplements', ingredients: [] }),
  // Names that need escaping, and one far too long for a label.
  product({ id: 'tricky', name: `Tom & Jerry's <Best> "Honey" Jar`, category: 'supplements', ingredients: [`Honey & "royal" <jelly>`] }),
  product({
    id: 'very-long',
    name: 'Premium Organic Cold-Pressed Extra Virgin Black Seed And Ginger Root Wellness Elixir',
    category: 'supplements',
    ingredients: ['A very long ingredient name with many words that has to be wrapped somewhere sensible'],
  }),
];

describe('productArt', () => {
  describe.each(fixtures.map((fixture) => [fixture.id, fixture] as const))('%s', (_id, fixture) => {
    it.each([1, 2] as const)('view %i is a self-contained 600 × 600 SVG of at most 4 KB', (view) => {
      const svg = productArt(fixture, view);
      expectSelfContainedSvg(svg, 600, 600, productImageAlt(fixture, view));
      expect(byteSize(svg)).toBeLessThanOrEqual(4096);
    });

    it('draws two different views, each the same every time', () => {
      expect(productArt(fixture, 1)).not.toBe(productArt(fixture, 2));
      expect(productArt(fixture, 1)).toBe(productArt({ ...fixture }, 1));
    });
  });

  it('puts the brand and the (escaped) name on the label of view 1', () => {
    const svg = productArt(fixtures.find((fixture) => fixture.id === 'tricky')!, 1);
    const root = expectSelfContainedSvg(svg, 600, 600);
    // Each line of the label is a <text>, or a <tspan> of one.
    const lines = Array.from(root.querySelectorAll('text'))
      .flatMap((text) => (text.children.length > 0 ? Array.from(text.children) : [text]))
      .map((line) => line.textContent)
      .join(' ');
    expect(lines).toContain('MIMEA NATURALS');
    expect(lines).toContain(`Tom & Jerry's <Best> "Honey" Jar`);
    expect(svg).toContain('Tom &amp; Jerry&apos;s');
    expect(svg).toContain('&lt;Best&gt; &quot;Honey&quot;');
    expect(svg).not.toContain('<Best>');
  });

  it('captions view 2 with the first ingredient and the product', () => {
    const fixture = fixtures[0]!;
    const texts = Array.from(expectSelfContainedSvg(productArt(fixture, 2), 600, 600).querySelectorAll('text')).map((text) => text.textContent);
    expect(texts).toContain('Ginseng root extract');
    expect(texts).toContain('Key ingredient · A-Power Capsules');
  });

  it('gives different products different pictures', () => {
    const views = fixtures.flatMap((fixture) => [productArt(fixture, 1), productArt(fixture, 2)]);
    expect(new Set(views).size).toBe(views.length);
    // Even two products of the same kind and name length differ in more than their words.
    const strip = (svg: string) => svg.replace(/<text[\s\S]*?<\/text>|<title>.*?<\/title>/g, '');
    const a = product({ id: 'alpha-capsules', name: 'Alpha Capsules', category: 'supplements' });
    const b = product({ id: 'gamma-capsules', name: 'Gamma Capsules', category: 'supplements' });
    expect(strip(productArt(a, 1))).not.toBe(strip(productArt(b, 1)));
    expect(strip(productArt(a, 2))).not.toBe(strip(productArt(b, 2)));
  });

  it('handles a product without ingredients', () => {
    const svg = productArt(fixtures.find((fixture) => fixture.id === 'noni-juice')!, 2);
    expect(svg).toContain('Natural ingredients');
  });
});

describe('containerFor', () => {
  it.each<[string, Category, string]>([
    ['A-Power Capsules', 'supplements', 'bottle'],
    ['Cinnamon & Chromium Tablets', 'supplements', 'bottle'],
    ['Kuding Plus Tea', 'supplements', 'pouch'],
    ['Ginseng Coffee', 'supplements', 'box'],
    ['Moringa Leaf Powder', 'supplements', 'jar'],
    ['Raw Shea Butter', 'skincare', 'jar'],
    ['Olive Soap', 'skincare', 'soap'],
    ['Rosehip Face Oil', 'skincare', 'dropper'],
    ['Aloe Vera Juice', 'supplements', 'syrup'],
    ['Herbs Toothpaste', 'dental-care', 'tube'],
    ['Herbal Mouthwash', 'dental-care', 'syrup'],
    ['Tongkat Ali Capsules', 'sexual-wellness', 'slim'],
    ['NutriPlant Organic Plus Fertilizer', 'agricultural', 'jerrycan'],
    ['Tourmaline Flask', 'specialty', 'flask'],
    ['Himalayan Salt Lamp', 'specialty', 'lamp'],
    ['Immune Booster Package', 'health-packages', 'gift'],
  ])('%s (%s) comes in a %s', (name, category, kind) => {
    expect(containerFor({ id: name.toLowerCase().replace(/\W+/g, '-'), name, category })).toBe(kind);
  });

  it('has a container for every category', () => {
    for (const category of CATEGORIES) expect(containerFor({ id: 'x', name: 'Thing', category })).toEqual(expect.any(String));
  });
});

describe('ingredientCaption', () => {
  it.each([
    ['Saw palmetto berry extract 320mg', 'Saw palmetto berry extract'],
    ['100% moringa oleifera leaf powder', 'Moringa oleifera leaf powder'],
    ['Kuding leaf (Ilex kudingcha)', 'Kuding leaf'],
    ['Tongkat ali root extract 200:1', 'Tongkat ali root extract'],
    ['Aloe vera inner-leaf juice 95%', 'Aloe vera inner-leaf juice'],
    ['Food-grade 304 stainless steel', 'Food-grade 304 stainless steel'],
    ['Omega-3 Fish Oil (60 softgels)', 'Omega-3 Fish Oil'],
  ])('%s → %s', (raw, caption) => {
    expect(ingredientCaption(raw)).toBe(caption);
  });
});
