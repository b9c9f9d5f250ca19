// Serves the production builds as they would be deployed (docs/architecture.md, section 4):
// each app from its own origin and port, compression on, the security headers of
// config/security-headers.cjs on every response, CORS on remotes for the shop's origins only,
// entry files, runtime config and the remotes' published pages `no-cache`, content-hashed chunks
// immutable, source maps kept from the public under any spelling, the shell with a fallback to
// index.html for client routes, the back office's page (/office…, a build of its own) with headers of its own, no
// redirect off the shop, and /api/ on the shell origin proxied to the order service
// (tools/serve/api-proxy.mjs).
//
//   node tools/serve/serve.mjs            every app
//   node tools/serve/serve.mjs catalog    one app (its build must exist)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, dir: string, port: number, host?: boolean, pages?: string }>, orderServicePort: number, apiBodyLimit: number, statementPath: string, statementBodyLimit: number, cataloguePath: string, catalogueBodyLimit: number }} */
const { apps, orderServicePort, apiBodyLimit, statementPath, statementBodyLimit, cataloguePath, catalogueBodyLimit } = require('../../config/apps.cjs');
const { runtimeConfig, remoteOrigin: remoteOriginOf } = require('./runtime-config.cjs');
const { officePageHeaders, securityHeaders, shopOrigins } = require('../../config/security-headers.cjs');
const { isAppOnlyRoute } = require('../../config/app-only-routes.cjs');
const { LIVE_PAGES_FILE, QUERY_PAGES_FILE, withRealOrigins } = require('../../config/fragment-format.cjs');
import { fragmentPagePath, onDemandPages } from '../../shared/build/render-on-demand.mjs';
import { apiProxy } from './api-proxy.mjs';
import { composeRoute, includeSitemaps } from './compose-page.mjs';
import { appLabel, PortInUseError, portInUseMessage } from './ports.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Files a deployment replaces in place: browsers must revalidate them every time. The remotes'
 * published data (each remote's pages) and the remotes' rendered pages (fragments/) are among
 * them: no hash in the name, and they change.
 */
const publishedData = apps.flatMap((app) => (app.pages ? [app.pages] : []));
const REVALIDATE = new RegExp(
  `(^|/)(fragments/.+\\.html|server/[a-z-]+\\.cjs|index\\.html|remoteEntry\\.js|mf-manifest\\.json|mf-stats\\.json|main\\.js|runtime-config\\.json|sw\\.js|manifest\\.webmanifest|sitemap\\.xml|robots\\.txt|${publishedData.map((file) => file.replace(/\./g, '\\.')).join('|')})$`,
);
/**
 * Whether a request path names a source map once decoded as the static server decodes it, in
 * any case. A path that does not decode is refused too.
 * @param {string} urlPath
 */
export function isSourceMapPath(urlPath) {
  try {
    return /\.map$/i.test(decodeURIComponent(urlPath));
  } catch {
    return true;
  }
}

/** Emitted with a content hash in the name: safe to keep for a year. */
const IMMUTABLE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/** @param {Pick<import('express').Response, 'setHeader'>} res @param {string} filePath */
export function setCacheHeaders(res, filePath) {
  const name = filePath.split(path.sep).join('/');
  if (REVALIDATE.test(name)) res.setHeader('Cache-Control', 'no-cache');
  else if (IMMUTABLE.test(name)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

/**
 * The built page of a client route (shell/src/build-time/route-pages.ts: `/` → `_pages/index.html`,
 * `/shop` → `_pages/shop.html`), or null for a path that cannot name one.
 * @param {string} dist @param {string} urlPath
 */
export function routePageFor(dist, urlPath) {
  if (!/^\/(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)?$/.test(urlPath)) return null;
  return path.join(dist, '_pages', urlPath === '/' ? 'index.html' : `${urlPath}.html`);
}

/** Where a remote is served from, as the shop's pages load it (the runtime config). @param {string} remote */
const remoteOrigin = (remote) => remoteOriginOf(process.env, remote);

/** The shop's public origin: canonical and link-preview URLs are absolute on it. */
function siteOrigin() {
  return (process.env.SITE_ORIGIN?.trim() || `http://localhost:${apps.find((app) => app.host)?.port}`).replace(/\/+$/, '');
}

/**
 * For a path without a page of its own: a shopper's own pages the app page (200), which the
 * browser draws; any other path the not-found page the shell's build wrote (404), else the app page.
 * @param {import('express').Request} req @param {import('express').Response} res @param {string} dist
 */
function sendAppPage(req, res, dist) {
  if (isAppOnlyRoute(req.path)) return res.sendFile(path.join(dist, 'index.html'));
  const notFound = path.join(dist, '_not-found.html');
  res.status(404).sendFile(fs.existsSync(notFound) ? notFound : path.join(dist, 'index.html'));
}

/**
 * Where a remote whose pages show the catalogue (its LIVE_PAGES_FILE) reads it: CATALOGUE_API_URL,
 * else the order service of `npm start` (its catalogue module), on its port.
 */
export function catalogueApiUrl(env = process.env) {
  return (env.CATALOGUE_API_URL?.trim() || `http://127.0.0.1:${orderServicePort}/api/catalogue`).replace(/\/+$/, '');
}

/**
 * Where a server reaches the catalog's origin for its published server parts (the content's
 * package pages draw the catalog's grid: mf-content/src/build-time/catalog-on-server.ts):
 * CATALOG_SERVER_URL, else the catalog's port of config/apps.cjs.
 */
export function catalogServerUrl(env = process.env) {
  return (env.CATALOG_SERVER_URL?.trim() || `http://127.0.0.1:${apps.find((app) => app.name === 'catalog')?.port}`).replace(/\/+$/, '');
}

/** Why a page with a query was not rendered. */
const NOT_RENDERED = { 404: 'Not a published page', 414: 'Query too long', 503: 'Not rendered in time' };

/**
 * @param {{ name: string, dir: string, host?: boolean, pages?: string }} app
 * @param {string} [dist] the build to serve: the app's dist/ unless told otherwise
 * @param {{ orderService?: string, renderer?: 'start' | 'first-request', renderBudgetMs?: number, catalogueApi?: string | null, revisionPollMs?: number, liveMaxAgeMs?: number, catalogServer?: string }} [options]
 *   where /api/ goes (the order service on its port by default); when a remote that publishes
 *   pages loads its renderer of pages with a query (at the first such request unless told
 *   otherwise), and how long a request waits for one; where a remote whose pages show the
 *   catalogue reads it (none: its build's data, its pages as built; `npm start`: catalogueApiUrl()).
 *   `server.locals.close()` stops it.
 */
export function createApp(app, dist = path.join(repoRoot, app.dir, 'dist'), options = {}) {
  const server = express();
  // A remote's pages with a query (/fragments/body/shop.html?search=tea), rendered on demand.
  // One whose pages show the catalogue renders every page from it, query or not (docs/html-first.md).
  const liveApi = !app.host && fs.existsSync(path.join(repoRoot, app.dir, LIVE_PAGES_FILE)) ? (options.catalogueApi ?? null) : null;
  const queryPages =
    !app.host && app.pages && fs.existsSync(path.join(repoRoot, app.dir, QUERY_PAGES_FILE))
      ? onDemandPages({ name: app.name, appDir: path.join(repoRoot, app.dir), dist, pagesFile: path.join(dist, app.pages), budgetMs: options.renderBudgetMs, catalogueApiUrl: liveApi ?? undefined, pollMs: options.revisionPollMs, liveMaxAgeMs: options.liveMaxAgeMs, workerEnv: { CATALOG_SERVER_URL: options.catalogServer ?? catalogServerUrl() } })
      : null;
  if (options.renderer === 'start') queryPages?.start();
  server.locals.rendererLoaded = async () => queryPages?.loaded();
  server.locals.close = async () => queryPages?.close();
  server.disable('x-powered-by');
  server.use(compression());
  const headers = securityHeaders(process.env, { host: Boolean(app.host) });
  // The order service's answers carry its own headers (the same on every deployment).
  if (app.host) {
    const target = options.orderService ?? `http://localhost:${orderServicePort}`;
    // The till statement may be larger than any other body (config/apps.cjs).
    server.use(statementPath, ...apiProxy({ target, limit: statementBodyLimit, ownHeaders: headers }));
    // So may the office's product photos and CSV imports (config/apps.cjs).
    server.use(cataloguePath, ...apiProxy({ target, limit: catalogueBodyLimit, ownHeaders: headers }));
    server.use('/api', ...apiProxy({ target, limit: apiBodyLimit, ownHeaders: headers }));
  }
  server.use((_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  });
  if (!app.host) {
    // Remotes are fetched from the shop's pages: those origins, and no other, may read them.
    const allowed = new Set(shopOrigins(process.env));
    server.use((req, res, next) => {
      res.setHeader('Vary', 'Origin');
      const origin = req.get('origin');
      if (origin && allowed.has(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
      next();
    });
  }
  // Source maps are the team's (they stay in dist/), not the public's, under any spelling of
  // their name that the static server would decode to one (`.%6dap`, `%2emap`, `.MAP`).
  server.use((req, res, next) => (isSourceMapPath(req.path) ? res.status(404).type('text/plain').send('Not found') : next()));
  // The shell reads it; a remote's standalone harness reads it too, to find the remotes it uses.
  server.get('/runtime-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(runtimeConfig(process.env));
  });
  if (!app.host) {
    // The remote's rendered pages, with its real origins and the shop's (config/fragment-format.cjs),
    // ready for the shell's server to include as they are. Their names have no dots but the last.
    // Its part of the shop's sitemap likewise.
    // A page's part with a query is rendered on demand (shared/build/render-on-demand.mjs): the
    // query cut down to what the page reads, the build's file when that leaves nothing, 503 when
    // it cannot be rendered in time (the shell's page then leaves the region to the browser).
    const origins = () => ({ remoteOrigin: remoteOrigin(app.name) ?? '', siteOrigin: siteOrigin() });
    server.get(/^\/fragments\/(?:(?:head|body)(?:\/[A-Za-z0-9_-]+)+\.html|sitemap\.xml)$/, (req, res, next) => {
      const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
      const part = /^\/fragments\/(head|body)\//.exec(req.path)?.[1];
      /** The build's file, with the real origins. */
      const sendFile = () =>
        fs.promises.readFile(path.join(dist, req.path), 'utf8').then(
          (text) => {
            res.setHeader('Cache-Control', 'no-cache');
            res.type(path.extname(req.path)).send(withRealOrigins(text, origins()));
          },
          () => next(),
        );
      // Its part of the sitemap from the catalogue's data too (a product added since the build).
      if (!part && liveApi && queryPages) {
        return void queryPages
          .sitemap()
          .then((text) => {
            if (text === null) return sendFile();
            res.setHeader('Cache-Control', 'no-cache');
            return void res.type('xml').send(withRealOrigins(text, origins()));
          })
          .catch(next);
      }
      const rendered = (search !== '' || liveApi) && part && queryPages ? queryPages.page(fragmentPagePath(req.path), search) : Promise.resolve(null);
      rendered
        .then((answer) => {
          if (answer?.status === 200) {
            res.setHeader('Cache-Control', 'no-cache');
            return void res.type('html').send(withRealOrigins(answer.parts[/** @type {'head' | 'body'} */ (part)], origins()));
          }
          if (answer && answer.status !== 'file') return void res.status(answer.status).type('text/plain').send(NOT_RENDERED[answer.status]);
          return sendFile();
        })
        .catch(next);
    });
  }
  if (app.host) {
    // The sitemap as the shell's build wrote it, with each remote's current part included.
    server.get('/sitemap.xml', (_req, res, next) => {
      fs.promises
        .readFile(path.join(dist, 'sitemap.xml'), 'utf8')
        .then((sitemap) => includeSitemaps(sitemap, remoteOrigin))
        .then((sitemap) => {
          res.setHeader('Cache-Control', 'no-cache');
          res.type('xml').send(sitemap);
        }, next);
    });
  }
  if (app.host) {
    // The back office (docs/office.md): /office and every path under it is the office's page, a
    // build of the shell of its own (dist/office/: its app page and its code), never a page of the
    // shop's; every answer there carries the office's own policy, noindex and no-store
    // (deploy/nginx/shell.conf.template does the same).
    const officeHeaders = officePageHeaders(process.env);
    const officeDist = path.join(dist, 'office');
    server.use(
      '/office',
      (_req, res, next) => {
        for (const [name, value] of Object.entries(officeHeaders)) res.setHeader(name, value);
        next();
      },
      express.static(officeDist, { index: false, redirect: false, cacheControl: false }),
      (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? res.sendFile(path.join(officeDist, 'index.html')) : next()),
    );
  }
  // The shell's `/` is a client route like the others (it has its own page, below).
  server.use(express.static(dist, { index: app.host ? false : 'index.html', setHeaders: setCacheHeaders }));
  if (app.host) {
    // Client routes (/shop, /product/x, …) get their own page when the build wrote one (its
    // <head> carries the route's title and link-preview tags); a shopper's own pages (cart,
    // checkout, …) the app page; any other path the app page with status 404, which shows the
    // not-found page (a soft 404 would be indexed). A missing file stays a plain 404, unless a
    // browser navigates to it (it asks for text/html by name, as no script or image load does):
    // /product/x.y is a page that does not exist, not a file.
    server.use((req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
      if (path.extname(req.path) !== '' && !/\btext\/html\b/.test(req.get('accept') ?? '')) return next();
      // One address per page: /shop/ is /shop. Only a path the shop could have a page at: a
      // redirect to whatever followed the slashes could send a shopper off the shop (//evil.example/).
      const withoutSlash = req.path.replace(/\/+$/, '');
      if (withoutSlash !== req.path && routePageFor(dist, withoutSlash) !== null)
        return res.redirect(301, withoutSlash + req.originalUrl.slice(req.path.length));
      res.setHeader('Cache-Control', 'no-cache');
      const routePage = routePageFor(dist, req.path);
      const built = routePage && fs.existsSync(routePage) ? routePage : null;
      // A remote's route: the shell's page with the remote's HTML of it (tools/serve/compose-page.mjs).
      if (routePage) {
        const search = req.originalUrl.slice(req.path.length).replace(/^\?$/, '');
        composeRoute({ dist, pathname: req.path, search, routePage: built, known: built !== null || isAppOnlyRoute(req.path), remoteOrigin })
          .then((page) => {
            if (!page) return built ? res.sendFile(built) : sendAppPage(req, res, dist);
            res.status(page.status).type('html').send(page.html);
          })
          .catch(next);
        return undefined;
      }
      if (built) return res.sendFile(built);
      sendAppPage(req, res, dist);
    });
  }
  server.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return server;
}

/**
 * Starts one app's server. A port another program holds is a PortInUseError (tools/serve/ports.mjs),
 * whose message says which and how to move the shop.
 * @param {string} name
 * @param {{ port?: number, quiet?: boolean, dist?: string }} [options] `dist`: another build of the app
 *   to serve (the e2e suite's redeployed remote)
 * @returns {Promise<{ name: string, port: number, close: () => Promise<void> }>}
 */
export function startAppServer(name, options = {}) {
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app "${name}"; one of ${apps.map((a) => a.name).join(', ')}`);
  const dist = options.dist ?? path.join(repoRoot, app.dir, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${app.dir} is not built: run npm run build first`);
  const port = options.port ?? app.port;
  return new Promise((resolve, reject) => {
    // Its renderer of pages with a query loads as it starts (docs/html-first.md), not at the
    // first search, whose page would otherwise be drawn by the browser.
    const server = createApp(app, dist, { renderer: 'start', catalogueApi: catalogueApiUrl() });
    const listener = server.listen(port, 'localhost');
    listener.once('error', (/** @type {NodeJS.ErrnoException} */ error) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, appLabel(app)) : error));
    listener.once('listening', async () => {
      // Started once it renders pages with a query too, so the first search arrives as HTML.
      await server.locals.rendererLoaded();
      if (!options.quiet) console.log(`${app.name.padEnd(8)} http://localhost:${port}/`);
      resolve({
        name,
        port,
        close: () =>
          Promise.all([
            server.locals.close(),
            new Promise((done) => {
              listener.closeAllConnections();
              listener.close(() => done(undefined));
            }),
          ]).then(() => undefined),
      });
    });
  });
}

/**
 * Starts every app; resolves with their handles. If one cannot start, those that did are
 * stopped and its error is thrown.
 * @param {{ quiet?: boolean }} [options]
 */
export async function startAllServers(options = {}) {
  const started = await Promise.allSettled(apps.map((app) => startAppServer(app.name, options)));
  const failed = started.find((result) => result.status === 'rejected');
  if (!failed) return started.map((result) => /** @type {PromiseFulfilledResult<Awaited<ReturnType<typeof startAppServer>>>} */ (result).value);
  await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
  throw failed.reason;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  /** @type {Awaited<ReturnType<typeof startAllServers>>} */
  let servers;
  try {
    servers = names.length ? await Promise.all(names.map((n) => startAppServer(n))) : await startAllServers();
  } catch (error) {
    if (!(error instanceof PortInUseError)) throw error;
    console.error(portInUseMessage(error.port, error.what, 'node tools/serve/serve.mjs'));
    process.exit(1);
  }
  const stop = async () => {
    await Promise.all(servers.map((server) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
