import { PolicyPage } from '../components/policy-page';
import { privacyPolicy } from '../policies/privacy-policy';

/** What the shop collects, why, for how long, and the shopper's rights (/privacy-policy). */
export default function PrivacyPolicyPage() {
  return <PolicyPage policy={privacyPolicy} />;
}
