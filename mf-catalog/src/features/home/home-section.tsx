import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { SectionHeading } from './section-heading';

interface Props {
  id: string;
  title: string;
  viewAllTo?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled section of the home page. */
export function HomeSection({ id, title, viewAllTo, actions, children }: Props) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 4, md: 6 } }}>
      <SectionHeading id={id} title={title} viewAllTo={viewAllTo}>
        {actions}
      </SectionHeading>
      {children}
    </Box>
  );
}
