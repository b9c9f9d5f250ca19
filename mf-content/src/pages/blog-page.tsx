import { ContentPage } from '../components/content-page';

/** Health & Wellness Blog (/blog). */
export default function BlogPage() {
  return (
    <ContentPage title="Health & Wellness Blog">
      <p>Articles on immunity, skincare, nutrition, sexual wellness and everyday wellness.</p>
    </ContentPage>
  );
}
