import { styled } from '@mimea/shared/ui/core';
import { IMAGE_SIZES, type ImageKind } from '../../domain/image-sizes';
import { isDrawnSvg, isRasterKind, RASTER_SIZES, RASTER_WIDTHS, rasterPath, rasterSrcSet } from '../../domain/raster-pictures';
import { uploadUrl } from '../../domain/upload-url';
import { isUploadedPhoto, photoSrcSet } from '../../domain/uploaded-photos';

interface Props {
  /** An image URL, or an `/uploads/…` path of the catalogue data. */
  src: string | undefined;
  alt: string;
  /** What the picture is: it sets the intrinsic size, so the box keeps its ratio before the image arrives. */
  kind: ImageKind;
  /** The first image a page shows is loaded at once; the rest when they come near the screen. */
  eager?: boolean;
  /** How wide the box is laid out, where it is not the kind's usual (RASTER_SIZES): picks the raster file's width. */
  sizes?: string;
}

// One style for every catalogue picture (a listing draws 24, the home page dozens); the ratio of
// each kind is the element's own, inline.
const Picture = styled('img')({ display: 'block', width: '100%', height: 'auto', objectFit: 'cover', backgroundColor: '#F3F1E8' });

/**
 * A catalogue picture that scales to its box's width with fixed proportions, so nothing moves while it loads.
 * A drawn picture (but the hero) is shown as its WebP files, at the width the box needs (`srcSet`, `sizes`): its
 * SVG's text would be laid out and painted on the main thread (src/domain/raster-pictures.ts).
 */
export function CatalogImage({ src, alt, kind, eager = false, sizes }: Props) {
  const { width, height } = IMAGE_SIZES[kind];
  const url = src === undefined ? undefined : uploadUrl(src);
  const raster = url !== undefined && isDrawnSvg(url) && isRasterKind(kind) ? { url, kind } : undefined;
  // A photo uploaded in the office: its three widths (uploaded-photos.ts).
  const photo = url !== undefined && isUploadedPhoto(url) ? { srcSet: photoSrcSet(url), sizes: sizes ?? (isRasterKind(kind) ? RASTER_SIZES[kind] : '100vw') } : undefined;
  return (
    <Picture
      src={raster ? rasterPath(raster.url, RASTER_WIDTHS[raster.kind].at(-1)!) : url}
      {...(raster ? { srcSet: rasterSrcSet(raster.url, raster.kind), sizes: sizes ?? RASTER_SIZES[raster.kind] } : (photo ?? {}))}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      // An eager picture may be the page's largest paint: painted in the frame it arrives in,
      // not after an asynchronous decode that the page's scripts could get ahead of.
      decoding={eager ? undefined : 'async'}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  );
}
