import { type SxProps, type Theme } from '@mui/material';
import { Box } from '@mimea/shared/ui/core';
import { ART_HEIGHT, ART_WIDTH, artUrl } from '../../domain/art/art-url';

interface Props {
  /** '/art/…', as art-paths.ts and the blog data name them. */
  path: string;
  /** 'high' for the page's largest picture, 'lazy' below the fold, 'eager' for the first cards. */
  loading?: 'high' | 'eager' | 'lazy';
  sx?: SxProps<Theme>;
}

/**
 * A drawn picture at full width, its space reserved by its own size (no layout shift).
 * Decorative: the heading beside it says what it shows, so its alt text is empty.
 */
export function ArtImage({ path, loading = 'lazy', sx }: Props) {
  return (
    <Box
      component="img"
      src={artUrl(path)}
      alt=""
      width={ART_WIDTH}
      height={ART_HEIGHT}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'high' ? 'high' : undefined}
      sx={[{ width: '100%', height: 'auto', display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
