import { PolicyPage } from '../components/policy-page';
import { terms } from '../policies/terms';

/** Orders, payment, delivery and returns (/terms). */
export default function TermsPage() {
  return <PolicyPage policy={terms} />;
}
