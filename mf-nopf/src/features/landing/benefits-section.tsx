import { Box, Typography } from '@mimea/shared/ui/core';
import { VerifiedIcon, shopColors } from '@mimea/shared';
import { PageSection } from '@mimea/shared/ui/parts';
import { nopfContent } from '../../domain/nopf-content';
import { IllustrationImage } from './illustration-image';
import { SplitLayout } from './split-layout';

const { benefits } = nopfContent;

export function BenefitsSection() {
  return (
    <PageSection id="benefits" title={benefits.title} tinted>
      <SplitLayout columns="1fr 1.2fr">
        <IllustrationImage name={benefits.image.name} alt={benefits.image.alt} />
        <Box>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {benefits.items.map((benefit) => (
              <Box component="li" key={benefit.title} sx={{ display: 'flex', gap: 1.5 }}>
                <VerifiedIcon style={{ color: shopColors.forest, marginTop: 2 }} />
                <Box>
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    {benefit.title}
                  </Typography>
                  <Typography variant="body2">{benefit.text}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
            {benefits.note}
          </Typography>
        </Box>
      </SplitLayout>
    </PageSection>
  );
}
