import { styled } from '@mimea/shared/ui/core';
import { IMAGE_SIZES, type ImageKind } from '../../domain/image-sizes';
import { uploadUrl } from '../../domain/upload-url';

interface Props {
  /** An image URL, or an `/uploads/…` path of the catalogue data. */
  src: string | undefined;
  alt: string;
  /** What the picture is: it sets the intrinsic size, so the box keeps its ratio before the image arrives. */
  kind: ImageKind;
  /** The first image a page shows is loaded at once; the rest when they come near the screen. */
  eager?: boolean;
}

// One style for every catalogue picture (a listing draws 24, the home page dozens); the ratio of
// each kind is the element's own, inline.
const Picture = styled('img')({ display: 'block', width: '100%', height: 'auto', objectFit: 'cover', backgroundColor: '#F3F1E8' });

/** A catalogue picture that scales to its box's width with fixed proportions, so nothing moves while it loads. */
export function CatalogImage({ src, alt, kind, eager = false }: Props) {
  const { width, height } = IMAGE_SIZES[kind];
  return (
    <Picture
      src={src === undefined ? undefined : uploadUrl(src)}
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
