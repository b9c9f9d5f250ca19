import type { ReactNode } from 'react';
import { Box } from '@mimea/shared/ui/core';

interface Props {
  /** Columns at each width: one on a phone, more as the screen grows. */
  columns: { xs: number; sm?: number; md?: number };
  /** An `<ol>` where the order matters (steps), else a `<ul>`. */
  ordered?: boolean;
  children: ReactNode;
}

/** A list laid out as a grid of cards (a real list, so screen readers announce how many). */
export function CardGrid({ columns, ordered = false, children }: Props) {
  const template = (count: number | undefined) => (count ? `repeat(${count}, minmax(0, 1fr))` : undefined);
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: template(columns.xs), sm: template(columns.sm), md: template(columns.md) },
      }}
    >
      {children}
    </Box>
  );
}
