import type { ReactNode } from 'react';
import { Container, Typography } from '@mui/material';

/** A titled page of text; the content issue gives each page its full layout. */
export function ContentPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: 4, '& p': { mb: 2, lineHeight: 1.7 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
