import { useId, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { ExpandMoreIcon } from './shop-icons';

export interface Question {
  question: string;
  answer: ReactNode;
}

/**
 * Questions that open one at a time (the product page's and the contact page's FAQs): each a
 * heading with a disclosure button and the answer's region. Drawn like MUI's outlined accordion,
 * which would bring the navigation group (~10 KB gzipped) for what a button and `hidden` do.
 */
export function QuestionList({ questions }: { questions: readonly Question[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', overflow: 'hidden' }}>
      {questions.map(({ question, answer }, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-question-${index}`;
        const answerId = `${baseId}-answer-${index}`;
        return (
          <Box key={question} sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}>
            <Box component="h3" sx={{ m: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>
              <Box
                component="button"
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => setOpen(expanded ? null : index)}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 2,
                  width: '100%',
                  minHeight: 48,
                  px: 2,
                  py: 1.5,
                  border: 0,
                  bgcolor: 'transparent',
                  color: 'text.primary',
                  font: 'inherit',
                  fontWeight: 600,
                  textAlign: 'left',
                  cursor: 'pointer',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
                  '& svg': { flexShrink: 0, color: 'text.secondary', transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' },
                }}
              >
                {question}
                <ExpandMoreIcon />
              </Box>
            </Box>
            <Box id={answerId} role="region" aria-labelledby={buttonId} hidden={!expanded} sx={{ px: 2, pb: 2, lineHeight: 1.7 }}>
              {answer}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
