import { Box, Typography } from '@mimea/shared/ui/core';
import { LocationIcon, ShopButton, fullAddress, mapLink, shopContacts, usePageMeta } from '@mimea/shared';
import { PageSection } from '@mimea/shared/ui/parts';
import { PageHero } from '../components/layout/page-hero';
import { Paragraphs } from '../components/layout/paragraphs';
import { ContactCards } from '../features/contact/contact-cards';
import { aboutContent as about } from '../domain/about-content';
import { ABOUT_ART } from '../domain/art/art-paths';
import { TextCards } from '../components/layout/text-cards';
import { aboutPageMeta } from '../domain/page-meta';
import { OutlinedPanel } from '../components/layout/outlined-panel';

/** About Mimea Naturals (/about, storefront spec section 2). */
export default function AboutPage() {
  usePageMeta(aboutPageMeta(about));
  return (
    <>
      <PageHero title={about.heroTitle} text={about.heroText} image={ABOUT_ART} />
      <PageSection id="our-story" title={about.story.title} maxWidth="md">
        <Paragraphs texts={about.story.paragraphs} />
      </PageSection>
      <PageSection id="our-mission" title={about.mission.title} tinted maxWidth="md">
        <Typography component="blockquote" sx={{ m: 0, fontSize: '1.2rem', lineHeight: 1.7, borderLeft: 4, borderColor: 'secondary.main', pl: 3 }}>
          {about.mission.text}
        </Typography>
      </PageSection>
      <PageSection id="quality" title={about.quality.title}>
        <Typography sx={{ mb: 3, lineHeight: 1.7, maxWidth: 760 }}>{about.quality.intro}</Typography>
        <TextCards cards={about.quality.pillars} />
      </PageSection>
      <PageSection id="contact-info" title="Contact Information" tinted>
        <ContactCards />
      </PageSection>
      <PageSection id="visit" title={about.visit.title} maxWidth="md">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <div>
            <Typography sx={{ mb: 2, lineHeight: 1.7 }}>{about.visit.text}</Typography>
            <Typography sx={{ mb: 3, fontWeight: 600 }}>{fullAddress()}</Typography>
            <ShopButton href={mapLink()} target="_blank" rel="noopener noreferrer" variant="contained" startIcon={<LocationIcon />}>
              Get Directions
            </ShopButton>
          </div>
          <OutlinedPanel>
            <h3 className="panel-title">Opening Hours</h3>
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 24, rowGap: 8 }}>
              {shopContacts.businessHours.map(({ days, hours }) => (
                <div key={days} style={{ display: 'contents' }}>
                  <dt style={{ fontWeight: 600 }}>{days}</dt>
                  <dd style={{ margin: 0 }}>{hours}</dd>
                </div>
              ))}
            </dl>
          </OutlinedPanel>
        </Box>
      </PageSection>
    </>
  );
}
