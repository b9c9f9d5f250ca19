import { IMAGE_SIZES } from './image-sizes';
import { isDrawnSvg, isRasterKind, RASTER_WIDTHS, rasterPath, rasterSrcSet, type RasterKind } from './raster-pictures';

describe('raster pictures', () => {
  it('names the WebP of a drawn SVG at a width beside it, on the same origin', () => {
    expect(rasterPath('/uploads/products/olive-soap-1.svg', 320)).toBe('/uploads/products/olive-soap-1-320.webp');
    expect(rasterSrcSet('https://catalog.example/uploads/packages/HeartCare.svg', 'package')).toBe(
      'https://catalog.example/uploads/packages/HeartCare-400.webp 400w, https://catalog.example/uploads/packages/HeartCare-800.webp 800w',
    );
  });

  it('knows the drawn SVGs from other pictures', () => {
    expect(isDrawnSvg('https://catalog.example/uploads/products/olive-soap-1.svg')).toBe(true);
    expect(isDrawnSvg('/uploads/hero/heart-care.svg')).toBe(true);
    expect(isDrawnSvg('https://cdn.example/photo.jpg')).toBe(false);
    expect(isDrawnSvg('/icons/logo.svg')).toBe(false);
  });

  it('keeps the hero, the home page’s largest paint, as SVG: its bytes would grow 3.6 times', () => {
    expect(isRasterKind('hero')).toBe(false);
    expect(['product', 'package', 'category'].every((kind) => isRasterKind(kind as RasterKind))).toBe(true);
  });

  it('draws each kind at most at its SVG’s own width, the largest last', () => {
    for (const kind of Object.keys(RASTER_WIDTHS) as RasterKind[]) {
      const widths = RASTER_WIDTHS[kind];
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
      expect(widths.at(-1)).toBe(IMAGE_SIZES[kind].width);
    }
  });
});
