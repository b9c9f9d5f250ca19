// Run after webpack (`npm run build`): writes into each page the build made for a route the HTML
// of that route as the shop first draws it (the chrome: top bar, banner, header, menus, footer;
// the shell's own pages whole; a remote's region as its loading state, which the browser then
// fills), so a shopper reads the page before any script runs and React hydrates it
// (src/bootstrap.tsx). Also writes the pages of the shopper's own routes that have a fixed path
// (config/app-only-routes.cjs: /cart, /checkout, …) and the not-found page, which the servers
// answer a path without a page with (status 404). The plain app page (index.html) stays empty:
// the servers answer the other paths with it (an order's confirmation, offline), and the
// browser draws them.
import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, ShopProviders } from '@mimea/shared';
import { ShopPages } from '../app';
import { serverStyles } from '@mimea/shared/server/server-styles';
import { remoteRouteFor, remoteRoutes, routeTemplateFile, type RemoteRoute } from '../../../config/routes.cjs';
import { withFragmentIncludes } from '../../../config/fragment-format.cjs';
import { notFoundMeta } from '../pages/not-found-page';
import { NOT_FOUND_PAGE, ROUTE_PAGES_DIR, routePageFile } from './route-pages';

// config/ is the repo's tooling, not another app.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { appOnlyRoutes } = require('../../../config/app-only-routes.cjs') as { appOnlyRoutes: readonly string[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apps } = require('../../../config/apps.cjs') as { apps: readonly { name: string; pages?: string }[] };

/** The remotes whose builds render their pages' HTML (shared/build/render-fragments.mjs). */
const rendering = new Set(apps.filter((app) => app.pages).map((app) => app.name));

/** The app page's empty root element (minified or not). */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/**
 * A region React could not finish on the server is marked for the browser to render. An empty
 * digest says it was left on purpose: React then renders it without reporting a hydration error.
 */
const LEFT_TO_THE_BROWSER = /<!--\$!--><template[^>]*><\/template>/g;

/** The HTML of the page at `pagePath`, as the shop first draws it, and its styles as one <style>. */
export function renderPageHtml(pagePath: string): { html: string; styleTag: string } {
  const styles = serverStyles();
  const html = renderToString(
    styles.collect(
      <ShopProviders>
        <MemoryRouter initialEntries={[pagePath]}>
          <ShopPages />
        </MemoryRouter>
      </ShopProviders>,
    ),
  );
  return { html: html.replace(LEFT_TO_THE_BROWSER, '<!--$!--><template data-dgst=""></template>'), styleTag: styles.styleTag() };
}

/** `page` (an HTML file of the build) with the HTML of `pagePath` in its root element, its styles in its <head>. */
export function withPageHtml(page: string, pagePath: string): string {
  if (!EMPTY_ROOT.test(page)) throw new Error(`expected an empty <div id="root"> in the page of ${pagePath}`);
  if (!page.includes('</head>')) throw new Error(`expected a </head> in the page of ${pagePath}`);
  const { html, styleTag } = renderPageHtml(pagePath);
  return page.replace('</head>', () => `${styleTag}</head>`).replace(EMPTY_ROOT, () => `<div id="root">${html}</div>`);
}

/**
 * `page`, the shell's page of `route`, marked for the servers to include the remote's HTML of
 * the asked page in it (config/fragment-format.cjs), when the remote renders that route.
 */
function withIncludes(page: string, route: RemoteRoute | undefined): string {
  return route && rendering.has(route.remote) ? withFragmentIncludes(page, route.remote) : page;
}

/** The app page's title, for the not-found page's; it is not to be indexed. */
function withNotFoundHead(page: string): string {
  const title = notFoundMeta.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return page.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title><meta name="robots" content="noindex" />`);
}

/** Every route page under `dir`, with its path: `_pages/shop/skincare.html` → `/shop/skincare`. */
function routePages(dir: string, base = ''): { file: string; pagePath: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routePages(file, `${base}/${entry.name}`);
    if (!entry.name.endsWith('.html')) return [];
    const name = entry.name.slice(0, -'.html'.length);
    return [{ file, pagePath: base === '' && name === 'index' ? '/' : `${base}/${name}` }];
  });
}

function writeFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * Writes every route page of the build in `dist` with its HTML, and one page per route of a
 * remote (config/routes.cjs `routeTemplateFile`): the chrome for that route around the
 * remote's region, into which the servers include the remote's HTML of the asked page
 * (nginx's server-side includes, tools/serve/compose-page.mjs). Returns how many pages it wrote.
 */
export function prerenderPages(dist: string): number {
  const appPage = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // A shopper's own page a remote publishes (/cart, /checkout: its HTML, noindex) keeps the page
  // the build wrote with its metadata (site-pages-plugin.cjs).
  // The others get no include: their remote renders no HTML of them.
  const unpublished = new Set<string>();
  for (const route of appOnlyRoutes.filter((route) => !route.includes(':'))) {
    const file = path.join(dist, routePageFile(route));
    if (!fs.existsSync(file)) {
      writeFile(file, appPage);
      unpublished.add(file);
    }
  }
  // Any path without a page: no route matches it, so the shell draws its not-found page.
  writeFile(path.join(dist, NOT_FOUND_PAGE), withPageHtml(withNotFoundHead(appPage), '/_not-found'));
  for (const route of remoteRoutes) {
    // The chrome depends on the route, not on its parameters: `/product/:id` is drawn at /product/_.
    const html = withPageHtml(appPage, route.path.replace(/:\w+/g, '_'));
    writeFile(path.join(dist, routeTemplateFile(route.path)), appOnlyRoutes.includes(route.path) ? html : withIncludes(html, route));
  }
  const pages = routePages(path.join(dist, ROUTE_PAGES_DIR));
  for (const { file, pagePath } of pages) {
    const html = withPageHtml(fs.readFileSync(file, 'utf8'), pagePath);
    fs.writeFileSync(file, unpublished.has(file) ? html : withIncludes(html, remoteRouteFor(pagePath)));
  }
  return pages.length + remoteRoutes.length + 1;
}

if (require.main === module) {
  const dist = path.resolve(__dirname, '../../dist');
  const started = Date.now();
  const count = prerenderPages(dist);
  console.log(`prerendered ${count} pages in ${Date.now() - started} ms`);
}
