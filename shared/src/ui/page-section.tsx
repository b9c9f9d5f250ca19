import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { shopColors } from '../theme/shop-theme';

interface Props {
  id: string;
  title: string;
  /** A tinted band, to tell one section from the next on a long phone scroll. */
  tinted?: boolean;
  /** 'md' for reading text, 'lg' (default) for cards. */
  maxWidth?: 'md' | 'lg';
  children: ReactNode;
}

/** One section of a long page (/nopf, content pages): a band with an anchor, a second-level heading and its content. */
export function PageSection({ id, title, tinted = false, maxWidth = 'lg', children }: Props) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      // The sticky header must not cover a section reached by its anchor.
      sx={{ py: { xs: 4, md: 6 }, bgcolor: tinted ? shopColors.forestLight : 'transparent', scrollMarginTop: 96 }}
    >
      <Container maxWidth={maxWidth}>
        <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ fontWeight: 800, mb: 3, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
