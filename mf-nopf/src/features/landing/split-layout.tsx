import type { ReactNode } from 'react';
import { Box } from '@mimea/shared/ui/core';

interface Props {
  /** The two columns' widths from `md` up, e.g. '1fr 1.2fr'; phones get one column. */
  columns: string;
  children: ReactNode;
}

/** A picture beside its text on a desktop, stacked on a phone: the page's one two-column layout. */
export function SplitLayout({ columns, children }: Props) {
  return <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: columns } }}>{children}</Box>;
}
