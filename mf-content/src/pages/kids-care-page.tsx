import { ContentPage } from '../components/content-page';

/** Kids Care (/KidsCare). */
export default function KidsCarePage() {
  return (
    <ContentPage title="Kids Care">
      <p>Gentle natural products for children's everyday wellbeing.</p>
    </ContentPage>
  );
}
