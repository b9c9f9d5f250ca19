import { Box, type SxProps, type Theme } from '@mui/material';

interface Props {
  src: string | undefined;
  alt: string;
  /** The intrinsic size; the image scales to its box's width and keeps this ratio. */
  width: number;
  height: number;
  /** The first image a page shows is loaded at once; the rest when they come near the screen. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/** A catalogue image with fixed proportions, so nothing moves while it loads. */
export function ProductImage({ src, alt, width, height, eager = false, sx }: Props) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, objectFit: 'cover', bgcolor: '#F3F1E8', ...sx }}
    />
  );
}
