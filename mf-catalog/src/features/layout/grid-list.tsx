import type { ReactNode } from 'react';
import { type SxProps, type Theme } from '@mui/material';
import { Box } from '@mimea/shared/ui/core';

type Columns = Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

interface Props {
  /** Columns per breakpoint, e.g. `{ xs: 2, sm: 3, lg: 4 }`. */
  columns: Columns;
  gap?: number | Partial<Record<'xs' | 'md', number>>;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A list laid out as a grid of equal columns: cards and tiles stay a list for screen readers. */
export function GridList({ columns, gap = { xs: 1.5, md: 2 }, children, sx }: Props) {
  const gridTemplateColumns = Object.fromEntries(Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]));
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns, ...sx }}>
      {children}
    </Box>
  );
}
