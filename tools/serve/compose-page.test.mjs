// Checks how the shell's server puts a page together from its own page and the remote's HTML
// (tools/serve/compose-page.mjs), against a real HTTP server standing in for the remote (part of
// `npm run test:tools`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createRequire } from 'node:module';
import { composeRoute, includeFragments, includeSitemaps } from './compose-page.mjs';

const require = createRequire(import.meta.url);
const { QUERY_PASSED_MAX, sitemapIncludeDirective, withFragmentIncludes } = require('../../config/fragment-format.cjs');

/** A shell page as the build writes it: the route's metadata, the chrome, the region left to the browser, marked for the remote's HTML (the catalog's). */
const shellPage = (title, remote = 'catalog') =>
  withFragmentIncludes(
    `<!doctype html><html><head><meta charset=utf-8><title>${title}</title><meta name=description content="Default"><meta name=theme-color content=#1E5B2E></head>` +
      '<body><div id="root"><header>Chrome</header><main id="main"><!--$!--><template data-dgst=""></template><div role="status">Loading…</div><!--/$--></main></div></body></html>',
    remote,
  );

/** The remote's two parts of a product page, as its server sends them (its real origins in). */
const head = '<title>Olive Soap – KES 500 | Mimea Naturals</title><link rel="canonical" href="https://shop.example/product/olive-soap" />';
const body = '<!--$--><h1>Olive Soap</h1><img src="https://catalog.example/uploads/products/olive-soap-1.svg" alt="Olive Soap"><!--/$-->';

/** The content's package page: the catalog's products, their pictures on the catalog's stand-in origin. */
const packageBody = '<!--$--><h1>Kids Care</h1><img src="https://catalog-origin.invalid/uploads/products/syrup-600.webp" alt="Syrup"><img src="https://other-origin.invalid/x.webp" alt="X"><!--/$-->';

/** The checkout's frame of the order confirmation, one for every order (config/app-only-routes.cjs, framePageFor). */
const frameHead = '<title>Your order | Mimea Naturals</title><meta name="robots" content="noindex" />';
const frameBody = '<!--$--><h1>Thank you for your order!</h1><p role="status">Loading your order…</p><!--/$-->';
/** The shell's page of the route as its build writes it for an app-only route: no include. */
const appOnlyPage = '<!doctype html><html><head><title>Mimea Naturals</title></head><body><main id="main"><!--$!--><template data-dgst=""></template><div role="status">Loading…</div><!--/$--></main></body></html>';

/** The catalog's part of the sitemap as the shell's build knew it, and as the catalog lists it now. */
const BUILT_SITEMAP_PART = '  <url><loc>https://shop.example/product/olive-soap</loc></url>\n';
const NEW_SITEMAP_PART = `${BUILT_SITEMAP_PART}  <url><loc>https://shop.example/product/new-arrival</loc></url>\n`;
const builtSitemap = `<urlset>\n${sitemapIncludeDirective('catalog', BUILT_SITEMAP_PART)}\n</urlset>\n`;

let dist;
let remote;
let origin;
/** What the stand-in remote does: answer, say it has no such page, or never answer. */
let behaviour = 'answer';
/** What the stand-in remote was asked for. */
let requests = [];

