import { ContentPage } from '../components/content-page';

/** Privacy Policy (/privacy-policy). */
export default function PrivacyPolicyPage() {
  return (
    <ContentPage title="Privacy Policy">
      <p>We use the details you give at checkout only to deliver and confirm your order. Your cart is kept in your own browser. We never sell your data.</p>
    </ContentPage>
  );
}
