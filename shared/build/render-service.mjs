// A remote's pages with a query, rendered on demand in the containers (docs/html-first.md, "Pages
// with a query"): the same renderer as `npm start`'s remote servers (shared/build/render-on-demand.mjs),
// run as a small HTTP service beside the remote's nginx, which proxies a request of one of its
// pages' parts with a query here (deploy/nginx/remote.conf.template) and serves every other file
// itself. It answers:
//   200      the part rendered for the query, with the build's stand-in origins (nginx's
//            sub_filter puts the real ones in, as for the build's files)
//   X-Accel-Redirect: @fragment_file   the page reads nothing of the query: nginx serves the
//            build's file
//   404, 414, 503   not a published page, a query too long, not rendered within the budget:
//            the shell's page leaves the region to the browser
// It logs no request (a query is a shopper's search) and listens on the loopback only: in the
// remote's pod (Kubernetes) or network namespace (docker-compose), nothing else reaches it.
//
// With CATALOGUE_API_URL (the catalog's: http://orders:3005/api/catalogue), a remote whose pages
// show the catalogue (config/fragment-format.cjs LIVE_PAGES_FILE) renders every page from it,
// with or without a query, and a product's added since the build (render-on-demand.mjs); its
// nginx then sends it every page's part (RENDER_EVERY_PAGE). A page without a query it cannot
// render in time is the build's file (X-Accel-Redirect), never an empty page.
//
//   APP_DIR=mf-catalog node shared/build/render-service.mjs       (PORT 8090, HOST 127.0.0.1, DIST <app>/dist)
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fragmentPagePath, onDemandPages } from './render-on-demand.mjs';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, dir: string, host?: boolean, pages?: string }> }} */
const { apps } = require('../../config/apps.cjs');

/** The service's port when PORT does not say. */
export const RENDER_SERVICE_PORT = 8090;
/** What nginx serves when the build's file is the page (its named location of the fragments). */
export const FILE_LOCATION = '@fragment_file';
/** A part of a published page, as the remote's nginx asks for it. */
const FRAGMENT_PATH = /^\/fragments\/(head|body)((?:\/[A-Za-z0-9_-]+)+)\.html$/;
const NOT_RENDERED = { 404: 'Not a published page', 414: 'Query too long', 503: 'Not rendered in time' };

/**
 * The render service of the remote in `appDir` serving the build in `dist`: an HTTP server, not
 * yet listening, whose `close()` stops its renderer too.
 * `catalogueApiUrl`: where its pages' catalogue is (above).
 * @param {{ appDir: string, dist: string, budgetMs?: number, catalogueApiUrl?: string }} options
 */
export function renderService({ appDir, dist, budgetMs, catalogueApiUrl }) {
  const app = apps.find((candidate) => path.resolve(import.meta.dirname, '../..', candidate.dir) === path.resolve(appDir));
  if (!app || app.host || !app.pages) throw new Error(`${appDir} is not a remote that publishes pages (config/apps.cjs)`);
  const pages = onDemandPages({ name: app.name, appDir, dist, pagesFile: path.join(dist, app.pages), budgetMs, catalogueApiUrl });
  pages.start();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://render.invalid');
    // The remote's part of the sitemap from live data, else the build's file.
    if ((req.method === 'GET' || req.method === 'HEAD') && url.pathname === '/fragments/sitemap.xml') {
      return void pages.sitemap().then(
        (text) => {
          if (text === null) return void res.writeHead(200, { 'X-Accel-Redirect': FILE_LOCATION }).end();
          res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-cache' }).end(req.method === 'HEAD' ? undefined : text);
        },
        () => void res.writeHead(200, { 'X-Accel-Redirect': FILE_LOCATION }).end(),
      );
    }
    const part = FRAGMENT_PATH.exec(url.pathname);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !part) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    pages.page(fragmentPagePath(url.pathname), url.search).then(
      (answer) => {
        if (answer.status === 200) {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
          return void res.end(req.method === 'HEAD' ? undefined : answer.parts[/** @type {'head' | 'body'} */ (part[1])]);
        }
        if (answer.status === 'file') return void res.writeHead(200, { 'X-Accel-Redirect': FILE_LOCATION }).end();
        res.writeHead(answer.status, { 'Content-Type': 'text/plain' }).end(NOT_RENDERED[answer.status]);
      },
      () => void res.writeHead(503, { 'Content-Type': 'text/plain' }).end(NOT_RENDERED[503]),
    );
  });
  return {
    server,
    /** Resolves once the renderer is loaded, or failed to (then every query is answered 503). */
    loaded: pages.loaded,
    close: async () => {
      await Promise.all([new Promise((resolve) => server.close(resolve)), pages.close()]);
    },
  };
}

if (import.meta.filename === process.argv[1]) {
  const appDir = path.resolve(import.meta.dirname, '../..', process.env.APP_DIR ?? '');
  const catalogueApiUrl = process.env.CATALOGUE_API_URL?.trim() || undefined;
  const service = renderService({ appDir, dist: path.resolve(process.env.DIST ?? path.join(appDir, 'dist')), catalogueApiUrl });
  const port = Number(process.env.PORT ?? RENDER_SERVICE_PORT);
  const host = process.env.HOST ?? '127.0.0.1';
  service.server.listen(port, host, () => console.log(`${path.basename(appDir)}: pages with a query rendered on http://${host}:${port}`));
  // A rollout's SIGTERM: the renders in flight end with the process; nginx answers 503 meanwhile.
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) process.once(signal, () => void service.close().then(() => process.exit(0)));
}