before(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-'));
  fs.mkdirSync(path.join(dist, '_routes/product'), { recursive: true });
  fs.writeFileSync(path.join(dist, '_routes/product/_id.html'), shellPage('Mimea Naturals'));
  fs.mkdirSync(path.join(dist, '_pages/product'), { recursive: true });
  fs.writeFileSync(path.join(dist, '_pages/product/olive-soap.html'), shellPage('Olive Soap (as the shell was built)'));
  fs.mkdirSync(path.join(dist, '_routes/order-confirmation'), { recursive: true });
  fs.writeFileSync(path.join(dist, '_routes/order-confirmation/_orderId.html'), appOnlyPage);
  remote = http.createServer((req, res) => {
    if (behaviour === 'hang') return;
    if (behaviour === 'error') return res.writeHead(500).end('broken');
    requests.push(req.url ?? '');
    if (behaviour === 'answer' && req.url?.startsWith('/fragments/head/product/')) return res.writeHead(200, { 'Content-Type': 'text/html' }).end(head);
    if (behaviour === 'answer' && req.url?.startsWith('/fragments/body/product/')) return res.writeHead(200, { 'Content-Type': 'text/html' }).end(body);
    if (behaviour === 'answer' && req.url === '/fragments/head/order-confirmation/_orderId.html') return res.writeHead(200, { 'Content-Type': 'text/html' }).end(frameHead);
    if (behaviour === 'answer' && req.url === '/fragments/body/order-confirmation/_orderId.html') return res.writeHead(200, { 'Content-Type': 'text/html' }).end(frameBody);
    if (behaviour === 'answer' && req.url === '/fragments/body/packages/KidsCare.html') return res.writeHead(200, { 'Content-Type': 'text/html' }).end(packageBody);
    if (behaviour === 'answer' && req.url === '/fragments/sitemap.xml') return res.writeHead(200, { 'Content-Type': 'application/xml' }).end(NEW_SITEMAP_PART);
    res.writeHead(404).end('Not found');
  });
  await new Promise((resolve) => remote.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${remote.address().port}`;
});

after(() => {
  remote.closeAllConnections();
  remote.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const ask = (pathname, options = {}) =>
  composeRoute({ dist, pathname, search: '', routePage: null, known: false, remoteOrigin: () => origin, budgetMs: 300, ...options });

test("puts the remote's <head> part and its page, as they are, in place of the shell page's include directives", async () => {
  behaviour = 'answer';
  requests = [];
  const { html, composed } = await includeFragments(shellPage('Mimea Naturals'), '/product/olive-soap', (remote) => (remote === 'catalog' ? origin : undefined), 300);
  assert.equal(composed, true);
  assert.deepEqual(requests.sort(), ['/fragments/body/product/olive-soap.html', '/fragments/head/product/olive-soap.html']);
  assert.match(html, /<meta charset=utf-8><title>Olive Soap – KES 500 \| Mimea Naturals<\/title><link rel="canonical" href="https:\/\/shop\.example\/product\/olive-soap" \/><meta name=theme-color/);
  assert.match(html, /<main id="main"><!--\$--><h1>Olive Soap<\/h1><img src="https:\/\/catalog\.example\/uploads\/products\/olive-soap-1\.svg" alt="Olive Soap"><!--\/\$--><\/main>/);
  assert.doesNotMatch(html, /<!--#|Loading…|<!--\$!-->|Default/);
  assert.match(html, /<header>Chrome<\/header>/);
});

test('a page the remote renders arrives whole, with status 200, even one the shell was built without', async () => {
  behaviour = 'answer';
  const page = await ask('/product/new-arrival');
  assert.equal(page.status, 200);
  assert.match(page.html, /<h1>Olive Soap<\/h1>/);
});

test('a page the remote does not have is a 404, its region left to the browser (which says so)', async () => {
  behaviour = 'missing';
  const page = await ask('/product/no-such-product');
  assert.equal(page.status, 404);
  assert.match(page.html, /<!--\$!--><template data-dgst=""><\/template>/);
});

for (const [name, state] of [['down', 'down'], ['answering an error', 'error'], ['hanging', 'hang']]) {
  test(`a remote ${name} costs the page nothing: the shell's page, within the budget`, async () => {
    behaviour = state;
    const started = Date.now();
    const page = await ask('/product/olive-soap', {
      routePage: path.join(dist, '_pages/product/olive-soap.html'),
      known: true,
      remoteOrigin: () => (state === 'down' ? 'http://127.0.0.1:9' : origin),
    });
    assert.ok(Date.now() - started < 1000, `answered after ${Date.now() - started} ms`);
    assert.equal(page.status, 200);
    // The route's own metadata, from the shell's build, and the region for the browser to draw.
    assert.match(page.html, /<title>Olive Soap \(as the shell was built\)<\/title>/);
    assert.match(page.html, /<!--\$!--><template data-dgst=""><\/template><div role="status">Loading…<\/div><!--\/\$-->/);
  });
}

