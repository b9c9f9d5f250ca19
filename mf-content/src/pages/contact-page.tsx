import { ContentPage } from '../components/content-page';
import { ContactOptions } from '../components/contact-options';
/** Contact Us (/contact). */
export default function ContactPage() {
  return (
    <ContentPage title="Contact Us">
      <ContactOptions />
    </ContentPage>
  );
}
