import { ShopButton, usePageMeta, GridList } from '@mimea/shared';
import { PageSection } from '@mimea/shared/ui/parts';
import { PageHero } from '../components/layout/page-hero';
import { AdviceBand } from '../components/layout/advice-band';
import { packagesLanding } from '../domain/packages/packages-landing-content';
import { healthPackages } from '../domain/packages/package-content';
import { PackageTile } from '../features/packages/package-tile';
import { TextCards } from '../components/layout/text-cards';
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
          <ShopButton to="/contact" variant="contained">
            Get Expert Advice
          </ShopButton>
        }
      />
      <PageSection id="why-packages" title="Why Choose a Health Package">
        <TextCards cards={packagesLanding.valueCards} />
      </PageSection>
      <PageSection id="package-list" title="Our Health Packages" tinted>
        <GridList columns={{ xs: 1, sm: 2, md: 4 }} gap={3}>
          {healthPackages.map((pkg) => (
            <li key={pkg.slug}>
              <PackageTile healthPackage={pkg} />
            </li>
          ))}
        </GridList>
      </PageSection>
      <AdviceBand id="package-help" title={packagesLanding.helpTitle} text={packagesLanding.helpText} />
    </>
  );
}
