import { Box, Container, Typography } from '@mimea/shared/ui/core';
import { VerifiedIcon, shopColors } from '@mimea/shared';
import { nopfContent } from '../../domain/nopf-content';

const { endorsed } = nopfContent;

export function EndorsedSection() {
  return (
    <Box component="section" id="endorsed" aria-labelledby="endorsed-title" sx={{ bgcolor: 'primary.dark', color: 'common.white', py: { xs: 4, md: 5 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <VerifiedIcon style={{ fontSize: 48, color: shopColors.gold }} />
        <Typography id="endorsed-title" variant="h4" component="h2" sx={{ fontWeight: 800, my: 1 }}>
          {endorsed.title}
        </Typography>
        <Typography sx={{ fontSize: '1.15rem' }}>{endorsed.text}</Typography>
      </Container>
    </Box>
  );
}
