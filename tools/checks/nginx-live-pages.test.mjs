// The containers' catalog follows the catalogue API (docs/html-first.md, "Pages that follow the
// catalogue"): a real nginx with the remotes' template and RENDER_EVERY_PAGE=yes sends every part
// of its pages to the catalog's render service (shared/build/render-service.mjs, given
// CATALOGUE_API_URL: a stand-in API on localhost here), which renders them from the API's data
// with the checkout's sources; a product added since the build is a page the shell's nginx
// answers 200; the service down, every page is the build's file. Part of `npm run test:tools`.
// Needs nginx (Debian: nginx-light).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { freePort, startNginx } from '../serve/nginx-server.mjs';
import { renderService } from '../../shared/build/render-service.mjs';
import { SOURCES_FILE, sourcesFingerprint } from '../../shared/build/render-fragments.mjs';

const require = createRequire(import.meta.url);
const { withFragmentIncludes } = require('../../config/fragment-format.cjs');

const SITE_ORIGIN = 'https://mimea.example';
const catalogDir = path.join(import.meta.dirname, '../..', 'mf-catalog');
/** @type {{ fullProducts: Array<Record<string, unknown> & { id: string, name: string, price: number }> }} */
const { fullProducts } = await tsImport(path.join(catalogDir, 'src/domain/product-details.ts'), import.meta.url);
const soap = /** @type {(typeof fullProducts)[number]} */ (fullProducts.find((product) => product.id === 'olive-soap'));
const added = { ...soap, id: 'moringa-soap', name: 'Moringa Soap', price: 777 };

/** @param {string} file @param {string} text */
function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

const shellPage = (/** @type {string} */ title) =>
  withFragmentIncludes(
    `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><meta name="theme-color" content="#1E5B2E"></head>` +
      `<body><div id="root"><header>Chrome</header><main id="main"><!--$!--><template data-dgst=""></template><div role="status">Loading…</div><!--/$--></main></div></body></html>`,
    'catalog',
  );

let dir = '';
let shell = '';
let catalog = '';
let catalogServiceDown = '';
/** @type {Array<{ close: () => Promise<void> }>} */
const nginxes = [];
/** @type {ReturnType<typeof renderService> | undefined} */
let pages;
/** @type {http.Server | undefined} */
let api;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-live-'));
  const [shellPort, catalogPort, downPort, pagesPort, deadPort] = await Promise.all(Array.from({ length: 5 }, freePort));
  // The catalogue API: today's products and one added since the build.
  api = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    if (req.url === '/api/catalogue/revision') return void res.end(JSON.stringify({ revision: 7 }));
    res.end(JSON.stringify({ revision: 7, currency: 'KES', products: [...fullProducts, added] }));
  });
  await new Promise((resolve) => api?.listen(0, '127.0.0.1', () => resolve(undefined)));
  const apiUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (api.address()).port}/api/catalogue`;

  const catalogRoot = path.join(dir, 'catalog/html');
  write(path.join(catalogRoot, 'catalogue/pages.json'), JSON.stringify({ pages: [{ path: '/product/olive-soap', title: 'Olive Soap | Mimea Naturals', description: 'Soap.', priority: 0.8 }] }));
  write(path.join(catalogRoot, 'fragments/head/product/olive-soap.html'), '<title>The build’s soap</title>');
  write(path.join(catalogRoot, 'fragments/body/product/olive-soap.html'), '<!--$--><h1>The build’s soap</h1><!--/$-->');
  write(path.join(catalogRoot, 'fragments/sitemap.xml'), '  <url>\n    <loc>https://site-origin.invalid/product/olive-soap</loc>\n  </url>\n');
  write(path.join(catalogRoot, SOURCES_FILE), JSON.stringify({ sha256: sourcesFingerprint(catalogDir) }));
  const shellRoot = path.join(dir, 'shell/html');
  write(path.join(shellRoot, 'index.html'), '<!doctype html><html><head><title>Mimea Naturals</title></head><body><div id="root"></div></body></html>');
  write(path.join(shellRoot, '_pages/product/olive-soap.html'), shellPage('Olive Soap (as the shell was built)'));
  write(path.join(shellRoot, '_routes/product/_id.html'), shellPage('Mimea Naturals (a product)'));
  write(path.join(shellRoot, '_not-found.html'), '<!doctype html><html><head><title>Page not found | Mimea Naturals</title></head><body><div id="root"><h1>Oops! Page not found</h1></div></body></html>');

  pages = renderService({ appDir: catalogDir, dist: catalogRoot, catalogueApiUrl: apiUrl });
  await new Promise((resolve) => pages?.server.listen(pagesPort, '127.0.0.1', () => resolve(undefined)));
  await pages.loaded();
  catalog = `http://127.0.0.1:${catalogPort}`;
  catalogServiceDown = `http://127.0.0.1:${downPort}`;
  const urls = { CATALOG_URL: catalog, CHECKOUT_URL: `http://127.0.0.1:${deadPort}`, CONTENT_URL: `http://127.0.0.1:${deadPort}`, NOPF_URL: `http://127.0.0.1:${deadPort}`, SITE_ORIGIN };
  const every = { APP_DIR: 'mf-catalog', RENDER_EVERY_PAGE: 'yes' };
  nginxes.push(await startNginx({ dir: path.join(dir, 'catalog'), template: 'remote', port: catalogPort, root: catalogRoot, env: { ...urls, ...every, RENDER_SERVICE_URL: `http://127.0.0.1:${pagesPort}` } }));
  nginxes.push(await startNginx({ dir: path.join(dir, 'catalog-down'), template: 'remote', port: downPort, root: catalogRoot, env: { ...urls, ...every, RENDER_SERVICE_URL: `http://127.0.0.1:${deadPort}` } }));
  nginxes.push(await startNginx({ dir: path.join(dir, 'shell'), template: 'shell', port: shellPort, root: shellRoot, env: { ...urls, APP_DIR: 'shell' } }));
  shell = `http://127.0.0.1:${shellPort}`;
});

