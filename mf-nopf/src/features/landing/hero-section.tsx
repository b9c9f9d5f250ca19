import { Box, Container, Typography } from '@mimea/shared/ui/core';
import { Button } from '@mimea/shared/ui/controls';
import { shopColors } from '@mimea/shared';
import { Tag } from '@mimea/shared/ui/parts';
import { nopfContent } from '../../domain/nopf-content';
import { IllustrationImage } from './illustration-image';
import { SplitLayout } from './split-layout';

const { hero, name, shortName, order } = nopfContent;

/** The top of /nopf: what NOPF is, its three figures, and the way to order or learn to apply it. */
export function HeroSection() {
  return (
    <Box component="section" aria-labelledby="nopf-title" sx={{ bgcolor: shopColors.forestLight, py: { xs: 3, md: 6 } }}>
      <Container maxWidth="lg">
        <SplitLayout columns="1.1fr 1fr">
          <Box>
            <Typography component="p" variant="overline" sx={{ color: 'primary.dark', fontWeight: 700, lineHeight: 1.4 }}>
              {hero.eyebrow}
            </Typography>
            <Typography id="nopf-title" variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', md: '2.8rem' }, mb: 1.5 }}>
              {name} ({shortName})
            </Typography>
            <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, mb: 2 }}>{hero.tagline}</Typography>
            <Box component="ul" aria-label="At a glance" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {hero.highlights.map((highlight) => (
                <li key={highlight}>
                  <Tag tone="outlined" sx={{ fontWeight: 700, bgcolor: 'background.paper' }}>
                    {highlight}
                  </Tag>
                </li>
              ))}
            </Box>
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button variant="contained" size="large" href="#order">
                {order.title}
              </Button>
              <Button variant="outlined" size="large" href="#application">
                {hero.howToApply}
              </Button>
            </Box>
          </Box>
          <IllustrationImage name={hero.image.name} alt={hero.image.alt} eager />
        </SplitLayout>
      </Container>
    </Box>
  );
}
