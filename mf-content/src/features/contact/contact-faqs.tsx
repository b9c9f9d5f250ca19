import { Box, Typography } from '@mimea/shared/ui/core';
import { ShopAlert, ShopButton, useNearScreen } from '@mimea/shared';
import { QuestionList } from '@mimea/shared/ui/parts';
import { useCatalogQuery } from '../../components/catalog/use-catalog-query';

/** The contact page shows the first six (purchase spec section 9). */
export const CONTACT_FAQ_COUNT = 6;

interface Props {
  /** Takes the shopper to the form's name field. */
  onContactUs: () => void;
}

const loading = <Typography role="status">Loading questions...</Typography>;

/**
 * The catalogue's first six FAQs, one open at a time, then Contact Us. The questions live in the
 * catalog remote (its entry and data: ~17 KB gzipped): they are asked for when the section nears
 * the screen, below the form, not with the page.
 */
export function ContactFaqs({ onContactUs }: Props) {
  const [near, nearRef] = useNearScreen();
  return (
    <Box ref={nearRef}>
      {near ? <Questions /> : loading}
      <Typography sx={{ mt: 3, mb: 1.5 }}>Still have a question?</Typography>
      <ShopButton variant="contained" onClick={onContactUs}>
        Contact Us
      </ShopButton>
    </Box>
  );
}

function Questions() {
  const { state, retry } = useCatalogQuery(async (catalogue) => (await catalogue.faqs()).slice(0, CONTACT_FAQ_COUNT), 'faqs');
  return (
    <>
      {state.status === 'loading' && loading}
      {state.status === 'error' && (
        <ShopAlert
          severity="warning"
          role="alert"
          action={
            <ShopButton color="inherit" variant="outlined" onClick={retry}>
              Retry
            </ShopButton>
          }
        >
          We couldn't load our frequently asked questions right now. Ask us directly with the form above.
        </ShopAlert>
      )}
      {state.status === 'ready' && <QuestionList questions={state.data} />}
    </>
  );
}
