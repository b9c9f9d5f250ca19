// The catalog's modules a content page renders on its server (a package's products: the catalog's
// `ProductGrid` drawing the catalog's `catalogue`), taken from the catalog's deployment as the
// browser's federation takes them, never from its sources (issue 55): the catalog publishes them
// built for Node at `/server/server-parts.cjs` on its origin (shared/build/webpack-server-parts.cjs),
// and this server fetches that file from CATALOG_SERVER_URL (the catalog's origin as this server
// reaches it) and runs it with its own React, Emotion and @mimea/shared, as a page shares them.
// Asked again at most every CHECK_MS, with its ETag: a catalog deployed anew is followed.
//
// Where there is no catalog to ask (the content's build) or it does not answer, its modules are
// not on this server: the package's products are left to the browser
// (features/catalog/package-products.tsx, CATALOG_NOT_ON_SERVER), never drawn from stale sources.
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { provideFederatedModuleLoader } from '@mimea/shared';
import { CATALOG_NOT_ON_SERVER } from '../components/catalog/catalog-modules';

/** Where the catalog publishes its server parts, under its origin. */
export const SERVER_PARTS_PATH = '/server/server-parts.cjs';
/** How often, at most, the published file is asked again (a new deployment of the catalog). */
const CHECK_MS = 60_000;
/** How long the catalog may take to send it: a render waits for it. */
const FETCH_TIMEOUT_MS = 2_000;

interface Loaded {
  modules: Readonly<Record<string, unknown>>;
  etag: string | null;
  checkedAt: number;
}

let loaded: Loaded | null = null;
let loading: Promise<Loaded | null> | null = null;

/** The error a page's region reads as "not on this server" (not "the catalog is broken"). */
function notOnServer(why: string): Error {
  const error = new Error(`The catalog's modules are not on this server: ${why}`);
  error.name = CATALOG_NOT_ON_SERVER;
  return error;
}

/** The catalog's origin as this server reaches it, or null (a build). */
function catalogServerUrl(): string | null {
  const url = process.env['CATALOG_SERVER_URL']?.trim();
  return url && /^https?:\/\//.test(url) ? url.replace(/\/+$/, '') : null;
}

/** Runs the published CommonJS text with this server's packages: its exports. */
function evaluate(code: string, fileName: string): Readonly<Record<string, unknown>> {
  // Resolved from here: this app's node_modules, the shared libraries the page has once.
  const requireHere = createRequire(__filename);
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: fileName }) as (
    exports: unknown,
    require: NodeJS.Require,
    module: { exports: Record<string, unknown> },
    filename: string,
    dirname: string,
  ) => void;
  wrapper(module.exports, requireHere, module, fileName, path.dirname(fileName));
  const exposed = module.exports['exposedModules'];
  if (typeof exposed !== 'object' || exposed === null) throw new Error(`${fileName} exports no exposedModules`);
  return exposed as Record<string, unknown>;
}

/** The catalog's published parts: fetched once, then asked again (with their ETag) every CHECK_MS. */
async function fetchParts(origin: string): Promise<Loaded | null> {
  const url = `${origin}${SERVER_PARTS_PATH}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: loaded?.etag ? { 'If-None-Match': loaded.etag } : {} });
    if (response.status === 304 && loaded) return { ...loaded, checkedAt: Date.now() };
    if (!response.ok) return loaded;
    return { modules: evaluate(await response.text(), url), etag: response.headers.get('etag'), checkedAt: Date.now() };
  } catch (error) {
    console.error(`content: the catalog's server parts could not be loaded from ${url}: ${error instanceof Error ? error.message : String(error)}`);
    return loaded;
  }
}

async function catalogParts(): Promise<Readonly<Record<string, unknown>>> {
  const origin = catalogServerUrl();
  if (!origin) throw notOnServer('no CATALOG_SERVER_URL (a build)');
  if (!loaded || Date.now() - loaded.checkedAt >= CHECK_MS) {
    loading ??= fetchParts(origin).finally(() => {
      loading = null;
    });
    loaded = await loading;
  }
  if (!loaded) throw notOnServer(`${origin} did not answer`);
  return loaded.modules;
}

/** Loads `catalog/<module>` from the catalog's published server parts. */
async function loadCatalogModule(remote: string, module: string): Promise<unknown> {
  if (remote !== 'catalog') throw notOnServer(`the content's server renders no module of ${remote}`);
  const found = (await catalogParts())[module];
  if (!found) throw notOnServer(`the catalog's server parts have no ${module}`);
  return found;
}

/** Drops what the catalog's catalogue keeps (its data changed): the next render reads it again. */
export function forgetCatalogData(): void {
  const catalogue = loaded?.modules['catalogue'] as { forgetLiveCatalogue?: () => void } | undefined;
  catalogue?.forgetLiveCatalogue?.();
}

/** Called once by the renderer before it renders a page (src/build-time/query-pages.ts loads this module). */
export function provideCatalogOnServer(): void {
  provideFederatedModuleLoader(loadCatalogModule);
}
