import { useState } from 'react';
import { Typography } from '@mimea/shared/ui/core';
import { Accordion, AccordionDetails, AccordionSummary } from '@mimea/shared/ui/navigation';
import { ExpandMoreIcon } from '@mimea/shared';
import type { Faq } from '../../domain/product-types';

/** Questions where opening one closes the one that was open. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div>
      {faqs.map((faq, index) => (
        <Accordion key={faq.question} expanded={open === index} onChange={(_event, expanded) => setOpen(expanded ? index : null)} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{faq.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
