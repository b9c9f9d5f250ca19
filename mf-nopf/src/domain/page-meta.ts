// What /nopf tells browsers, search engines and link previews. Pure, used twice: the page sets it
// with `usePageMeta`, and the build publishes it as /nopf/pages.json (build-time/published-files.ts), from
// which the shell writes the sitemap and the route's <head>. The words are in content/nopf-content.ts.
import { pageDescription, pageTitle, type PageMeta } from '@mimea/shared';
import { nopfContent } from './nopf-content';

export function nopfPageMeta(): PageMeta {
  return {
    path: '/nopf',
    title: pageTitle(`${nopfContent.name} (${nopfContent.shortName})`),
    description: pageDescription(nopfContent.meta.description),
  };
}
