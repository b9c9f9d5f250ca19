// The raster versions of the drawn pictures: each SVG under /uploads/ (but the hero's) as WebP at the widths of
// src/domain/raster-pictures.ts, beside it (`a-1.svg` → `a-1-320.webp`, `a-1-600.webp`), so the
// pages draw pixels instead of an SVG document with text that the browser lays out and paints on
// its main thread. Drawn by sharp (librsvg) with the build machine's fonts; written by
// mf-catalog/raster-pictures-plugin.cjs after the SVGs are emitted.
import sharp from 'sharp';
import type { ImageKind } from '../domain/image-sizes';
import { isRasterKind, RASTER_WIDTHS, rasterPath } from '../domain/raster-pictures';

/** Which kind of picture each folder of /uploads/ holds. */
const KIND_OF_FOLDER: Record<string, ImageKind> = { products: 'product', hero: 'hero', packages: 'package', categories: 'category' };

/** WebP over AVIF: ~25 % more bytes here, but a tenth of the encoding time and a cheaper decode on a phone. */
const WEBP = { quality: 75, effort: 6 } as const;

export interface RasterFile {
  path: string;
  content: Buffer;
}

/** The kind of the picture at `svgPath` (`/uploads/products/…`), from its folder. */
export function kindOfUpload(svgPath: string): ImageKind {
  const kind = KIND_OF_FOLDER[svgPath.split('/')[2] ?? ''];
  if (!kind) throw new Error(`${svgPath}: no raster widths for this folder of /uploads/`);
  return kind;
}

/** The text an SVG picture draws (its <text> elements' words, in order), to say in its alt. */
export function svgWords(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)]
    .map(([, inner]) =>
      inner!
        .replace(/<tspan\b[^>]*>/g, ' ')
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** One SVG picture's raster files, at every width of its kind; none for a kind the pages draw as SVG (the hero). */
export async function rasterFilesOf(svgPath: string, svg: string | Buffer): Promise<RasterFile[]> {
  const kind = kindOfUpload(svgPath);
  if (!isRasterKind(kind)) return [];
  const widths = RASTER_WIDTHS[kind];
  const source = Buffer.isBuffer(svg) ? svg : Buffer.from(svg);
  return Promise.all(
    widths.map(async (width) => ({
      path: rasterPath(svgPath, width),
      // The SVG drawn at `width` pixels (a density that makes it so, not a scaled-up bitmap).
      content: await sharp(source, { density: (72 * width) / svgWidth(source) }).resize({ width }).webp(WEBP).toBuffer(),
    })),
  );
}

function svgWidth(svg: Buffer): number {
  const width = Number(/<svg\b[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg.toString('utf8'))?.[1]);
  if (!(width > 0)) throw new Error('an SVG picture without a width');
  return width;
}

/**
 * Throws when this machine draws no text into a picture: sharp (librsvg) finds its fonts through
 * fontconfig, and an image without any font (a slim Docker image) would ship labels without
 * their words. `svg` is a picture with text; drawn with and without it, the two must differ.
 */
export async function assertTextIsDrawn(svg: string): Promise<void> {
  const pixels = (markup: string) => sharp(Buffer.from(markup)).raw().toBuffer();
  const [drawn, blank] = await Promise.all([pixels(svg), pixels(svg.replace(/<text\b[\s\S]*?<\/text>/g, ''))]);
  let differing = 0;
  for (let i = 0; i < drawn.length; i++) if (Math.abs(drawn[i]! - blank[i]!) > 40) differing++;
  if (differing < 500) throw new Error('the pictures\' text is not drawn: this machine has no font for sharp (install one, e.g. Debian\'s fonts-dejavu-core)');
}

/** Every SVG picture's raster files. */
export async function rasterPictures(svgFiles: readonly { path: string; content: string | Buffer }[]): Promise<RasterFile[]> {
  const files: RasterFile[] = [];
  // A few at a time: the build machine has other work, and sharp has its own threads.
  for (let start = 0; start < svgFiles.length; start += 8) {
    const batch = await Promise.all(svgFiles.slice(start, start + 8).map((file) => rasterFilesOf(file.path, file.content)));
    files.push(...batch.flat());
  }
  return files;
}