test("a filtered page is asked of the remote with its query, and arrives with the remote's results", async () => {
  behaviour = 'answer';
  requests = [];
  const filtered = await ask('/product/olive-soap', { search: '?ref=home&search=tea', known: true });
  assert.equal(filtered.status, 200);
  // The query as it came: the remote keeps what its page reads (shared/build/render-on-demand.mjs).
  assert.deepEqual(requests.sort(), ['/fragments/body/product/olive-soap.html?ref=home&search=tea', '/fragments/head/product/olive-soap.html?ref=home&search=tea']);
  assert.match(filtered.html, /<main id="main"><!--\$--><h1>Olive Soap<\/h1>/);
  assert.doesNotMatch(filtered.html, /<!--#|<!--\$!-->/);
  // No remote route: not the composer's.
  assert.equal(await ask('/account', { search: '?search=tea' }), null);
});

test("a query too long to pass on is not composed: the shell's page, without asking the remote", async () => {
  behaviour = 'hang';
  requests = [];
  const started = Date.now();
  const filtered = await ask('/product/olive-soap', { search: `?search=${'a'.repeat(QUERY_PASSED_MAX)}`, known: true, budgetMs: 5000 });
  assert.ok(Date.now() - started < 500, `answered after ${Date.now() - started} ms`);
  assert.equal(filtered.status, 200);
  assert.match(filtered.html, /<!--\$!-->/);
  assert.doesNotMatch(filtered.html, /<!--#/);
});

test("a query the remote does not render within the budget leaves the region to the browser, as the shell's page has it", async () => {
  behaviour = 'hang';
  const started = Date.now();
  const filtered = await ask('/product/olive-soap', { search: '?search=tea', routePage: path.join(dist, '_pages/product/olive-soap.html'), known: true });
  assert.ok(Date.now() - started < 1000, `answered after ${Date.now() - started} ms`);
  assert.equal(filtered.status, 200);
  assert.match(filtered.html, /<title>Olive Soap \(as the shell was built\)<\/title>/);
  assert.match(filtered.html, /<!--\$!--><template data-dgst=""><\/template><div role="status">Loading…<\/div><!--\/\$-->/);
});

test('an order confirmation, before the checkout published its frame, is the shell\'s page of the route, as before', async () => {
  behaviour = 'answer';
  requests = [];
  const page = await ask('/order-confirmation/ORDER1764000000000123', { known: true });
  assert.equal(page.status, 200);
  assert.equal(page.html, appOnlyPage);
  assert.deepEqual(requests, []);
});

test("every order number arrives as the checkout's one frame: neither the number nor the query is asked of the checkout", async () => {
  fs.mkdirSync(path.join(dist, '_pages/order-confirmation'), { recursive: true });
  fs.writeFileSync(path.join(dist, '_pages/order-confirmation/_orderId.html'), shellPage('Mimea Naturals', 'checkout'));
  behaviour = 'answer';
  requests = [];
  for (const pathname of ['/order-confirmation/ORDER1764000000000123', '/Order-Confirmation/ORDER1764000000000999']) {
    const page = await ask(pathname, { search: '?ref=sms', known: true });
    assert.equal(page.status, 200);
    assert.match(page.html, /<title>Your order \| Mimea Naturals<\/title>/);
    assert.match(page.html, /<main id="main"><!--\$--><h1>Thank you for your order!<\/h1><p role="status">Loading your order…<\/p><!--\/\$--><\/main>/);
    assert.doesNotMatch(page.html, /ORDER17640|<!--#/);
  }
  assert.deepEqual([...new Set(requests)].sort(), ['/fragments/body/order-confirmation/_orderId.html', '/fragments/head/order-confirmation/_orderId.html']);
});

test('an order confirmation whose checkout does not answer is still 200: the frame left to the browser', async () => {
  behaviour = 'error';
  const page = await ask('/order-confirmation/ORDER1764000000000123', { known: true });
  assert.equal(page.status, 200);
  assert.match(page.html, /<!--\$!--><template data-dgst=""><\/template><div role="status">Loading…<\/div><!--\/\$-->/);
});

test("another remote's pictures in a remote's page are put on that remote's origin", async () => {
  behaviour = 'answer';
  const origins = { content: origin, catalog: 'https://catalog.example/' };
  const { html } = await includeFragments(shellPage('Kids Care', 'content'), '/packages/KidsCare', (remote) => origins[remote], 300);
  assert.match(html, /<h1>Kids Care<\/h1><img src="https:\/\/catalog\.example\/uploads\/products\/syrup-600\.webp" alt="Syrup">/);
  // A stand-in of no remote the shop knows stays as it is.
  assert.match(html, /<img src="https:\/\/other-origin\.invalid\/x\.webp" alt="X">/);
});

test("the sitemap takes the remote's current list, so its new pages are listed with no rebuild of the shell", async () => {
  behaviour = 'answer';
  requests = [];
  assert.equal(await includeSitemaps(builtSitemap, () => origin, 300), `<urlset>\n${NEW_SITEMAP_PART}\n</urlset>\n`);
  assert.deepEqual(requests, ['/fragments/sitemap.xml']);
});

test('the sitemap keeps what the shell was built with when the remote errs, hangs or is unknown', async () => {
  const asBuilt = `<urlset>\n${BUILT_SITEMAP_PART}\n</urlset>\n`;
  for (const what of ['error', 'hang']) {
    behaviour = what;
    const started = Date.now();
    assert.equal(await includeSitemaps(builtSitemap, () => origin, 300), asBuilt, what);
    assert.ok(Date.now() - started < 1000, `${what}: ${Date.now() - started} ms`);
  }
  assert.equal(await includeSitemaps(builtSitemap, () => undefined, 300), asBuilt);
});
