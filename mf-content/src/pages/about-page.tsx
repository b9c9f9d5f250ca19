import { ContentPage } from '../components/content-page';
import { ContactOptions } from '../components/contact-options';
/** About Mimea Naturals (/about). */
export default function AboutPage() {
  return (
    <ContentPage title="About Mimea Naturals">
      <p>Mimea Naturals brings natural supplements, teas, skincare and health packages to shoppers across Kenya, with delivery to pickup stations in every county.</p>
      <ContactOptions />
    </ContentPage>
  );
}
