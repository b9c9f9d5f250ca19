import { usePageMeta } from '@mimea/shared';
import { PolicyPage } from '../components/layout/policy-page';
import { privacyPolicy } from '../domain/policies/privacy-policy';
import { policyPageMeta } from '../domain/page-meta';

/** What the shop collects, why, for how long, and the shopper's rights (/privacy-policy). */
export default function PrivacyPolicyPage() {
  usePageMeta(policyPageMeta('/privacy-policy', privacyPolicy));
  return <PolicyPage policy={privacyPolicy} />;
}
