// One HTML file per published page, each the app page with that page's metadata in its
// <head>: link previews (WhatsApp, Facebook) and crawlers read the HTML without running the
// shop's JavaScript. The servers answer a client route with its file when there is one
// (tools/serve.mjs, deploy/nginx/shell.conf.template), else with the plain app page.
import { pageHeadTags, type HeadTag, type PageMeta } from '@mimea/shared/src/page-meta/page-meta';

/** Where the built files live, under the shell's dist/. */
export const ROUTE_PAGES_DIR = '_pages';

/** The block of the app page (public/index.html) that each route's metadata replaces. */
const META_BLOCK = /<!--page-meta-->[\s\S]*?<!--\/page-meta-->/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function tagHtml(tag: HeadTag): string {
  if (tag.tag === 'meta') return `<meta ${tag.key}="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}" />`;
  if (tag.tag === 'link') return `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}" />`;
  return `<script type="application/ld+json">${tag.json}</script>`;
}

/** `/` → `_pages/index.html`, `/product/olive-soap` → `_pages/product/olive-soap.html`. */
export function routePageFile(pagePath: string): string {
  return `${ROUTE_PAGES_DIR}${pagePath === '/' ? '/index' : pagePath}.html`;
}

/** The app page with `meta` in place of its metadata block. */
export function routePageHtml(appPage: string, meta: PageMeta, origin: string): string {
  if (!META_BLOCK.test(appPage)) throw new Error('index.html has no <!--page-meta--> … <!--/page-meta--> block');
  const head = [`<title>${escapeHtml(meta.title)}</title>`, ...pageHeadTags(meta, origin).map(tagHtml)].join('\n    ');
  return appPage.replace(META_BLOCK, () => head);
}
