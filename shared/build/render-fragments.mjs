// Run by a remote's build after webpack (`npm run build` in mf-catalog, mf-content, mf-nopf):
// renders the HTML of each page the remote publishes (its `pages` list of config/apps.cjs),
// the page alone, without the shell's chrome, into dist/fragments/ (config/fragment-format.cjs:
// its <head> part and its HTML). The shell's servers include them in the page a browser asks
// for (nginx's server-side includes, tools/serve/compose-page.mjs), so a shopper reads the page
// before any script runs, and React in the browser then hydrates it. A remote rebuilt and
// redeployed alone changes the next page.
//
// Production React, so Emotion's class names are the browser's. The page reads its data as in
// the browser (`useAsyncQuery` waits for it here). Its pictures are addressed on a stand-in
// origin, and its <head> on a stand-in site origin: the servers put in the real ones.
//
//   NODE_ENV=production node ./render-fragments.mjs      (from the remote's folder)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import { register } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';

const require = createRequire(import.meta.url);
const { apps } = require('../../config/apps.cjs');
const { remoteRouteFor } = require('../../config/routes.cjs');
const { LIVE_PAGES_FILE, PARTS, QUERY_PAGES_FILE, REMOTE_ORIGIN_STAND_IN, SITE_ORIGIN_STAND_IN, SITEMAP_FILE, SOURCES_FILE, fragmentFile } = require('../../config/fragment-format.cjs');

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The `<link rel="preload">` elements React writes before a page's own HTML. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/?>)+/;

/** Loads `name` with a DOM window in place, then takes the window away. @param {string} name */
function loadWithDom(name) {
  const { JSDOM } = require('jsdom');
  const global = /** @type {{ window?: unknown }} */ (globalThis);
  global.window = new JSDOM('').window;
  try {
    require(name);
  } finally {
    delete global.window;
  }
}

/** What the sources' fingerprint covers: the remote's own code and the shared library's. */
const FINGERPRINTED = (/** @type {string} */ appDir) => [path.join(appDir, 'src'), path.join(repoRoot, 'shared')];
export { SOURCES_FILE };

/**
 * A hash of the code that renders the remote's pages (its src/ and shared/, tests and
 * dependencies left out), written by the build (SOURCES_FILE) so that a server rendering pages
 * on demand from the checkout's sources does so only when they are the build's: otherwise its
 * HTML could differ from what the browser's code draws (shared/build/render-on-demand.mjs).
 * @param {string} appDir
 */
export function sourcesFingerprint(appDir) {
  const hash = createHash('sha256');
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(file);
      } else if (/\.(?:tsx?|json|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        hash.update(path.relative(repoRoot, file)).update('\0').update(fs.readFileSync(file)).update('\0');
      }
    }
  };
  for (const dir of FINGERPRINTED(appDir)) walk(dir);
  return hash.digest('hex');
}

