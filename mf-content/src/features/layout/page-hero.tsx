import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mimea/shared/ui/core';
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

/**
 * The top band of a content page: its one h1, a sentence, and its main actions. Laid out with
 * flex boxes, not MUI's Stack, and its actions are the shop's own buttons: the content's pages
 * then load none of MUI's controls.
 */
export function PageHero({ title, text, eyebrow, actions, image }: Props) {
  return (
    <Box component="header" sx={{ bgcolor: shopColors.forestLight, py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 3, md: 6 }, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {eyebrow}
            <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.75rem' }, color: shopColors.forestDark, mb: 2 }}>
              {title}
            </Typography>
            <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.6, maxWidth: 640 }}>{text}</Typography>
            {actions && (
              <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
                {actions}
              </Box>
            )}
          </Box>
          {image && (
            // The hero is the page's largest paint: fetch it first.
            <ArtImage path={image} loading="high" style={{ flex: 1, maxWidth: 560, borderRadius: 24 }} />
          )}
        </Box>
      </Container>
    </Box>
  );
}
