// A remote's pages with a query, rendered on demand (docs/html-first.md): the shell's server asks
// the remote for `/fragments/body/shop.html?search=tea`, and the remote's server answers with the
// page rendered at that address by the build's own renderer (shared/build/render-fragments.mjs, in a
// worker thread: shared/build/render-worker.mjs), so the search's results arrive as HTML like any other
// page and the remote keeps owning its HTML. Used by the remotes' servers of `npm start`
// (tools/serve/serve.mjs) and, in the containers, by each remote's render service beside its nginx
// (shared/build/render-service.mjs).
//
// Bounded: the query is cut down to the parameters the page reads (its remote's
// src/build-time/query-pages.ts), in their declared order, and refused past QUERY_MAX characters;
// a page whose HTML no query changes is the build's file; only published pages are rendered;
// the answers are kept in a small LRU cache by page and normalised query; a render that does not
// finish within the budget is answered 503 (the shell's page then leaves the region to the
// browser, as before) and, when it finishes, cached for the next request. The query is never
// logged: it is a shopper's search.
//
// Live data (`catalogueApiUrl`, the catalog's and the content's renderers given CATALOGUE_API_URL,
// docs/html-first.md "Pages that follow the catalogue"): every page of a remote whose build says it
// reads the catalogue (its src/build-time/live-pages.ts; of those the module `follows`, when it
// names them: the content's package pages) is rendered on demand too, with or without a query,
// from the catalogue API's data, and kept while `GET <catalogueApiUrl>/revision` (asked at most
// every REVISION_POLL_MS) says the same, and at most LIVE_MAX_AGE_MS (a product page's exact
// stock, which moves with every order and not the revision); a page of a product added since the
// build is rendered too. The build's file is the answer while the API never answered, or when a page without a
// query is not rendered within the budget: never an empty page.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const { SOURCES_FILE } = createRequire(import.meta.url)('../../config/fragment-format.cjs');

/** The longest normalised query rendered: longer ones are left to the browser. */
export const QUERY_MAX = 256;
/** How long a request waits for its page (the shell's page waits 1 s for both parts in all). */
export const RENDER_BUDGET_MS = 800;
/** How many rendered pages are kept. */
export const CACHE_SIZE = 100;
/** How many pages without a query are kept when they follow live data (a catalogue's every product page). */
export const LIVE_CACHE_SIZE = 1000;
/** How often, at most, the catalogue's revision is asked: pages follow a change within this and a render. */
export const REVISION_POLL_MS = 10_000;
/**
 * How long a page rendered from live data is kept at the same revision: the revision moves with
 * what cards show, not with every order's units (services/order-service/src/catalogue/stock.ts),
 * so a product page's "In Stock (N available)" is this and the data's 10 s old at most.
 */
export const LIVE_MAX_AGE_MS = 30_000;

/**
 * `search` (a URL's query, with or without its `?`) cut down to the parameters in `names`, in
 * that order, each value in its order: '' when none is left, null when it is longer than QUERY_MAX.
 * @param {string} search @param {readonly string[]} names
 */
export function normaliseQuery(search, names) {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) for (const value of params.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query.length > QUERY_MAX ? null : query;
}

/**
 * The page a remote's fragments/ path names: `/fragments/body/index.html` → `/`.
 * @param {string} urlPath
 */
export function fragmentPagePath(urlPath) {
  const page = urlPath.replace(/^\/fragments\/(?:head|body)/, '').replace(/\.html$/, '');
  return page === '/index' ? '/' : page;
}

/** A Map used as a least-recently-used cache of at most `size` entries. @template T */
class Lru {
  /** @param {number} size */
  constructor(size) {
    this.size = size;
    /** @type {Map<string, T>} */
    this.entries = new Map();
  }

  /** @param {string} key */
  get(key) {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  clear() {
    this.entries.clear();
  }

  /** @param {string} key @param {T} value */
  set(key, value) {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.size) this.entries.delete(/** @type {string} */ (this.entries.keys().next().value));
  }
}

/**
 * @typedef {{ head: string, body: string }} Parts
 * @typedef {{ status: 200, parts: Parts } | { status: 'file' | 404 | 414 | 503 }} Answer
 *   `file`: no parameter the page reads, the build's file is the page
 */

/**
 * The catalogue's revision from `GET <apiUrl>/revision` (`{ revision }`), or null when it does
 * not answer one within `timeoutMs`.
 * @param {string} apiUrl @param {number} timeoutMs @returns {Promise<number | null>}
 */
