import { GridList } from '@mimea/shared';
import { PageSection } from '@mimea/shared/ui/parts';
import { Typography } from '@mimea/shared/ui/core';
import { Card, CardContent } from '@mimea/shared/ui/controls';
import { nopfContent } from '../../domain/nopf-content';

const { whyChoose } = nopfContent;

export function WhyChooseSection() {
  return (
    <PageSection id="why-choose" title={whyChoose.title}>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>{whyChoose.intro}</Typography>
      <GridList columns={{ xs: 1, sm: 2, md: 4 }} gap={2}>
        {whyChoose.reasons.map((reason) => (
          <li key={reason.title}>
            <Card variant="outlined" sx={{ height: '100%', borderTop: 4, borderTopColor: 'primary.main' }}>
              <CardContent>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
                  {reason.title}
                </Typography>
                <Typography>{reason.text}</Typography>
              </CardContent>
            </Card>
          </li>
        ))}
      </GridList>
    </PageSection>
  );
}
