// The catalog's pages as the catalogue API has them now, for its server's renderer
// (config/fragment-format.cjs LIVE_PAGES_FILE, shared/build/render-on-demand.mjs): the pages of
// the products of the current data (one added since the build has its page too, a hidden one
// none), each with its metadata (title, description, price in its structured data) of now.
import { forgetServerAnswers, type PublishedPage } from '@mimea/shared';
import { catalogue, catalogueRevision, forgetLiveCatalogue } from '../domain/catalogue';
import { catalogPublishedPages } from './published-files';

let kept: { revision: number | null; pages: PublishedPage[] } | null = null;

export const livePages = {
  /** The catalog's public pages from the catalogue's current data, made once per revision. */
  pages: async (): Promise<PublishedPage[]> => {
    const [revision, products] = await Promise.all([catalogueRevision(), catalogue.all()]);
    if (kept?.revision !== revision) kept = { revision, pages: catalogPublishedPages(products) };
    return kept.pages;
  },
  /** Drops the data kept: the next page reads the catalogue API (its revision changed). */
  forget: (): void => {
    forgetLiveCatalogue();
    // The answers the pages' first renders kept (useAsyncQuery): of the old data.
    forgetServerAnswers();
    kept = null;
  },
};
