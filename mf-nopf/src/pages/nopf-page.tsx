import { usePageMeta } from '@mimea/shared';
import { ApplicationSection } from '../features/landing/application-section';
import { BenefitsSection } from '../features/landing/benefits-section';
import { EndorsedSection } from '../features/landing/endorsed-section';
import { HeroSection } from '../features/landing/hero-section';
import { InsideSection } from '../features/landing/inside-section';
import { OrderSection } from '../features/landing/order-section';
import { WhyChooseSection } from '../features/landing/why-choose-section';
import { LandingRoot } from '../features/landing/landing-styles';
import { nopfPageMeta } from '../domain/page-meta';

/**
 * The fertilizer landing page (`/nopf`, purchase spec section 2.8). It needs no other remote:
 * its words are in content/nopf-content.ts and its pictures are drawn at build time.
 */
export default function NopfPage() {
  usePageMeta(nopfPageMeta());
  return (
    <LandingRoot>
      <HeroSection />
      <WhyChooseSection />
      <BenefitsSection />
      <InsideSection />
      <ApplicationSection />
      <EndorsedSection />
      <OrderSection />
    </LandingRoot>
  );
}
