// What the fertilizer remote publishes for the shell: its public pages (`PublishedPages` of
// @mimea/shared) as /nopf/pages.json, which the build (shared/build/generated-files-plugin.cjs) writes
// to dist/nopf/ and from which the shell's build writes the sitemap and the route's <head>.
import type { PublishedPage, PublishedPages } from '@mimea/shared';
import { nopfPageMeta } from '../domain/page-meta';

/** Sitemap priority of the landing page. */
const NOPF_PRIORITY = 0.7;

/** The remote's public pages: the landing page. */
export function nopfPublishedPages(): PublishedPage[] {
  return [{ ...nopfPageMeta(), priority: NOPF_PRIORITY }];
}

export function publishedFiles(): { path: string; content: string }[] {
  const pages: PublishedPages = { pages: nopfPublishedPages() };
  return [{ path: '/nopf/pages.json', content: JSON.stringify(pages) }];
}
