import { categoryTiles } from '../domain/category-tiles';
import { heroSlides } from '../domain/hero-slides';
import { packageTiles } from '../domain/package-tiles';
import type { Product } from '../domain/product-types';
import { products } from '../domain/products';
import { byteSize, expectSelfContainedSvg } from './svg-test-helpers';
import { uploadFiles, uploadsManifest, type UploadsData } from './uploads-manifest';

const SIZES: Record<string, [number, number, number]> = {
  // folder: width, height, most bytes
  products: [600, 600, 4096],
  hero: [1200, 600, 8192],
  packages: [800, 600, 8192],
  categories: [400, 400, 6144],
};

describe('uploadsManifest of the catalogue data', () => {
  const files = uploadsManifest();

  it('draws every image the data names, once', () => {
    const expected = [
      ...products.flatMap((product) => product.images),
      ...heroSlides.map((slide) => slide.image),
      ...packageTiles.map((tile) => tile.image),
      ...categoryTiles.map((tile) => tile.image),
    ];
    const paths = files.map((file) => file.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...expected].sort());
  });

  it('makes every picture a self-contained SVG of its kind’s size, small enough', () => {
    for (const { path, content: svg } of files) {
      const folder = path.split('/')[2]!;
      const [width, height, bytes] = SIZES[folder] ?? [0, 0, 0];
      expect({ path, known: folder in SIZES }).toEqual({ path, known: true });
      expectSelfContainedSvg(svg, width, height);
      if (byteSize(svg) > bytes) throw new Error(`${path} is ${byteSize(svg)} bytes, over ${bytes}`);
    }
  });

  it('gives every product two different pictures, and no two products the same', () => {
    const svgs = files.filter((file) => file.path.startsWith('/uploads/products/')).map((file) => file.content);
    expect(svgs).toHaveLength(products.length * 2);
    expect(new Set(svgs).size).toBe(svgs.length);
  });
});

describe('uploadFiles checks', () => {
  const fixture = (id: string, images: string[]): Product =>
    ({ id, name: id, category: 'supplements', subcategory: 'detox', ingredients: ['Neem leaf'], images }) as Product;
  const data = (productList: Product[], extra: Partial<UploadsData> = {}): UploadsData => ({
    products: productList,
    heroSlides: [],
    packageTiles: [],
    categoryTiles: [],
    ...extra,
  });

  it('draws the given data', () => {
    const files = uploadFiles(data([fixture('neem', ['/uploads/products/neem-1.svg', '/uploads/products/neem-2.svg'])]));
    expect(files.map((file) => file.path)).toEqual(['/uploads/products/neem-1.svg', '/uploads/products/neem-2.svg']);
  });

  it('refuses a path used twice, even by different kinds of image', () => {
    expect(() =>
      uploadFiles(
        data([fixture('a', ['/uploads/products/a-1.svg', '/uploads/products/a-2.svg']), fixture('b', ['/uploads/products/a-2.svg', '/uploads/products/b-2.svg'])]),
      ),
    ).toThrow('/uploads/products/a-2.svg is already used by product a');
    expect(() =>
      uploadFiles(
        data([], {
          heroSlides: [{ id: 'x', image: '/uploads/hero/x.svg', title: 'X', description: '', link: '/' }],
          categoryTiles: [{ name: 'X', link: '/shop/x', image: '/uploads/hero/x.svg' }],
        }),
      ),
    ).toThrow(/already used/);
  });

  it.each([
    '/images/a-1.svg',
    'uploads/products/a-1.svg',
    'https://example.com/uploads/a-1.svg',
    '/uploads/../secret.svg',
    '/uploads/products/a-1.png',
    '/uploads/',
    '/uploads/products/a 1.svg',
  ])('refuses the path %p', (path) => {
    expect(() => uploadFiles(data([fixture('a', [path, '/uploads/products/a-2.svg'])]))).toThrow(/not an \.svg file under \/uploads\//);
  });

  it('refuses a product without two images', () => {
    expect(() => uploadFiles(data([fixture('a', ['/uploads/products/a-1.svg'])]))).toThrow('product a: expected two images, found 1');
  });
});
