import { usePageMeta } from '@mimea/shared';
import { PolicyPage } from '../components/policy-page';
import { privacyPolicy } from '../policies/privacy-policy';
import { policyPageMeta } from '../seo/content-page-meta';

/** What the shop collects, why, for how long, and the shopper's rights (/privacy-policy). */
export default function PrivacyPolicyPage() {
  usePageMeta(policyPageMeta('/privacy-policy', privacyPolicy));
  return <PolicyPage policy={privacyPolicy} />;
}
