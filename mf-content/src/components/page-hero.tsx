import type { ReactNode } from 'react';
import { Box, Container, Stack, Typography } from '@mui/material';
import { shopColors } from '@mimea/shared';

interface Props {
  title: string;
  text: string;
  /** Above the title: a breadcrumb or a category. */
  eyebrow?: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** A drawn picture beside the text (hidden from assistive tools when `imageAlt` is ''). */
  image?: { src: string; alt: string };
}

/** The top band of a content page: its one h1, a sentence, and its main actions. */
export function PageHero({ title, text, eyebrow, actions, image }: Props) {
  return (
    <Box component="header" sx={{ bgcolor: shopColors.forestLight, py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {eyebrow}
            <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.75rem' }, color: shopColors.forestDark, mb: 2 }}>
              {title}
            </Typography>
            <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.6, maxWidth: 640 }}>{text}</Typography>
            {actions && (
              <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
                {actions}
              </Stack>
            )}
          </Box>
          {image && (
            <Box
              component="img"
              src={image.src}
              alt={image.alt}
              width={1200}
              height={630}
              // The hero is the page's largest paint: fetch it first.
              fetchPriority="high"
              sx={{ flex: 1, width: '100%', maxWidth: 560, height: 'auto', borderRadius: 3, display: 'block' }}
            />
          )}
        </Stack>
      </Container>
    </Box>
  );
}
