// The raster versions of the catalogue's drawn pictures (issue 41, item 4). Every SVG under
// /uploads/ carries text (the brand on its labels, a product's name, a caption), which Chromium
// parses into a document of its own, lays out and paints on the main thread, per picture: on `/`
// at 4x CPU slowdown ~1.1 s of layout, paint and picture decoding, against ~0.4 s with WebP
// (tools/measure/bench-paint.mjs). The build draws each SVG as WebP at these widths too
// (src/build-time/raster-pictures.ts), beside the SVG; the SVG stays the source (and what a cart
// line keeps). The hero stays SVG: it is `/`'s largest paint, its only words are three brand
// labels, and as WebP it would weigh 3.6 times as much (6.9 KB at 720 px against 1.9 KB).
import { IMAGE_SIZES, type ImageKind } from './image-sizes';

/**
 * The widths each kind is drawn at, smallest first: the one a phone's card or hero needs at
 * 1.75 dppx (a 182 px card: 320; a 412 px hero: 720), and the SVG's own width, for wider boxes
 * and denser screens. The height follows the kind's ratio.
 */
export const RASTER_WIDTHS = {
  product: [320, IMAGE_SIZES.product.width],
  package: [400, IMAGE_SIZES.package.width],
  category: [200, IMAGE_SIZES.category.width],
} as const satisfies Partial<Record<ImageKind, readonly number[]>>;

/** The kinds the pages draw as WebP. */
export type RasterKind = keyof typeof RASTER_WIDTHS;

export function isRasterKind(kind: ImageKind): kind is RasterKind {
  return kind in RASTER_WIDTHS;
}

/** How wide each kind is laid out (the `sizes` attribute): a guess the browser needs before layout. */
export const RASTER_SIZES: Record<RasterKind, string> = {
  // Two cards a row on a phone (182 of 412 px), four on a wide screen; a product's page gives
  // its gallery sizes of its own.
  product: '(min-width: 900px) 300px, 44vw',
  package: '(min-width: 900px) 300px, 50vw',
  category: '(min-width: 900px) 200px, 50vw',
};

const DRAWN_SVG = /\/uploads\/(?:[^/?#]+\/)*[^/?#]+\.svg$/;

/** Whether `src` (a path or an absolute URL) is one of the drawn SVGs the build rasterises. */
export function isDrawnSvg(src: string): boolean {
  return DRAWN_SVG.test(src);
}

/** The raster file of a drawn SVG at `width`: `/uploads/products/a-1.svg` → `/uploads/products/a-1-320.webp`. */
export function rasterPath(svgPath: string, width: number): string {
  return svgPath.replace(/\.svg$/, `-${width}.webp`);
}

/** The `srcset` of a drawn SVG's raster files, on the same origin as `svgSrc`. */
export function rasterSrcSet(svgSrc: string, kind: RasterKind): string {
  return RASTER_WIDTHS[kind].map((width) => `${rasterPath(svgSrc, width)} ${width}w`).join(', ');
}
