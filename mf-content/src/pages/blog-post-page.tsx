import { useParams } from '@mimea/shared';
import { ContentPage } from '../components/content-page';

/** One blog article (/blog/:id). */
export default function BlogPostPage() {
  const { id = '' } = useParams();
  return (
    <ContentPage title="Blog Post Not Found">
      <p>The article you're looking for doesn't exist or has been removed. ({id})</p>
    </ContentPage>
  );
}
