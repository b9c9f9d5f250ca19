import { Alert, Button, Typography } from '@mimea/shared/ui/core';
import { QuestionList } from '@mimea/shared';
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
      {state.status === 'ready' && <QuestionList questions={state.data} />}
      <Typography sx={{ mt: 3, mb: 1.5 }}>Still have a question?</Typography>
      <Button variant="contained" onClick={onContactUs}>
        Contact Us
      </Button>
    </>
  );
}