/** @param {NodeJS.ReadableStream} stream */
async function text(stream) {
  const chunks = [];
  await new Promise((resolve, reject) => {
    stream.pipe(new Writable({ write: (chunk, _encoding, done) => void (chunks.push(chunk), done()), final: (done) => void (resolve(undefined), done()) }));
    stream.on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page renderer of the remote in `appDir`: `render(page, query)` gives the two parts of one
 * of its published pages (`{ path, title, description, … }` of its pages.json), `{ head, body }`,
 * at its address with `query` (a normalised query without its `?`, '' for none: the build's
 * pages; the servers' on-demand ones, docs/html-first.md). The page reads the query as in the
 * browser, through the router's location; the metadata of a page with a query is what the
 * page sets in the browser (its remote's `src/build-time/query-pages.ts`). `queryParams(path)`:
 * the query parameters the page at `path` reads, none for a page whose HTML no query changes.
 * `close()` unloads the TypeScript loaders.
 * @param {string} appDir
 */
export async function pageRenderer(appDir) {
  const app = apps.find((candidate) => path.join(repoRoot, candidate.dir) === path.resolve(appDir));
  if (!app || !app.pages) throw new Error(`${appDir} is not a remote that publishes pages (config/apps.cjs)`);
  const exposes = require(path.join(appDir, 'exposes.cjs'));

  // The remote's pictures are addressed from webpack's public path, its origin in the browser.
  globalThis.__webpack_public_path__ = `${REMOTE_ORIGIN_STAND_IN}/`;
  // The apps' TypeScript, compiled as CommonJS as the build's other steps load it; the ES
  // loader too, for the chunks a page imports on demand (`import('./product-details')`).
  process.env.TSX_TSCONFIG_PATH = path.join(repoRoot, 'tsconfig.base.json');
  const unregister = register();
  const unregisterEsm = registerEsm({ tsconfig: process.env.TSX_TSCONFIG_PATH });
  // DOMPurify (the content's article sanitiser) sanitises through a DOM, found when it loads:
  // it gets jsdom's for that moment only, so no other code takes this process for a browser.
  loadWithDom('dompurify');
  const { createElement } = require('react');
  const { prerenderToNodeStream } = require('react-dom/static');
  const { MemoryRouter, Route, Routes, ShopProviders } = require('@mimea/shared');
  const { pageHeadHtml } = require('@mimea/shared/pure');
  const { sitemapUrls } = require('@mimea/shared/markup');
  const { serverStyles } = require('@mimea/shared/server/server-styles');
  /** @type {Map<string, import('react').ComponentType>} */
  const modules = new Map();
  // The pages whose HTML a query changes: the parameters each reads, its metadata for a query.
  const queryPagesFile = path.join(appDir, QUERY_PAGES_FILE);
  /** @type {Record<string, { params: readonly string[], meta: (pathname: string, params: URLSearchParams) => import('@mimea/shared').PageMeta }>} */
  const queryPages = fs.existsSync(queryPagesFile) ? require(queryPagesFile).queryPages : {};
  // A remote whose pages show live data (the catalogue API's, when its Node process is given
  // one): its pages now, and how to drop the data it keeps (render-on-demand.mjs).
  const livePagesFile = path.join(appDir, LIVE_PAGES_FILE);
  /** @type {{ pages: () => Promise<import('@mimea/shared').PublishedPage[]>, forget: () => void, follows?: (pagePath: string) => boolean } | null} */
  const live = fs.existsSync(livePagesFile) ? require(livePagesFile).livePages : null;

  /** The route of `pagePath` and the file of the module that renders it. @param {string} pagePath */
  function routeOf(pagePath) {
    const route = remoteRouteFor(pagePath);
    if (!route || route.remote !== app.name) throw new Error(`${pagePath}: config/routes.cjs does not give it to ${app.name}`);
    const source = exposes[`./${route.module}`];
    if (!source) throw new Error(`${pagePath}: ${app.dir}/exposes.cjs has no ./${route.module}`);
    return { route, source };
  }

  /**
   * @param {{ path: string, title: string, description: string }} page (a published page, or one of the live data's)
   * @param {string} [query] the page's query, normalised (queryParams), without its `?`
   * @param {{ signal?: AbortSignal }} [options] `signal` abandons the render
   */
  async function render(page, query = '', options = {}) {
    const { route, source } = routeOf(page.path);
    if (!modules.has(source)) modules.set(source, require(path.join(appDir, source)).default);
    const meta = query === '' ? page : queryPages[route.module].meta(page.path, new URLSearchParams(query));
    const address = query === '' ? page.path : `${page.path}?${query}`;
    const styles = serverStyles();
    const element = styles.collect(
      createElement(
        ShopProviders,
        null,
        createElement(MemoryRouter, { initialEntries: [address] }, createElement(Routes, null, createElement(Route, { path: route.path, element: createElement(modules.get(source)) }))),
      ),
    );
    // One piece, inline: no boundary is sent apart (which would need an inline script). Errors
    // name the page's path, never its query (a shopper's search stays out of the logs).
    const { prelude } = await prerenderToNodeStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: options.signal,
      onError: (error) => console.error(`${page.path}:`, error),
    });
    const body = await text(prelude);
    if (/<script(?![^>]*application\/ld\+json)/.test(body)) throw new Error(`${page.path}: its HTML has a script, which the shop's CSP refuses`);
    // React writes the resources it was asked to preload (the hero's picture) first: they go
    // to the <head>, where the browser finds them soonest and hydration does not meet them.
    const preloads = body.match(LEADING_PRELOADS)?.[0] ?? '';
    // The region React hydrates: a finished Suspense boundary, where the shell left one to the
    // browser. Its styles go to the <head> with its metadata, as one sheet.
    return { head: `${pageHeadHtml(meta, SITE_ORIGIN_STAND_IN)}${preloads}${styles.styleTag({ globals: false })}`, body: `<!--$-->${body.slice(preloads.length)}<!--/$-->` };
  }

  return {
    app,
    render,
    /** The remote's live pages, when its pages show live data (src/build-time/live-pages.ts), else null. */
    live,
    /** The query parameters the page at `pagePath` reads: none when no query changes its HTML. @param {string} pagePath */
    queryParams: (pagePath) => queryPages[routeOf(pagePath).route.module]?.params ?? [],
    /** The remote's part of the shop's sitemap: its pages' `<url>` elements. @param {import('@mimea/shared').PublishedPage[]} pages */
    sitemap: (pages) => sitemapUrls(pages, SITE_ORIGIN_STAND_IN),
    close: async () => {
      unregister();
      await unregisterEsm();
    },
  };
}

/**
 * Renders every published page of the remote in `appDir` into its dist/fragments/, and its part
 * of the shop's sitemap.
 * @param {string} appDir
 * @returns {Promise<{ count: number, bytes: number, ms: number }>}
 */
export async function renderFragments(appDir) {
  const started = Date.now();
  const renderer = await pageRenderer(appDir);
  try {
    const dist = path.join(appDir, 'dist');
    const { pages } = JSON.parse(fs.readFileSync(path.join(dist, renderer.app.pages), 'utf8'));
    fs.rmSync(path.join(dist, 'fragments'), { recursive: true, force: true });
    let count = 0;
    let bytes = 0;
    for (const page of pages) {
      const parts = await renderer.render(page);
      for (const part of PARTS) {
        const file = path.join(dist, fragmentFile(part, page.path));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, parts[part]);
        bytes += Buffer.byteLength(parts[part]);
      }
      count += 1;
    }
    fs.writeFileSync(path.join(dist, SITEMAP_FILE), renderer.sitemap(pages));
    fs.writeFileSync(path.join(dist, SOURCES_FILE), `${JSON.stringify({ sha256: sourcesFingerprint(appDir) })}\n`);
    return { count, bytes, ms: Date.now() - started };
  } finally {
    await renderer.close();
  }
}

if (import.meta.filename === process.argv[1]) {
  const { count, bytes, ms } = await renderFragments(process.cwd());
  console.log(`rendered ${count} pages (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${ms} ms`);
}
