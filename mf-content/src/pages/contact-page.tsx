import { useRef } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Button, Link, Paper, Stack } from '@mimea/shared/ui/controls';
import { ChatIcon, chatLink, shopContacts, usePageMeta } from '@mimea/shared';
import { PageSection } from '@mimea/shared/ui/parts';
import { PageHero } from '../features/layout/page-hero';
import { ContactCards } from '../features/contact/contact-cards';
import { ContactForm } from '../features/contact/contact-form';
import { ContactFaqs } from '../features/contact/contact-faqs';
import { StoreMap } from '../features/contact/store-map';
import { adviceChatText } from '../features/layout/advice-band';
import { contactPageMeta } from '../domain/page-meta';

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
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 4 }}>
          <Paper variant="outlined" sx={{ p: 3, flex: 1 }}>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              Follow Us
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              {shopContacts.social.map((network) => (
                <li key={network.name}>
                  <Link href={network.url} target="_blank" rel="noopener noreferrer">
                    {network.name}
                  </Link>
                </li>
              ))}
            </Box>
          </Paper>
          <Paper variant="outlined" sx={{ p: 3, flex: 1 }}>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              Need Immediate Help?
            </Typography>
            <Typography sx={{ mb: 2 }}>Chat with our team on WhatsApp, {shopContacts.supportHours}.</Typography>
            <Button href={chatLink(adviceChatText())} target="_blank" rel="noopener noreferrer" variant="contained" startIcon={<ChatIcon />}>
              Chat on WhatsApp
            </Button>
          </Paper>
        </Stack>
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
