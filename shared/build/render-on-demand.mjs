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
 * The on-demand renderer of one remote. Its worker starts at `start()` or at the first request
 * (it loads the remote's sources: about 2 s); until it is ready, requests are answered 503.
 * @param {{ name: string, appDir: string, dist: string, pagesFile: string, budgetMs?: number, cacheSize?: number }} options
 */
export function onDemandPages({ name, appDir, dist, pagesFile, budgetMs = RENDER_BUDGET_MS, cacheSize = CACHE_SIZE }) {
  /** @type {Worker | null} */
  let worker = null;
  /** @type {Promise<Map<string, readonly string[]> | null> | null} */
  let ready = null;
  /** @type {Map<number, (parts: Parts | null) => void>} */
  const waiting = new Map();
  /** @type {Map<string, Promise<Parts | null>>} */
  const rendering = new Map();
  /** @type {Lru<Parts>} */
  const cache = new Lru(cacheSize);
  let nextId = 0;
  let stopped = false;
  // The build the worker's sources were checked against (its fingerprint file's time): a build
  // made while the server runs (`npm run build -w <remote>`) replaces the worker and its pages,
  // or they would be the old code's HTML, which the new code's hydration throws away.
  const builtFile = path.join(dist, SOURCES_FILE);
  const builtAt = () => fs.statSync(builtFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  let workerBuiltAt = 0;

  function start() {
    if (ready || stopped) return;
    workerBuiltAt = builtAt();
    const thread = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: { appDir, dist, pagesFile } });
    // The server's process ends without waiting for it.
    thread.unref();
    worker = thread;
    ready = new Promise((resolve) => {
      thread.on('message', (message) => {
        if (message.ready) return resolve(new Map(Object.entries(message.ready)));
        if (message.failed) {
          console.error(`${name}: pages with a query are left to the browser: ${message.failed}`);
          return resolve(null);
        }
        waiting.get(message.id)?.(message.parts ?? null);
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

  /** @param {string} pagePath @param {string} query */
  function renderInWorker(pagePath, query) {
    const key = `${pagePath}?${query}`;
    const running = rendering.get(key);
    if (running) return running;
    const id = nextId++;
    /** @type {Promise<Parts | null>} */
    const parts = new Promise((resolve) => {
      waiting.set(id, resolve);
      worker?.postMessage({ id, path: pagePath, query });
    }).then((answer) => {
      rendering.delete(key);
      if (answer) cache.set(key, answer);
      return answer;
    });
    rendering.set(key, parts);
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
    }
    start();
    const timeout = new Promise((resolve) => setTimeout(resolve, budgetMs, 'late').unref());
    const pages = await Promise.race([ready, timeout]);
    if (!(pages instanceof Map)) return { status: 503 };
    const params = pages.get(pagePath);
    if (!params) return { status: 404 };
    const query = normaliseQuery(search, params);
    if (query === null) return { status: 414 };
    if (query === '') return { status: 'file' };
    const cached = cache.get(`${pagePath}?${query}`);
    if (cached) return { status: 200, parts: cached };
    const parts = await Promise.race([renderInWorker(pagePath, query), timeout]);
    return parts && parts !== 'late' ? { status: 200, parts: /** @type {Parts} */ (parts) } : { status: 503 };
  }

  return {
    start,
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
