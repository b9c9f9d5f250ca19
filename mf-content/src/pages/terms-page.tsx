import { ContentPage } from '../components/content-page';

/** Terms of Service (/terms). */
export default function TermsPage() {
  return (
    <ContentPage title="Terms of Service">
      <p>Prices are in Kenyan shillings (KES). Orders are collected at the pickup station you choose and paid by M-Pesa or cash on delivery.</p>
    </ContentPage>
  );
}
