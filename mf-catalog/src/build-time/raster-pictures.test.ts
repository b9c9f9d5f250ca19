/** @jest-environment node */
import sharp from 'sharp';
import { IMAGE_SIZES } from '../domain/image-sizes';
import { isRasterKind, RASTER_WIDTHS, rasterPath } from '../domain/raster-pictures';
import { heroImageAlt } from './hero-art';
import { productImageAlt } from './product-art';
import { assertTextIsDrawn, kindOfUpload, rasterFilesOf, rasterPictures, svgWords } from './raster-pictures';
import { packageTileAlt } from './tile-art';
import { uploadsManifest } from './uploads-manifest';
import { fullProducts } from '../domain/product-details';
import { heroSlides } from '../domain/hero-slides';
import { packageTiles } from '../domain/package-tiles';

const files = uploadsManifest();
/** One picture of each kind and view: drawing all ~150 twice is the build's job, not a unit test's. */
const samples = [
  files.find((file) => file.path.endsWith('/olive-soap-1.svg'))!,
  files.find((file) => file.path.endsWith('/olive-soap-2.svg'))!,
  files.find((file) => file.path.startsWith('/uploads/packages/'))!,
  files.find((file) => file.path.startsWith('/uploads/categories/'))!,
];

describe('the raster versions of the drawn pictures', () => {
  it('has widths for every picture the build draws, every one of which carries text', () => {
    for (const file of files) {
      expect({ path: file.path, words: svgWords(file.content).length > 0 }).toEqual({ path: file.path, words: true });
      expect(kindOfUpload(file.path)).toBeTruthy();
    }
  });

  it('draws no raster of the hero, which the home page keeps as SVG', async () => {
    const hero = files.find((file) => file.path.startsWith('/uploads/hero/'))!;
    expect(await rasterFilesOf(hero.path, hero.content)).toEqual([]);
  });

  it.each(samples.map((file) => [file.path, file] as const))('draws %s as WebP at each width of its kind, in its ratio', async (path, file) => {
    const kind = kindOfUpload(path);
    if (!isRasterKind(kind)) throw new Error(`${path} is not drawn as WebP`);
    const drawn = await rasterFilesOf(path, file.content);
    expect(drawn.map((raster) => raster.path)).toEqual(RASTER_WIDTHS[kind].map((width) => rasterPath(path, width)));
    for (const [index, raster] of drawn.entries()) {
      const meta = await sharp(raster.content).metadata();
      const width: number = RASTER_WIDTHS[kind][index]!;
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width,
        height: Math.round((width * IMAGE_SIZES[kind].height) / IMAGE_SIZES[kind].width),
      });
      // A phone's card or hero costs a few KB, not the tens a full-size bitmap would.
      expect(raster.content.byteLength).toBeLessThan(width * 24);
    }
  });

  it('draws the text: a label without its words is another picture', async () => {
    const soap = samples[0]!;
    const withoutText = soap.content.replace(/<text\b[\s\S]*?<\/text>/g, '');
    const [drawn] = await rasterFilesOf(soap.path, soap.content);
    const [blank] = await rasterFilesOf(soap.path, withoutText);
    const pixels = async (webp: Buffer) => sharp(webp).raw().toBuffer();
    const [a, b] = [await pixels(drawn!.content), await pixels(blank!.content)];
    let differing = 0;
    for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 40) differing++;
    expect(differing).toBeGreaterThan(500);
  });

  it('fails the build on a machine that draws no text, and passes here', async () => {
    await expect(assertTextIsDrawn(samples[0]!.content)).resolves.toBeUndefined();
    await expect(assertTextIsDrawn(samples[0]!.content.replace(/<text\b[\s\S]*?<\/text>/g, ''))).rejects.toThrow(/no font/);
  });

  it('writes every raster file of a list of pictures, each once', async () => {
    const drawn = await rasterPictures(samples.slice(2));
    const paths = drawn.map((file) => file.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(RASTER_WIDTHS.package.length + RASTER_WIDTHS.category.length);
  });

  it('refuses a picture in a folder it has no widths for', () => {
    expect(() => kindOfUpload('/uploads/banners/x.svg')).toThrow(/no raster widths/);
  });
});

describe('svgWords: the text a picture says, for its alt', () => {
  it('reads <text> and its <tspan> lines, unescaped, in order', () => {
    expect(svgWords('<svg><text x="1">MIMEA NATURALS</text><text><tspan x="1">Tom &amp; Jerry&apos;s</tspan><tspan dy="2">Tea</tspan></text><text> </text></svg>')).toEqual([
      'MIMEA NATURALS',
      "Tom & Jerry's Tea",
    ]);
  });

  it('the alt the build gives each picture says its brand and the name it draws', () => {
    const brand = /Mimea Naturals/i;
    for (const product of fullProducts) {
      const words = svgWords(files.find((file) => file.path === product.images[0])!.content).join(' ');
      expect(words).toMatch(brand);
      expect(productImageAlt(product, 1)).toMatch(brand);
      expect(productImageAlt(product, 1)).toContain(product.name);
    }
    for (const slide of heroSlides) expect(heroImageAlt(slide)).toMatch(brand);
    for (const tile of packageTiles) {
      const words = svgWords(files.find((file) => file.path === tile.image)!.content).join(' ');
      expect(words).toContain(tile.title);
      expect(packageTileAlt(tile)).toContain(tile.title);
      expect(packageTileAlt(tile)).toMatch(brand);
    }
  });
});
