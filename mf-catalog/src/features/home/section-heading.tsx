import type { ReactNode } from 'react';
import { styled } from '@mimea/shared/ui/core';
import { Link as RouterLink } from '@mimea/shared';

interface Props {
  id: string;
  title: string;
  /** A "View All" link beside the title. */
  viewAllTo?: string;
  children?: ReactNode;
}

/** The title row of every home section (ten on the page): one style, the browser's elements. */
const Heading = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  flexWrap: 'wrap',
  marginBottom: theme.spacing(2),
  '& h2': { ...theme.typography.h5, margin: 0, fontWeight: 800, fontSize: '1.25rem', [theme.breakpoints.up('md')]: { fontSize: '1.5rem' } },
  '& > div': { display: 'flex', alignItems: 'center', gap: theme.spacing(2) },
  // MUI Link's look: the primary colour, underlined in a paler shade that darkens on hover.
  '.view-all': {
    color: theme.palette.primary.main,
    fontWeight: 700,
    textDecoration: 'underline',
    textDecorationColor: `${theme.palette.primary.main}66`, // 40% opaque
    '&:hover': { textDecorationColor: 'inherit' },
  },
}));

/** A home page section's title row, with an optional View All link or other actions. */
export function SectionHeading({ id, title, viewAllTo, children }: Props) {
  return (
    <Heading>
      <h2 id={id}>{title}</h2>
      <div>
        {children}
        {viewAllTo && (
          <RouterLink to={viewAllTo} className="view-all" aria-label={`View all: ${title}`}>
            View All
          </RouterLink>
        )}
      </div>
    </Heading>
  );
}
