import { Box, Container, Typography } from '@mimea/shared/ui/core';
import type { PolicyDocument } from '../../domain/policies/policy-types';
import { formatDay } from '@mimea/shared';
import { ContactOptions } from './contact-options';

/** A policy (privacy, terms) as a readable page: title, date, sections, and how to reach us. */
export function PolicyPage({ policy }: { policy: PolicyDocument }) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 }, lineHeight: 1.7 }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
        {policy.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>Last updated {formatDay(policy.updated)}</Typography>
      <Typography sx={{ mb: 3, fontSize: '1.1rem' }}>{policy.intro}</Typography>
      {policy.sections.map((section, index) => (
        <Box component="section" key={section.heading} aria-labelledby={`policy-${index}`} sx={{ mb: 4 }}>
          <Typography id={`policy-${index}`} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
          {section.list && (
            <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Box>
          )}
        </Box>
      ))}
      <ContactOptions />
    </Container>
  );
}