after(async () => {
  await Promise.all(nginxes.map((nginx) => nginx.close()));
  await pages?.close();
  api?.closeAllConnections();
  api?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** `url`'s answer once rendered (a first render may miss the budget: the build's file meanwhile). @param {string} url @param {(text: string) => boolean} until */
async function eventually(url, until) {
  let last = { status: 0, text: '' };
  for (let i = 0; i < 100; i += 1) {
    const answer = await fetch(url, { headers: { Accept: 'text/html' } });
    last = { status: answer.status, text: await answer.text() };
    if (until(last.text)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`${url}: never as expected (last ${last.status}: ${last.text.slice(0, 200)})`);
}

test("a page without a query is rendered from the catalogue API, with the real origins", async () => {
  const body = await eventually(`${catalog}/fragments/body/product/olive-soap.html`, (text) => text.includes('Olive Soap') && !text.includes('The build’s soap'));
  assert.equal(body.status, 200);
  assert.doesNotMatch(body.text, /remote-origin\.invalid|site-origin\.invalid/);
  const head = await eventually(`${catalog}/fragments/head/product/olive-soap.html`, (text) => text.includes('<title>Olive Soap'));
  assert.match(head.text, /<link rel="canonical" href="https:\/\/mimea\.example\/product\/olive-soap"/);
});

test('a product added since the build is a page of the shop (200); an unknown one is not (404)', async () => {
  const page = await eventually(`${shell}/product/moringa-soap`, (text) => text.includes('KES 777'));
  assert.equal(page.status, 200);
  assert.match(page.text, /Moringa Soap/);
  const unknown = await fetch(`${shell}/product/no-such-product`, { headers: { Accept: 'text/html' } });
  assert.equal(unknown.status, 404);
  // The shop's sitemap lists it: the catalog's part, from the catalogue API's data.
  const sitemap = await eventually(`${catalog}/fragments/sitemap.xml`, (text) => text.includes('/product/moringa-soap'));
  assert.match(sitemap.text, /<loc>https:\/\/mimea\.example\/product\/moringa-soap<\/loc>/);
});

test('its render service down, a page without a query is the build’s file within the budget', async () => {
  const started = Date.now();
  const answer = await fetch(`${catalogServiceDown}/fragments/body/product/olive-soap.html`);
  assert.equal(answer.status, 200);
  assert.equal(await answer.text(), '<!--$--><h1>The build’s soap</h1><!--/$-->');
  assert.ok(Date.now() - started < 1500);
  assert.equal((await fetch(`${catalogServiceDown}/fragments/body/product/moringa-soap.html`)).status, 404);
  assert.equal((await fetch(`${catalogServiceDown}/fragments/body/shop.html?search=tea`)).status, 503);
  assert.equal(await (await fetch(`${catalogServiceDown}/fragments/sitemap.xml`)).text(), '  <url>\n    <loc>https://mimea.example/product/olive-soap</loc>\n  </url>\n');
});
