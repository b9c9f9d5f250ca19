// A remote server's page renderer for pages with a query (shared/build/render-on-demand.mjs, which
// starts it as a worker thread): the build's renderer (shared/build/render-fragments.mjs), loaded once,
// in a thread of its own, so its TypeScript loaders, its production React and its render time
// stay out of the thread that serves files. Says which query parameters each published page reads
// once loaded, and whether its pages follow live data (the remote's live-pages module), then
// renders what it is asked: a published page, or one of the live data's own (a product added
// since the build; `missing` when there is none). `{ forget: true }`: the data changed, the next
// render reads it again. Never logs a query.
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

/** How long a render may run before it is abandoned (the server answers long before: its budget). */
const RENDER_ABANDON_MS = 10_000;

/** @type {{ appDir: string, dist: string, pagesFile: string }} */
const { appDir, dist, pagesFile } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

// Production React, so Emotion's class names are the browser's (this thread's own environment).
process.env.NODE_ENV = 'production';

try {
  const { pageRenderer, sourcesFingerprint, SOURCES_FILE } = await import('./render-fragments.mjs');
  // The checkout's sources render the pages: only when they are what the served build was built
  // from, or the HTML could differ from what the browser's code draws (a hydration mismatch).
  const built = fs.existsSync(path.join(dist, SOURCES_FILE)) ? JSON.parse(fs.readFileSync(path.join(dist, SOURCES_FILE), 'utf8')).sha256 : null;
  if (built !== sourcesFingerprint(appDir)) throw new Error(`its sources are not those of the build served (rebuild it: npm run build -w ${path.basename(appDir)})`);
  const renderer = await pageRenderer(appDir);
  /** @type {{ pages: Array<{ path: string, title: string, description: string }> }} */
  const { pages } = JSON.parse(fs.readFileSync(pagesFile, 'utf8'));
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const { live } = renderer;
  /** The page's record (its title and description) as the live data has it, else the build's. @param {string} pagePath */
  const pageAt = async (pagePath) => {
    const current = live ? await live.pages().catch(() => null) : null;
    return current?.find((page) => page.path === pagePath) ?? byPath.get(pagePath);
  };
  // One render of each page that reads a query before saying ready: a thread's first render
  // runs cold (about 10 times its later ones: 369 ms against 39 ms for the shop, measured), and
  // on a busy machine would miss the server's budget, leaving the first search to the browser.
  for (const page of pages) {
    const [param] = renderer.queryParams(page.path);
    if (param) await renderer.render(page, `${param}=warm`, { signal: AbortSignal.timeout(RENDER_ABANDON_MS) }).catch(() => undefined);
  }
  port.on('message', (/** @type {{ id: number, path: string, query: string } | { forget: true } | { id: number, sitemap: true }} */ message) => {
    if ('forget' in message) return void live?.forget();
    // The remote's part of the sitemap from its pages now (a product added since the build listed).
    if ('sitemap' in message) {
      const sitemapId = message.id;
      return void (live ? live.pages() : Promise.reject(new Error('no live pages'))).then(
        (current) => port.postMessage({ id: sitemapId, sitemap: renderer.sitemap(current) }),
        () => port.postMessage({ id: sitemapId, error: 'no sitemap' }),
      );
    }
    const { id, path: pagePath, query } = message;
    pageAt(pagePath).then(
      (page) => {
        if (!page) return void port.postMessage({ id, missing: true });
        renderer.render(page, query, { signal: AbortSignal.timeout(RENDER_ABANDON_MS) }).then(
          (parts) => port.postMessage({ id, parts }),
          () => port.postMessage({ id, error: 'the render failed' }),
        );
      },
      () => port.postMessage({ id, error: 'the render failed' }),
    );
    return undefined;
  });
  // The published pages that follow the data, when the live module names them (the content's
  // package pages); null: every page, and the data's own (the catalog's).
  const follows = live?.follows ? pages.filter((page) => live.follows?.(page.path)).map((page) => page.path) : null;
  port.postMessage({ ready: Object.fromEntries(pages.map((page) => [page.path, renderer.queryParams(page.path)])), live: Boolean(live), follows });
} catch (error) {
  port.postMessage({ failed: `${path.basename(appDir)}: ${error instanceof Error ? error.message : String(error)}` });
}
