import { type SxProps, type Theme } from '@mui/material';
import { Box } from '@mimea/shared/ui/core';
import { illustrations, illustrationUrl, type IllustrationName } from '../../domain/illustrations';

interface Props {
  name: IllustrationName;
  alt: string;
  /** The hero's picture loads at once; the others when they come near the screen. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/** One of the drawn pictures, its space reserved by its own width and height. */
export function IllustrationImage({ name, alt, eager = false, sx }: Props) {
  const { width, height } = illustrations[name];
  return (
    <Box
      component="img"
      src={illustrationUrl(name)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      // The eager picture is the landing page's largest paint: ahead of the scripts, and painted
      // in the frame it arrives in (an asynchronous decode could put its paint after them).
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? undefined : 'async'}
      sx={[{ display: 'block', width: '100%', height: 'auto', borderRadius: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
