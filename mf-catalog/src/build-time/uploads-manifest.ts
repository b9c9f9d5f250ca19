// Every picture the catalogue data names, drawn: the build (shared/build/generated-files-plugin.cjs)
// writes each one to dist/uploads/…, and `webpack serve` serves them from memory. The data's
// paths are the truth: a picture exists because a product, slide or tile points at it.
import { categoryTiles } from '../domain/category-tiles';
import { heroSlides } from '../domain/hero-slides';
import { packageTiles } from '../domain/package-tiles';
import type { CategoryTile, HealthPackageTile, HeroSlide, Product } from '../domain/product-types';
import { fullProducts } from '../domain/product-details';
import { heroArt } from './hero-art';
import { productArt } from './product-art';
import { categoryTileArt, packageTileArt } from './tile-art';

export interface UploadFile {
  /** `/uploads/products/a-power-capsules-1.svg`: the path the data uses. */
  path: string;
  /** The SVG markup. */
  content: string;
}

export interface UploadsData {
  products: readonly Product[];
  heroSlides: readonly HeroSlide[];
  packageTiles: readonly HealthPackageTile[];
  categoryTiles: readonly CategoryTile[];
}

/** A safe relative file name under /uploads/: letters, digits, `-`, `_`, `.`, in folders, ending .svg. */
const UPLOAD_PATH = /^\/uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.svg$/;

/** The pictures of the catalogue: what the build emits (shared/build/generated-files-plugin.cjs calls it with its build options, which it ignores). */
export function uploadsManifest(): UploadFile[] {
  return uploadFiles({ products: fullProducts, heroSlides, packageTiles, categoryTiles });
}

/** The pictures of `data`. Throws on a path outside /uploads/ or named twice. */
export function uploadFiles(data: UploadsData): UploadFile[] {
  const files: UploadFile[] = [];
  const owners = new Map<string, string>();
  const add = (path: string, owner: string, draw: () => string) => {
    if (!UPLOAD_PATH.test(path) || path.split('/').includes('..')) {
      throw new Error(`${owner}: image path ${JSON.stringify(path)} is not an .svg file under /uploads/`);
    }
    const previous = owners.get(path);
    if (previous) throw new Error(`${owner}: image path ${path} is already used by ${previous}`);
    owners.set(path, owner);
    files.push({ path, content: draw() });
  };
  for (const product of data.products) {
    if (product.images.length !== 2) {
      throw new Error(`product ${product.id}: expected two images, found ${product.images.length}`);
    }
    product.images.forEach((path, index) => add(path, `product ${product.id}`, () => productArt(product, index === 0 ? 1 : 2)));
  }
  for (const slide of data.heroSlides) add(slide.image, `hero slide ${slide.id}`, () => heroArt(slide));
  for (const tile of data.packageTiles) add(tile.image, `package tile ${tile.id}`, () => packageTileArt(tile));
  for (const tile of data.categoryTiles) add(tile.image, `category tile ${tile.name}`, () => categoryTileArt(tile));
  return files;
}
