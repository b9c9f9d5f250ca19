import type { ReactNode } from 'react';
import { Box, Link, Typography } from '@mimea/shared/ui/core';
import { Link as RouterLink } from '@mimea/shared';

interface Props {
  id: string;
  title: string;
  /** A "View All" link beside the title. */
  viewAllTo?: string;
  children?: ReactNode;
}

/** A home page section's title row, with an optional View All link or other actions. */
export function SectionHeading({ id, title, viewAllTo, children }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 800, fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {children}
        {viewAllTo && (
          <Link component={RouterLink} to={viewAllTo} sx={{ fontWeight: 700 }} aria-label={`View all: ${title}`}>
            View All
          </Link>
        )}
      </Box>
    </Box>
  );
}
