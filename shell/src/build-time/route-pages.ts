// One HTML file per published page, each the app page with that page's metadata in its
// <head>: link previews (WhatsApp, Facebook) and crawlers read the HTML without running the
// shop's JavaScript. The servers answer a client route with its file when there is one
// (tools/serve/serve.mjs, deploy/nginx/shell.conf.template), else with the plain app page.
import { type PageMeta, pageHeadHtml } from '@mimea/shared/pure';

/** Where the built files live, under the shell's dist/. */
export const ROUTE_PAGES_DIR = '_pages';

/** The page the servers answer a path without a page with, status 404 (src/build-time/prerender-pages.tsx). */
export const NOT_FOUND_PAGE = '_not-found.html';

/** The block of the app page (public/index.html) that each route's metadata replaces. */
const META_BLOCK = /<!--page-meta-->[\s\S]*?<!--\/page-meta-->/;

/** `/` → `_pages/index.html`, `/product/olive-soap` → `_pages/product/olive-soap.html`. */
export function routePageFile(pagePath: string): string {
  return `${ROUTE_PAGES_DIR}${pagePath === '/' ? '/index' : pagePath}.html`;
}

/** The app page with `meta` in place of its metadata block. */
export function routePageHtml(appPage: string, meta: PageMeta, origin: string): string {
  if (!META_BLOCK.test(appPage)) throw new Error('index.html has no <!--page-meta--> … <!--/page-meta--> block');
  const head = pageHeadHtml(meta, origin);
  return appPage.replace(META_BLOCK, () => head);
}
