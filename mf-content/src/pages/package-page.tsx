import { Navigate, ShopButton, useParams, usePageMeta } from '@mimea/shared';
import { PageSection, Breadcrumb } from '@mimea/shared/ui/parts';
import { PageHero } from '../components/layout/page-hero';
import { Paragraphs } from '../components/layout/paragraphs';
import { TickList } from '../components/layout/text-list';
import { AdviceBand } from '../components/layout/advice-band';
import { NotFoundState } from '../components/layout/not-found-state';
import { PackageProducts } from '../features/catalog/package-products';
import { lookUpPackage } from '../domain/packages/package-path';
import type { HealthPackage } from '../domain/packages/package-types';
import { packageArt } from '../domain/art/art-paths';
import { TextCards } from '../components/layout/text-cards';
import { packageNotFoundMeta, packagePageMeta } from '../domain/page-meta';

/** One health package (/packages/:name, purchase spec section 2.7). */
export default function PackagePage() {
  const { name = '' } = useParams();
  const lookup = lookUpPackage(name);
  // Another spelling sets nothing: it goes to the canonical path at once, which sets its own.
  usePageMeta(lookup.kind === 'found' ? packagePageMeta(lookup.healthPackage) : lookup.kind === 'unknown' ? packageNotFoundMeta(name) : null);
  if (lookup.kind === 'redirect') return <Navigate to={lookup.to} replace />;
  if (lookup.kind === 'unknown')
    return (
      <NotFoundState
        title="Package Not Found"
        message="The health package you're looking for doesn't exist or has been renamed."
        to="/packages"
        action="See All Health Packages"
      />
    );
  return <PackageDetails healthPackage={lookup.healthPackage} />;
}

function PackageDetails({ healthPackage: pkg }: { healthPackage: HealthPackage }) {
  return (
    <article>
      <PageHero
        eyebrow={
          <Breadcrumb
            crumbs={[
              { label: 'Home', to: '/' },
              { label: 'Shop', to: '/shop' },
              { label: 'Health Packages', to: '/packages' },
              { label: pkg.title },
            ]}
          />
        }
        title={`${pkg.title} Package`}
        text={pkg.description}
        image={packageArt(pkg.slug)}
        actions={
          <>
            <ShopButton href="#package-products" variant="contained">
              See the Products
            </ShopButton>
            <ShopButton to="/contact" variant="outlined">
              Get Expert Advice
            </ShopButton>
          </>
        }
      />
      <PageSection id="key-benefits" title="Key Benefits" maxWidth="md">
        <TickList items={pkg.keyBenefits} />
      </PageSection>
      <PageSection id="about-package" title="About This Package" tinted maxWidth="md">
        <Paragraphs texts={pkg.about} />
      </PageSection>
      <PageSection id="recommended-for" title="Recommended For" maxWidth="md">
        <TickList items={pkg.recommendedFor} />
      </PageSection>
      <PageSection id="package-features" title="Package Features" tinted>
        <TextCards cards={pkg.features} columns={4} />
      </PageSection>
      <PageSection id="package-products" title={`Products in the ${pkg.title} Package`}>
        <PackageProducts slug={pkg.slug} />
      </PageSection>
      <AdviceBand
        title="Not sure which products suit you?"
        text="Tell us about your goals, your routine and any medicines you take, and our team will suggest what fits. Natural products support your health alongside your doctor's care, never instead of it."
        topic={`${pkg.title} package`}
      />
    </article>
  );
}
