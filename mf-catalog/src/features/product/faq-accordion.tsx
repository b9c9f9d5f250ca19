import { QuestionList } from '@mimea/shared';
import type { Faq } from '../../domain/product-types';

/** Questions where opening one closes the one that was open. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return <QuestionList questions={faqs} />;
}
