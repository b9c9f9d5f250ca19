import { useRef } from 'react';
import { styled } from '@mimea/shared/ui/core';
import { ChatIcon, ShopButton, ShopTextLink, chatLink, shopContacts, usePageMeta } from '@mimea/shared';
import { PageSection } from '@mimea/shared/ui/parts';
import { PageHero } from '../components/layout/page-hero';
import { ContactCards } from '../features/contact/contact-cards';
import { ContactForm } from '../features/contact/contact-form';
import { ContactFaqs } from '../features/contact/contact-faqs';
import { StoreMap } from '../features/contact/store-map';
import { adviceChatText } from '../components/layout/advice-band';
import { OutlinedPanel } from '../components/layout/outlined-panel';
import { contactPageMeta } from '../domain/page-meta';

/** The two panels under the contact cards: stacked on a phone, side by side from `md` (MUI's Stack's spacing, 24 px). */
const HelpPanels = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(3),
  marginTop: theme.spacing(4),
  [theme.breakpoints.up('md')]: { flexDirection: 'row' },
  '& > *': { flex: 1 },
  '.social-links': { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.spacing(2) },
}));

/** Contact (/contact, purchase spec section 2.5). */
export default function ContactPage() {
  usePageMeta(contactPageMeta());
  const nameRef = useRef<HTMLInputElement>(null);
  const goToForm = () => {
    nameRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    nameRef.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHero
        title="Contact Us"
        text="Questions about a product, an order or which package suits you? Call, chat on WhatsApp, e-mail or write to us below: a real person from our Nairobi team will answer."
      />
      <PageSection id="contact-info" title="Get in Touch">
        <ContactCards withHours />
        <HelpPanels>
          <OutlinedPanel>
            <h3 className="panel-title">Follow Us</h3>
            <ul className="social-links">
              {shopContacts.social.map((network) => (
                <li key={network.name}>
                  <ShopTextLink href={network.url} target="_blank" rel="noopener noreferrer">
                    {network.name}
                  </ShopTextLink>
                </li>
              ))}
            </ul>
          </OutlinedPanel>
          <OutlinedPanel>
            <h3 className="panel-title">Need Immediate Help?</h3>
            <p className="panel-text">Chat with our team on WhatsApp, {shopContacts.supportHours}.</p>
            <ShopButton href={chatLink(adviceChatText())} target="_blank" rel="noopener noreferrer" variant="contained" startIcon={<ChatIcon />}>
              Chat on WhatsApp
            </ShopButton>
          </OutlinedPanel>
        </HelpPanels>
      </PageSection>
      <PageSection id="message" title="Send Us a Message" tinted maxWidth="md">
        <ContactForm nameRef={nameRef} />
      </PageSection>
      <PageSection id="faq" title="Frequently Asked Questions" maxWidth="md">
        <ContactFaqs onContactUs={goToForm} />
      </PageSection>
      <PageSection id="map" title="Find Us" tinted>
        <StoreMap />
      </PageSection>
    </>
  );
}
