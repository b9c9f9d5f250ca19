// The content's pages whose HTML depends on their address's query, for the HTML its server
// renders on demand (shared/build/render-fragments.mjs, docs/html-first.md): for each exposed page,
// the query parameters it reads (every other one changes nothing in its HTML, and is dropped
// before rendering) and its metadata for a query, as the page sets it with `usePageMeta`.
import type { PageMeta } from '@mimea/shared';
import { provideCatalogOnServer } from './catalog-on-server';
import { blogCategoryFrom } from '../domain/blog/blog-search';
import { blogPageMeta } from '../domain/page-meta';

export interface QueryPage {
  /** The parameters the page reads (the blog: its search and its category). */
  params: readonly string[];
  meta: (pathname: string, params: URLSearchParams) => PageMeta;
}

export const queryPages: Record<string, QueryPage> = {
  BlogPage: {
    params: ['search', 'category'],
    meta: (_pathname, params) => blogPageMeta({ search: params.get('search') ?? '', category: blogCategoryFrom(params.get('category')) }),
  },
};

// The renderer loads this file before it renders any page, the build's and on demand: the
// catalog's modules a page shows (a package's products) are then found where the browser's
// federation would load them (catalog-on-server.ts).
provideCatalogOnServer();
