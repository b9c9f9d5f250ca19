import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

type Columns = Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

interface Props {
  /** Columns per breakpoint, e.g. `{ xs: 1, sm: 2, md: 4 }`; a breakpoint left out keeps the one below. */
  columns: Columns;
  gap?: number | Partial<Record<'xs' | 'md', number>>;
  /** An `<ol>` where the order matters (steps), else a `<ul>`. */
  ordered?: boolean;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A list laid out as a grid of equal columns: cards and tiles stay a list, so screen readers
 * say how many there are. Every app's card and tile grids.
 */
export function GridList({ columns, gap = { xs: 1.5, md: 2 }, ordered = false, children, sx }: Props) {
  const gridTemplateColumns = Object.fromEntries(Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]));
  return (
    <Box component={ordered ? 'ol' : 'ul'} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns, ...sx }}>
      {children}
    </Box>
  );
}
