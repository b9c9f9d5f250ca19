// What the tests of pages that follow the catalogue share: a real HTTP server on localhost, a
// stand-in catalogue API answering as its contract gives it (docs/order-service.md), and waiting
// for a page to show what the API says.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SOURCES_FILE, sourcesFingerprint } from '../../shared/build/render-fragments.mjs';

/** @param {http.Server} server @returns {Promise<{ origin: string, close: () => Promise<void> }>} */
export function listen(server) {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => (server.closeAllConnections(), server.close(() => done(undefined)))) });
    });
  });
}

/**
 * The catalogue API's read side, as the contract gives it; `set` changes what it answers.
 * @param {ReadonlyArray<Record<string, unknown>>} products the answer's products at first
 */
export async function standInCatalogueApi(products) {
  let state = { revision: 1, products, down: false };
  const server = http.createServer((req, res) => {
    if (state.down) return void res.writeHead(503).end();
    if (req.url === '/api/catalogue/revision') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ revision: state.revision }));
    if (req.url === '/api/catalogue/products') {
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ revision: state.revision, currency: 'KES', products: state.products }));
    }
    res.writeHead(404).end();
  });
  const { origin, close } = await listen(server);
  return { url: `${origin}/api/catalogue`, set: (/** @type {Partial<typeof state>} */ change) => void (state = { ...state, ...change }), close };
}

/** `KES 12,345`, as the pages write a price. @param {number} price */
export const kes = (price) => `KES ${price.toLocaleString('en-US')}`;

/** Asks `url` until `until` holds of its answer's status and text (renders start cold). */
export async function eventually(url, until, tries = 100) {
  let last = { status: 0, text: '' };
  for (let i = 0; i < tries; i += 1) {
    const answer = await fetch(url);
    last = { status: answer.status, text: await answer.text() };
    if (until(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`${url}: never as expected (last ${last.status}: ${last.text.slice(0, 200)})`);
}


/**
 * A remote's build in a folder of its own, as a test needs it: its published pages (`pagesFile`,
 * `catalogue/pages.json`), the build's body of each (`<h1>The build’s …</h1>`, by path) and the
 * fingerprint of the sources it was built from (the checkout's: its server renders from them).
 * @param {string} appDir @param {string} pagesFile
 * @param {Array<{ path: string, title: string, description: string, priority: number, body: string }>} pages
 */
export function remoteBuild(appDir, pagesFile, pages) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), `mimea-${path.basename(appDir)}-live-`));
  fs.mkdirSync(path.join(dist, path.dirname(pagesFile)), { recursive: true });
  fs.writeFileSync(path.join(dist, pagesFile), JSON.stringify({ pages: pages.map((page) => ({ ...page, body: undefined })) }));
  for (const page of pages) {
    const file = path.join(dist, 'fragments/body', `${page.path === '/' ? '/index' : page.path}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page.body);
  }
  fs.writeFileSync(path.join(dist, SOURCES_FILE), JSON.stringify({ sha256: sourcesFingerprint(appDir) }));
  return dist;
}
