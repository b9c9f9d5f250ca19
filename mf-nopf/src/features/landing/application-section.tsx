import { Box, Typography } from '@mimea/shared/ui/core';
import { Card, CardContent, Link } from '@mimea/shared/ui/controls';
import { phoneLink, GridList } from '@mimea/shared';
import { PageSection } from '@mimea/shared/ui/parts';
import { nopfContent } from '../../domain/nopf-content';
import { IllustrationImage } from './illustration-image';

const { application, order } = nopfContent;

/** The four steps of applying NOPF, numbered, each with its picture and its figures. */
export function ApplicationSection() {
  return (
    <PageSection id="application" title={application.title} tinted>
      <Typography sx={{ mb: 3 }}>{application.intro}</Typography>
      <GridList columns={{ xs: 1, sm: 2, md: 4 }} gap={2} ordered>
        {application.steps.map((step, i) => (
          <li key={step.title}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 2, alignItems: { xs: 'center', md: 'stretch' } }}>
                <IllustrationImage name={step.image} alt="" sx={{ width: { xs: 88, md: '70%' }, flexShrink: 0, mx: { md: 'auto' } }} />
                <Box>
                  <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                    <Box component="span" sx={{ color: 'primary.main', mr: 0.75 }}>
                      {i + 1}.
                    </Box>
                    {step.title}
                  </Typography>
                  <Typography>{step.text}</Typography>
                </Box>
              </CardContent>
            </Card>
          </li>
        ))}
      </GridList>
      <Typography sx={{ mt: 3 }}>
        {application.advice}{' '}
        <Link href={phoneLink()} sx={{ fontWeight: 700 }}>
          {order.consultant}
        </Link>
      </Typography>
    </PageSection>
  );
}
