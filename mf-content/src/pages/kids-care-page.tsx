import { ShopButton, usePageMeta } from '@mimea/shared';
import { PageSection } from '@mimea/shared/ui/parts';
import { PageHero } from '../components/layout/page-hero';
import { Paragraphs } from '../components/layout/paragraphs';
import { TickList } from '../components/layout/text-list';
import { AdviceBand } from '../components/layout/advice-band';
import { PackageProducts } from '../features/catalog/package-products';
import { kidsCareContent as kids } from '../domain/packages/kids-care-content';
import { KIDS_ART } from '../domain/art/art-paths';
import { TextCards } from '../components/layout/text-cards';
import { kidsCarePageMeta } from '../domain/page-meta';

/** Kids Care for parents (/KidsCare): its own page beside the Kids Care package. */
export default function KidsCarePage() {
  usePageMeta(kidsCarePageMeta(kids));
  return (
    <>
      <PageHero
        title={kids.heroTitle}
        text={kids.heroText}
        image={KIDS_ART}
        actions={
          <>
            <ShopButton href="#kids-products" variant="contained">
              Shop Kids Care
            </ShopButton>
            <ShopButton to="/packages/KidsCare" variant="outlined">
              The Kids Care Package
            </ShopButton>
          </>
        }
      />
      <PageSection id="kids-intro" title="Healthy Kids, Naturally" maxWidth="md">
        <Paragraphs texts={kids.intro} />
      </PageSection>
      <PageSection id="kids-habits" title="Everyday Habits That Help" tinted>
        <TextCards cards={kids.habits} columns={4} />
      </PageSection>
      <PageSection id="kids-products" title="Products for Children">
        <PackageProducts slug="KidsCare" />
      </PageSection>
      <PageSection id="kids-safety" title="Giving Supplements Safely" tinted maxWidth="md">
        <TickList items={kids.safetyNotes} />
      </PageSection>
      <AdviceBand title={kids.askTitle} text={kids.askText} topic="Kids Care products for my child" />
    </>
  );
}
