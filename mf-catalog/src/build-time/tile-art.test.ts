import { CATEGORIES } from '../domain/product-types';
import { byteSize, expectSelfContainedSvg } from './svg-test-helpers';
import { categoryIdOf, categoryTileAlt, categoryTileArt, packageTileAlt, packageTileArt } from './tile-art';

const PACKAGE_IDS = [
  'HeartCare',
  'CancerCare',
  'MentalCare',
  'ImmuneBooster',
  'DigestiveCare',
  'Slimming',
  'SkinCare',
  'MaleCare',
  'FemaleCare',
  'KidsCare',
  'DiabetesCare',
];

const packageTile = (id: string) => ({ id, title: id.replace(/([a-z])([A-Z])/g, '$1 $2') });

describe('packageTileArt', () => {
  it.each(PACKAGE_IDS)('%s is a self-contained 800 × 600 SVG of at most 8 KB', (id) => {
    const tile = packageTile(id);
    const svg = packageTileArt(tile);
    const root = expectSelfContainedSvg(svg, 800, 600, packageTileAlt(tile));
    expect(byteSize(svg)).toBeLessThanOrEqual(8192);
    const lines = Array.from(root.querySelectorAll('text')).flatMap((text) => (text.children.length ? Array.from(text.children) : [text]));
    expect(lines.map((line) => line.textContent).join(' ')).toContain(tile.title);
  });

  it('gives every package its own picture, and draws an unknown one too', () => {
    expect(new Set(PACKAGE_IDS.map((id) => packageTileArt(packageTile(id)))).size).toBe(PACKAGE_IDS.length);
    expectSelfContainedSvg(packageTileArt({ id: 'NewCare', title: 'New & <Improved>' }), 800, 600);
  });
});

describe('categoryTileArt', () => {
  const tiles = CATEGORIES.map((id) => ({ name: id, link: `/shop/${id}`, image: `/uploads/categories/${id}.svg` }));

  it.each(tiles.map((tile) => [tile.name, tile] as const))('%s is a self-contained 400 × 400 SVG of at most 6 KB', (_name, tile) => {
    const svg = categoryTileArt(tile);
    expectSelfContainedSvg(svg, 400, 400, categoryTileAlt(tile));
    expect(byteSize(svg)).toBeLessThanOrEqual(6144);
  });

  it('gives every category its own picture, and draws an unknown one too', () => {
    expect(new Set(tiles.map((tile) => categoryTileArt(tile))).size).toBe(tiles.length);
    expectSelfContainedSvg(categoryTileArt({ name: 'Gifts & "More"', link: '/shop/gifts', image: '/uploads/categories/gifts.svg' }), 400, 400);
  });

  it('reads the category from the image path, else from the link', () => {
    expect(categoryIdOf({ name: 'Skincare', image: '/uploads/categories/skincare.svg' })).toBe('skincare');
    expect(categoryIdOf({ name: 'Skincare', image: '', link: '/shop/skincare' })).toBe('skincare');
  });
});
