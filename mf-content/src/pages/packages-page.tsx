import { Typography } from '@mimea/shared/ui/core';
import { Button, Card, CardActionArea, CardContent } from '@mimea/shared/ui/controls';
import { Link as RouterLink, usePageMeta, GridList } from '@mimea/shared';
import { PageSection } from '@mimea/shared/ui/parts';
import { PageHero } from '../features/layout/page-hero';
import { AdviceBand } from '../features/layout/advice-band';
import { packagesLanding } from '../domain/packages/packages-landing-content';
import { healthPackages } from '../domain/packages/package-content';
import { packagePath } from '../domain/packages/package-links';
import { ArtImage } from '../features/art/art-image';
import { packageArt } from '../domain/art/art-paths';
import { TextCards } from '../features/layout/text-cards';
import { packagesPageMeta } from '../domain/page-meta';

/** The health packages (/packages, purchase spec section 2.6). */
export default function PackagesPage() {
  usePageMeta(packagesPageMeta(packagesLanding));
  return (
    <>
      <PageHero
        title={packagesLanding.heroTitle}
        text={packagesLanding.heroText}
        actions={
          <Button component={RouterLink} to="/contact" variant="contained">
            Get Expert Advice
          </Button>
        }
      />
      <PageSection id="why-packages" title="Why Choose a Health Package">
        <TextCards cards={packagesLanding.valueCards} />
      </PageSection>
      <PageSection id="package-list" title="Our Health Packages" tinted>
        <GridList columns={{ xs: 1, sm: 2, md: 4 }} gap={3}>
          {healthPackages.map((pkg) => (
            <Card component="li" key={pkg.slug} variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={packagePath(pkg)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
                <ArtImage path={packageArt(pkg.slug)} />
                <CardContent sx={{ flex: 1 }}>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                    {pkg.title}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary', lineHeight: 1.6 }}>{pkg.description}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </GridList>
      </PageSection>
      <AdviceBand id="package-help" title={packagesLanding.helpTitle} text={packagesLanding.helpText} />
    </>
  );
}
