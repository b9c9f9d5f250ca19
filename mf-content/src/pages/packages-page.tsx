import { ContentPage } from '../components/content-page';
import { ContactOptions } from '../components/contact-options';
/** Health Packages (/packages). */
export default function PackagesPage() {
  return (
    <ContentPage title="Health Packages">
      <p>Curated bundles of natural products for common health goals. Ask us which package suits you:</p>
      <ContactOptions />
    </ContentPage>
  );
}
