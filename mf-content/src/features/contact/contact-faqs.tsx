import { useState } from 'react';
import { Alert, Button, Typography } from '@mimea/shared/ui/core';
import { Accordion, AccordionDetails, AccordionSummary } from '@mimea/shared/ui/navigation';
import { ExpandMoreIcon } from '@mimea/shared';
import { useCatalogQuery } from '../catalog/use-catalog-query';

/** The contact page shows the first six (purchase spec section 9). */
export const CONTACT_FAQ_COUNT = 6;

interface Props {
  /** Takes the shopper to the form's name field. */
  onContactUs: () => void;
}

/** The catalogue's first six FAQs, one open at a time, then Contact Us. */
export function ContactFaqs({ onContactUs }: Props) {
  const { state, retry } = useCatalogQuery(async (catalogue) => (await catalogue.faqs()).slice(0, CONTACT_FAQ_COUNT), 'faqs');
  const [open, setOpen] = useState<number | false>(false);

  return (
    <>
      {state.status === 'loading' && <Typography role="status">Loading questions...</Typography>}
      {state.status === 'error' && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" variant="outlined" onClick={retry}>
              Retry
            </Button>
          }
        >
          We couldn't load our frequently asked questions right now. Ask us directly with the form above.
        </Alert>
      )}
      {state.status === 'ready' &&
        state.data.map((faq, index) => (
          <Accordion key={faq.question} expanded={open === index} onChange={(_event, expanded) => setOpen(expanded ? index : false)} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${index}-answer`} id={`faq-${index}-question`}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${index}-answer`} sx={{ lineHeight: 1.7 }}>
              {faq.answer}
            </AccordionDetails>
          </Accordion>
        ))}
      <Typography sx={{ mt: 3, mb: 1.5 }}>Still have a question?</Typography>
      <Button variant="contained" onClick={onContactUs}>
        Contact Us
      </Button>
    </>
  );
}
