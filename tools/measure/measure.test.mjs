// `npm run measure` and the budget check fail on a page they did not really measure: one that
// answers an error, draws nothing or a remote's fallback, loses a request, or loads no shared
// library through the federation runtime (part of `npm run test:tools`). The checks alone, then
// the measuring of small pages in Chromium, served on 127.0.0.1.
import assert from 'node:assert/strict';
import http from 'node:http';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { freePort } from '../serve/nginx-server.mjs';
import { measurePage } from './measure-page.mjs';
import { pageProblems } from './page-checks.mjs';

const require = createRequire(import.meta.url);
const { executablePath, args } = require('../../config/chromium.cjs');

/** @type {import('./page-checks.mjs').MeasuredPage} */
const measured = { path: '/shop', status: 200, mainText: 'Shop all products', fallback: null, failedRequests: [], shared: { react: 1, 'react-dom': 1 } };

test('a page that answered 200, drew its main region, lost no request and loaded its libraries was measured', () => {
  assert.deepEqual(pageProblems(measured), []);
});

test('a page that answers another status than 200, or none, was not measured', () => {
  assert.deepEqual(pageProblems({ ...measured, status: 500 }), ['/shop answered 500, not 200']);
  assert.deepEqual(pageProblems({ ...measured, status: 404 }), ['/shop answered 404, not 200']);
  assert.deepEqual(pageProblems({ ...measured, status: null, mainText: '', shared: { react: 1 } }), ['/shop did not answer', '/shop drew nothing in its main region']);
});

test("a page that draws nothing, or a remote's fallback, was not measured", () => {
  assert.deepEqual(pageProblems({ ...measured, mainText: ' \n ' }), ['/shop drew nothing in its main region']);
  assert.deepEqual(pageProblems({ ...measured, fallback: "We couldn't load our product catalogue" }), [
    `/shop shows a remote's fallback ("We couldn't load our product catalogue") instead of its page`,
  ]);
});

test('a page that lost a script, a style, a picture or its data was not measured, once for each; other requests, and fetches the page cancelled, do not count', () => {
  const failedRequests = [
    { url: 'http://localhost:3001/remoteEntry.js', kind: 'script', failure: 'net::ERR_CONNECTION_REFUSED' },
    { url: 'http://localhost:3001/chunks/a.js', kind: 'script', status: 404 },
    { url: 'http://localhost:3001/uploads/a.svg', kind: 'image', status: 500 },
    { url: 'http://localhost:3000/api/catalogue/products', kind: 'fetch', status: 503 },
    { url: 'http://localhost:3000/a.css', kind: 'stylesheet', status: 404 },
    { url: 'http://localhost:3000/beacon', kind: 'ping', status: 404 },
    { url: 'http://localhost:3000/runtime-config.json?connectivity=1', kind: 'fetch', failure: 'net::ERR_ABORTED' },
    { url: 'http://localhost:3001/remoteEntry.js', kind: 'script', failure: 'net::ERR_CONNECTION_REFUSED' },
  ];
  assert.deepEqual(pageProblems({ ...measured, failedRequests }), [
    '/shop: a script request failed (net::ERR_CONNECTION_REFUSED): http://localhost:3001/remoteEntry.js',
    '/shop: a script request answered 404: http://localhost:3001/chunks/a.js',
    '/shop: a image request answered 500: http://localhost:3001/uploads/a.svg',
    '/shop: a fetch request answered 503: http://localhost:3000/api/catalogue/products',
    '/shop: a stylesheet request answered 404: http://localhost:3000/a.css',
  ]);
});

test('a page without a federation share registry, or with an empty one, was not measured', () => {
  assert.deepEqual(pageProblems({ ...measured, shared: null }), ['/shop has no federation share registry: no shared library was counted']);
  assert.deepEqual(pageProblems({ ...measured, shared: {} }), ['/shop loaded no shared library through the federation runtime (its share registry is empty)']);
  assert.deepEqual(pageProblems({ ...measured, shared: { react: 0 } }), ['/shop loaded no shared library through the federation runtime (its share registry is empty)']);
});

/** The federation runtime's registry as a page of the shop leaves it: React loaded once, from the shell. */
const REGISTRY = `globalThis.__FEDERATION__ = { __SHARE__: { shell: { default: { react: { '19.2.0': { loaded: true, from: 'shell' } } } } } };`;
let origin = '';
let closedOrigin = '';
/** @type {http.Server} */
let server;
/** @type {import('playwright-core').Browser} */
let browser;

/** A page of the shop's shape: its main region, the registry's script, and `scripts` besides. */
const page = (/** @type {string[]} */ scripts) =>
  `<!doctype html><html><head><title>Stub</title></head><body><main><h1>Olive Soap</h1></main>${scripts.map((src) => `<script src="${src}"></script>`).join('')}</body></html>`;

before(async () => {
  closedOrigin = `http://127.0.0.1:${await freePort()}`;
  server = http.createServer((req, res) => {
    const send = (/** @type {number} */ status, /** @type {string} */ type, /** @type {string} */ body) => res.writeHead(status, { 'Content-Type': type }).end(body);
    if (req.url === '/registry.js') return send(200, 'text/javascript', REGISTRY);
    if (req.url === '/ok') return send(200, 'text/html', page(['/registry.js']));
    if (req.url === '/error') return send(500, 'text/html', page(['/registry.js']));
    if (req.url === '/missing-script') return send(200, 'text/html', page(['/registry.js', '/chunks/gone.js']));
    if (req.url === '/refused-script') return send(200, 'text/html', page(['/registry.js', `${closedOrigin}/remoteEntry.js`]));
    if (req.url === '/no-registry') return send(200, 'text/html', page([]));
    if (req.url === '/fallback')
      return send(200, 'text/html', page(['/registry.js']).replace('<h1>Olive Soap</h1>', `<div data-remote-fallback="catalog"><h2>We couldn't load our product catalogue</h2><p>Please try again.</p></div>`));
    send(404, 'text/plain', 'Not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  browser = await chromium.launch({ executablePath, args });
});

after(async () => {
  await browser?.close();
  server?.close();
});

/** What the checks say of a stub page measured as `npm run measure` measures the shop's. @param {string} path */
async function problemsOf(path) {
  return pageProblems(await measurePage(browser, { origin, path, settleMs: 100 }));
}

test("measured in Chromium: a sound page passes; an error status, a lost script, no registry and a remote's fallback each fail", async () => {
  assert.deepEqual(await problemsOf('/ok'), []);
  assert.deepEqual(await problemsOf('/error'), ['/error answered 500, not 200']);
  assert.deepEqual(await problemsOf('/missing-script'), [`/missing-script: a script request answered 404: ${origin}/chunks/gone.js`]);
  assert.deepEqual(await problemsOf('/refused-script'), [`/refused-script: a script request failed (net::ERR_CONNECTION_REFUSED): ${closedOrigin}/remoteEntry.js`]);
  assert.deepEqual(await problemsOf('/no-registry'), ['/no-registry has no federation share registry: no shared library was counted']);
  assert.deepEqual(await problemsOf('/fallback'), [`/fallback shows a remote's fallback ("We couldn't load our product catalogue") instead of its page`]);
});
