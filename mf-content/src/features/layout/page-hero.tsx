import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mimea/shared/ui/core';
import { Stack } from '@mimea/shared/ui/controls';
import { shopColors } from '@mimea/shared';
import { ArtImage } from '../art/art-image';

interface Props {
  title: string;
  text: string;
  /** Above the title: a breadcrumb or a category. */
  eyebrow?: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** A drawn picture beside the text ('/art/…'; decorative). */
  image?: string;
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
            // The hero is the page's largest paint: fetch it first.
            <ArtImage path={image} loading="high" sx={{ flex: 1, maxWidth: 560, borderRadius: 3 }} />
          )}
        </Stack>
      </Container>
    </Box>
  );
}
