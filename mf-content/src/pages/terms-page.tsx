import { usePageMeta } from '@mimea/shared';
import { PolicyPage } from '../components/policy-page';
import { terms } from '../policies/terms';
import { policyPageMeta } from '../seo/content-page-meta';

/** Orders, payment, delivery and returns (/terms). */
export default function TermsPage() {
  usePageMeta(policyPageMeta('/terms', terms));
  return <PolicyPage policy={terms} />;
}
