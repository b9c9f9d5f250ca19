// The content's pages that show the catalogue's data (a package's products, in the catalog's grid),
// for its server's renderer (config/fragment-format.cjs LIVE_PAGES_FILE,
// shared/build/render-on-demand.mjs): given the catalogue API, the server renders them on demand
// and again when the catalogue's revision changes, so a price the owner changed shows in their
// HTML within a minute. Its other pages are the build's files. The pages themselves are the
// build's: no catalogue change adds or removes one.
import { forgetServerAnswers, type PublishedPage } from '@mimea/shared';
import { contentPublishedPages } from './published-files';
import { forgetCatalogData } from './catalog-on-server';

/** The routes whose pages draw a package's products (pages/package-page.tsx, pages/kids-care-page.tsx). */
const followsCatalogue = (pagePath: string): boolean => pagePath.startsWith('/packages/') || pagePath === '/KidsCare';

/** The build's pages, made once: the worker asks for them before every render. */
let published: PublishedPage[] | null = null;

export const livePages = {
  pages: async (): Promise<PublishedPage[]> => (published ??= contentPublishedPages()),
  follows: followsCatalogue,
  /** The catalogue changed: the next render reads it again. */
  forget: (): void => {
    forgetCatalogData();
    // The answers the pages' first renders kept (useAsyncQuery): of the old data.
    forgetServerAnswers();
  },
};
