import type { CSSProperties } from 'react';
import { ART_HEIGHT, ART_WIDTH, artUrl } from '../../domain/art/art-url';

interface Props {
  /** '/art/…', as art-paths.ts and the blog data name them. */
  path: string;
  /** 'high' for the page's largest picture, 'lazy' below the fold, 'eager' for the first cards. */
  loading?: 'high' | 'eager' | 'lazy';
  /** Where the page places it (rounded corners, a margin, a flex share). */
  style?: CSSProperties;
  className?: string;
}

const FULL_WIDTH: CSSProperties = { width: '100%', height: 'auto', display: 'block' };

/**
 * A drawn picture at full width, its space reserved by its own size (no layout shift).
 * Decorative: the heading beside it says what it shows, so its alt text is empty. The browser's
 * <img> alone: a list of cards draws one each, and MUI's Box was three components to hydrate.
 */
export function ArtImage({ path, loading = 'lazy', style, className }: Props) {
  return (
    <img
      src={artUrl(path)}
      alt=""
      width={ART_WIDTH}
      height={ART_HEIGHT}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'high' ? 'high' : undefined}
      className={className}
      style={style ? { ...FULL_WIDTH, ...style } : FULL_WIDTH}
    />
  );
}
