import { usePageMeta } from '@mimea/shared';
import { PolicyPage } from '../components/layout/policy-page';
import { terms } from '../domain/policies/terms';
import { policyPageMeta } from '../domain/page-meta';

/** Orders, payment, delivery and returns (/terms). */
export default function TermsPage() {
  usePageMeta(policyPageMeta('/terms', terms));
  return <PolicyPage policy={terms} />;
}
