import { useParams } from '@mimea/shared';
import { ContentPage } from '../components/content-page';
import { ContactOptions } from '../components/contact-options';

/** Turns a package path name (HeartCare) into its title (Heart Care). */
export function packageTitle(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** One health package (/packages/:name). */
export default function PackagePage() {
  const { name = '' } = useParams();
  return (
    <ContentPage title={`${packageTitle(name)} Package`}>
      <p>Ask our team which products of this package suit you:</p>
      <ContactOptions />
    </ContentPage>
  );
}