export async function fetchRevision(apiUrl, timeoutMs) {
  try {
    const answer = await fetch(`${apiUrl.replace(/\/+$/, '')}/revision`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = answer.ok ? await answer.json() : null;
    return Number.isSafeInteger(body?.revision) ? body.revision : null;
  } catch {
    return null;
  }
}

/**
 * The on-demand renderer of one remote. Its worker starts at `start()` or at the first request
 * (it loads the remote's sources: about 2 s); until it is ready, requests are answered 503.
 * `catalogueApiUrl` (`…/api/catalogue`): its pages follow the catalogue (above).
 * @param {{ name: string, appDir: string, dist: string, pagesFile: string, budgetMs?: number, cacheSize?: number,
 *   catalogueApiUrl?: string, pollMs?: number, liveMaxAgeMs?: number, workerEnv?: Record<string, string> }} options
 *   `workerEnv`: more of the worker's environment (the content's CATALOG_SERVER_URL under `npm start`)
 */
export function onDemandPages({ name, appDir, dist, pagesFile, budgetMs = RENDER_BUDGET_MS, cacheSize = CACHE_SIZE, catalogueApiUrl, pollMs = REVISION_POLL_MS, liveMaxAgeMs = LIVE_MAX_AGE_MS, workerEnv = {} }) {
  /** @type {Worker | null} */
  let worker = null;
  /** @type {Promise<Map<string, readonly string[]> | null> | null} */
  let ready = null;
  /** Whether the worker's remote renders its pages from live data (and the API is given). */
  let live = false;
  /** The pages that follow the live data, when the remote names them; null: every page, and the data's own. @type {Set<string> | null} */
  let followed = null;
  /** @type {Map<number, (parts: Parts | 'missing' | string | null) => void>} */
  const waiting = new Map();
  /** The remote's part of the sitemap from live data, at the revision it was made. @type {{ generation: number, text: string } | null} */
  let sitemapKept = null;
  /** @type {Map<string, Promise<Parts | 'missing' | null>>} */
  const rendering = new Map();
  /** @type {Lru<Parts>} */
  const cache = new Lru(cacheSize);
  /** Pages without a query, rendered from live data, and when; 'missing': not a page of the data either. @type {Lru<{ parts: Parts | 'missing', at: number }>} */
  const liveCache = new Lru(LIVE_CACHE_SIZE);
  let nextId = 0;
  let stopped = false;
  // The catalogue's revision the kept pages were rendered at (null: never answered), when it
  // was last asked, and a count of its changes: a render begun before one is not kept.
  /** @type {number | null} */
  let revision = null;
  let askedAt = Number.NEGATIVE_INFINITY;
  /** @type {Promise<void> | null} */
  let asking = null;
  let generation = 0;
  // The build the worker's sources were checked against (its fingerprint file's time): a build
  // made while the server runs (`npm run build -w <remote>`) replaces the worker and its pages,
  // or they would be the old code's HTML, which the new code's hydration throws away.
  const builtFile = path.join(dist, SOURCES_FILE);
  const builtAt = () => fs.statSync(builtFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  let workerBuiltAt = 0;

  function start() {
    if (ready || stopped) return;
    workerBuiltAt = builtAt();
    const thread = new Worker(new URL('./render-worker.mjs', import.meta.url), {
      workerData: { appDir, dist, pagesFile },
      // The worker's own copy of the environment: the catalogue's data comes from this API.
      env: { ...process.env, ...workerEnv, CATALOGUE_API_URL: catalogueApiUrl ?? '' },
    });
    // The server's process ends without waiting for it.
    thread.unref();
    worker = thread;
    ready = new Promise((resolve) => {
      thread.on('message', (message) => {
        if (message.ready) {
          live = Boolean(catalogueApiUrl) && message.live === true;
          followed = Array.isArray(message.follows) ? new Set(message.follows) : null;
          return resolve(new Map(Object.entries(message.ready)));
        }
        if (message.failed) {
          console.error(`${name}: pages with a query are left to the browser: ${message.failed}`);
          return resolve(null);
        }
        waiting.get(message.id)?.(message.missing ? 'missing' : (message.parts ?? message.sitemap ?? null));
        waiting.delete(message.id);
      });
      // A thread that dies takes its renders with it; the next request starts another.
      thread.once('exit', () => {
        resolve(null);
        for (const done of waiting.values()) done(null);
        waiting.clear();
        if (worker === thread) [worker, ready] = [null, null];
      });
    });
  }

  /** Whether the page at `pagePath` follows the live data. @param {string} pagePath */
  const followsLive = (pagePath) => live && (followed === null || followed.has(pagePath));

  /** When the worker last dropped its kept data (its catalogue and its pages' answers). */
  let dataForgottenAt = Date.now();

  /** Drops every kept page, and the worker's kept data: the catalogue changed. */
  function forgetPages() {
    generation += 1;
    cache.clear();
    liveCache.clear();
    worker?.postMessage({ forget: true });
    dataForgottenAt = Date.now();
  }

  /** A kept page is past its age: the worker's data is dropped too, at most once in that time. */
  function renewData() {
    if (Date.now() - dataForgottenAt < liveMaxAgeMs) return;
    worker?.postMessage({ forget: true });
    dataForgottenAt = Date.now();
  }

  /** Asks the catalogue's revision when it was last asked REVISION_POLL_MS ago or more. */
  function followRevision() {
    if (!catalogueApiUrl || Date.now() - askedAt < pollMs) return asking ?? Promise.resolve();
    askedAt = Date.now();
    asking ??= fetchRevision(catalogueApiUrl, budgetMs).then((now) => {
      asking = null;
      // Unanswered: the pages kept (or the build's files) stay what they were.
      if (now !== null && now !== revision) {
        revision = now;
        forgetPages();
      }
    });
    return asking;
  }

  /** @param {string} pagePath @param {string} query */
  function renderInWorker(pagePath, query) {
    const key = `${pagePath}?${query}`;
    const started = generation;
    const running = rendering.get(`${started}:${key}`);
    if (running) return running;
    const id = nextId++;
    /** @type {Promise<Parts | 'missing' | null>} */
    const parts = new Promise((resolve) => {
      waiting.set(id, resolve);
      worker?.postMessage({ id, path: pagePath, query });
    }).then((answer) => {
      rendering.delete(`${started}:${key}`);
      // Rendered from data older than the revision now known: not kept.
      if (answer && started === generation) {
        if (query === '' && followsLive(pagePath)) liveCache.set(key, { parts: answer, at: Date.now() });
        else if (answer !== 'missing') cache.set(key, answer);
      }
      return answer;
    });
    rendering.set(`${started}:${key}`, parts);
    return parts;
  }

  /**
   * The page at `pagePath` with the query `search`, within the budget.
   * @param {string} pagePath @param {string} search
   * @returns {Promise<Answer>}
   */
  async function page(pagePath, search) {
    if (ready && builtAt() !== workerBuiltAt) {
      void worker?.terminate();
      [worker, ready] = [null, null];
      cache.clear();
      liveCache.clear();
    }
    start();
    const timeout = new Promise((resolve) => setTimeout(resolve, budgetMs, 'late').unref());
    const pages = await Promise.race([ready, timeout]);
    const withQuery = new URLSearchParams(search).size > 0;
    // Not loaded yet: a page without a query is the build's file (none: 404), as before.
    if (!(pages instanceof Map)) return catalogueApiUrl && !withQuery ? { status: 'file' } : { status: 503 };
    // This page follows the data: every page of the catalog (and the data's own, a product added
    // since the build); of the content, those its live module names (its package pages).
    const follows = followsLive(pagePath);
    if (follows) await Promise.race([followRevision(), timeout]);
    const following = follows && revision !== null;
    const params = pages.get(pagePath) ?? (following ? [] : undefined);
    if (!params) return { status: 404 };
    const query = normaliseQuery(search, params);
    if (query === null) return { status: 414 };
    if (query === '' && !following) return pages.has(pagePath) ? { status: 'file' } : { status: 404 };
    const key = `${pagePath}?${query}`;
    const kept = query === '' ? liveCache.get(key) : undefined;
    const cached = query === '' ? (kept && Date.now() - kept.at < liveMaxAgeMs ? kept.parts : undefined) : cache.get(key);
    if (cached === 'missing') return { status: 404 };
    if (cached) return { status: 200, parts: cached };
    if (kept) renewData();
    const parts = await Promise.race([renderInWorker(pagePath, query), timeout]);
    if (parts === 'missing') return { status: 404 };
    if (parts && parts !== 'late') return { status: 200, parts: /** @type {Parts} */ (parts) };
    // Late or failed: the page kept past its age (its next render is under way), else a page
    // the build has is its file, never an empty region.
    if (kept && kept.parts !== 'missing') return { status: 200, parts: kept.parts };
    return query === '' && pages.has(pagePath) ? { status: 'file' } : { status: 503 };
  }

  /**
   * The remote's part of the sitemap from live data (a product added since the build listed),
   * or null when the build's file is the answer (no live data, not loaded, late).
   * @returns {Promise<string | null>}
   */
  async function sitemap() {
    if (!catalogueApiUrl || !ready) {
      start();
      return null;
    }
    const timeout = new Promise((resolve) => setTimeout(resolve, budgetMs, 'late').unref());
    const pages = await Promise.race([ready, timeout]);
    if (!(pages instanceof Map) || !live) return null;
    await Promise.race([followRevision(), timeout]);
    if (revision === null) return null;
    if (sitemapKept?.generation === generation) return sitemapKept.text;
    const started = generation;
    const id = nextId++;
    const text = await Promise.race([
      new Promise((resolve) => {
        waiting.set(id, resolve);
        worker?.postMessage({ id, sitemap: true });
      }),
      timeout,
    ]);
    if (typeof text !== 'string' || text === 'late') return null;
    if (started === generation) sitemapKept = { generation: started, text };
    return text;
  }

  return {
    start,
    sitemap,
    /** Resolves once the renderer is loaded (or failed to load: then the browser draws queries). */
    loaded: async () => {
      start();
      await ready;
    },
    page,
    close: async () => {
      stopped = true;
      await worker?.terminate();
    },
  };
}
