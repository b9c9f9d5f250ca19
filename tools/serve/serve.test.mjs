// Checks how `npm start` serves the builds: cache headers, route pages, the /api/ proxy (part of
// `npm run test:tools`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createApp, repoRoot, routePageFor, setCacheHeaders } from './serve.mjs';
import { SOURCES_FILE, sourcesFingerprint } from '../../shared/build/render-fragments.mjs';

/** The Cache-Control header setCacheHeaders gives a file of an app's dist/. */
function cacheControl(app, file) {
  const headers = new Map();
  setCacheHeaders({ setHeader: (name, value) => headers.set(name, value) }, path.join(repoRoot, app, 'dist', ...file.split('/')));
  return headers.get('Cache-Control');
}

test('entry files and published data are revalidated, hashed chunks kept a year, the rest an hour', () => {
  assert.equal(cacheControl('mf-catalog', 'remoteEntry.js'), 'no-cache');
  assert.equal(cacheControl('mf-catalog', 'mf-manifest.json'), 'no-cache');
  assert.equal(cacheControl('shell', 'index.html'), 'no-cache');
  // Published data: not content-hashed, and it changes, so a reader must never keep a stale copy.
  assert.equal(cacheControl('mf-catalog', 'catalogue/pages.json'), 'no-cache');
  assert.equal(cacheControl('mf-catalog', 'chunks/304.3b4248e1f5.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControl('mf-catalog', 'uploads/products/olive-soap-1.svg'), 'public, max-age=3600');
  // Only the published path is: a file of the same name elsewhere is an ordinary file.
  assert.equal(cacheControl('mf-catalog', 'pages.json'), 'public, max-age=3600');
  // Replaced by each deployment under the same name.
  assert.equal(cacheControl('mf-content', 'content/pages.json'), 'no-cache');
  assert.equal(cacheControl('mf-catalog', 'fragments/body/product/olive-soap.html'), 'no-cache');
  assert.equal(cacheControl('shell', 'sw.js'), 'no-cache');
  assert.equal(cacheControl('shell', 'sitemap.xml'), 'no-cache');
  assert.equal(cacheControl('shell', 'manifest.webmanifest'), 'no-cache');
});

test('a client route maps to the page the build wrote for it, and nothing else can', () => {
  const dist = path.join(repoRoot, 'shell', 'dist');
  assert.equal(routePageFor(dist, '/'), path.join(dist, '_pages', 'index.html'));
  assert.equal(routePageFor(dist, '/product/olive-soap'), path.join(dist, '_pages', 'product', 'olive-soap.html'));
  assert.equal(routePageFor(dist, '/packages/DiabetesCare'), path.join(dist, '_pages', 'packages', 'DiabetesCare.html'));
  for (const unsafe of ['/../secret', '/shop/', '//shop', '/a/%2e%2e/b', '/shop/x.html']) assert.equal(routePageFor(dist, unsafe), null, unsafe);
});

/** Listens on a free loopback port; resolves with its origin and a close. */
function listen(server) {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => (server.closeAllConnections(), server.close(done))) });
    });
  });
}

test('the /api/ proxy answers 413 to every body over the limit and passes the others whole', async () => {
  // Answers as Fastify does: 413 at once from Content-Length, closing while the body still comes.
  const received = [];
  const service = await listen(
    http.createServer((req, res) => {
      const limit = req.url === '/api/office/payments/statement' ? 2 * 1024 * 1024 : req.url?.startsWith('/api/office/catalogue/') ? 8 * 1024 * 1024 : 64 * 1024;
      if (Number(req.headers['content-length']) > limit) {
        res.writeHead(413, { Connection: 'close' }).end('{"error":"The request is too large."}');
        req.socket.destroy();
        return;
      }
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ url: req.url, body: Buffer.concat(chunks).toString(), forwardedFor: req.headers['x-forwarded-for'], forwardedHost: req.headers['x-forwarded-host'] });
        res.writeHead(201, { 'Content-Type': 'application/json' }).end('{}');
      });
    }),
  );
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-shell-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  const shell = await listen(http.createServer(createApp({ name: 'shell', dir: 'shell', host: true }, dist, { orderService: service.origin })));
  try {
    const huge = 'x'.repeat(5_000_000);
    const statuses = [];
    for (let index = 0; index < 6; index += 1) {
      const answer = await fetch(`${shell.origin}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: huge });
      statuses.push(answer.status);
      assert.deepEqual(await answer.json(), { error: 'The request is too large.' });
    }
    assert.deepEqual(statuses, [413, 413, 413, 413, 413, 413]);
    const order = JSON.stringify({ customerName: 'Wanjiku Kamau 🌿', notes: 'n'.repeat(60_000) });
    const stored = await fetch(`${shell.origin}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-Host': 'evil.example' }, body: order });
    assert.equal(stored.status, 201);
    assert.equal(received.length, 1);
    assert.equal(received[0].url, '/api/orders');
    assert.equal(received[0].body, order);
    assert.match(received[0].forwardedFor ?? '', /127\.0\.0\.1/);
    // The host the browser asked, not one the client claims (the office's Origin check).
    assert.equal(received[0].forwardedHost, new URL(shell.origin).host);
    // The till statement alone passes above 64 KB (config/apps.cjs statementBodyLimit), and not without bound.
    const statement = `Receipt No.,Paid In\r\n${'TL2AB3CD4E,1160.00\r\n'.repeat(5000)}`;
    const imported = await fetch(`${shell.origin}/api/office/payments/statement`, { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: statement });
    assert.equal(imported.status, 201, 'a 100 KB statement reaches the service');
    assert.equal(received.at(-1)?.body, statement);
    const tooLong = await fetch(`${shell.origin}/api/office/payments/statement`, { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: huge });
    assert.equal(tooLong.status, 413);
    // So does an office product photo, up to 8 MB (config/apps.cjs catalogueBodyLimit).
    const photo = 'x'.repeat(300 * 1024);
    const uploaded = await fetch(`${shell.origin}/api/office/catalogue/products/olive-soap/photos`, { method: 'POST', headers: { 'Content-Type': 'image/jpeg' }, body: photo });
    assert.equal(uploaded.status, 201, 'a 300 KB photo reaches the service');
    assert.equal(received.at(-1)?.body.length, photo.length);
  } finally {
    await shell.close();
    await service.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test("a remote serves its rendered pages and its part of the sitemap with its real origins and the shop's, ready to include", async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-catalog-'));
  fs.mkdirSync(path.join(dist, 'fragments/body/product'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'fragments/body/product/olive-soap.html'),
    '<!--$--><img src="https://remote-origin.invalid/uploads/olive-soap.svg"><a href="https://site-origin.invalid/shop">Shop</a><!--/$-->',
  );
  fs.writeFileSync(path.join(dist, 'fragments/sitemap.xml'), '  <url>\n    <loc>https://site-origin.invalid/product/olive-soap</loc>\n  </url>\n');
  const saved = { CATALOG_URL: process.env.CATALOG_URL, SITE_ORIGIN: process.env.SITE_ORIGIN };
  Object.assign(process.env, { CATALOG_URL: 'https://catalog.mimea.example', SITE_ORIGIN: 'https://mimea.example/' });
  const catalog = await listen(http.createServer(createApp({ name: 'catalog', dir: 'mf-catalog' }, dist)));
  try {
    const answer = await fetch(`${catalog.origin}/fragments/body/product/olive-soap.html`);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('cache-control'), 'no-cache');
    assert.equal(
      await answer.text(),
      '<!--$--><img src="https://catalog.mimea.example/uploads/olive-soap.svg"><a href="https://mimea.example/shop">Shop</a><!--/$-->',
    );
    assert.equal((await fetch(`${catalog.origin}/fragments/body/product/no-such.html`)).status, 404);
    // its part of the shop's sitemap likewise
    const sitemap = await fetch(`${catalog.origin}/fragments/sitemap.xml`);
    assert.equal(sitemap.headers.get('cache-control'), 'no-cache');
    assert.match(sitemap.headers.get('content-type') ?? '', /xml/);
    assert.equal(await sitemap.text(), '  <url>\n    <loc>https://mimea.example/product/olive-soap</loc>\n  </url>\n');
  } finally {
    await catalog.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

/**
 * A catalog build that publishes /shop (the build's own file of it) and was rendered from the
 * sources of fingerprint `sha256`: what the on-demand renderer needs of a build.
 * @param {string} sha256
 */
function catalogBuild(sha256) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-catalog-'));
  fs.mkdirSync(path.join(dist, 'catalogue'));
  fs.writeFileSync(path.join(dist, 'catalogue/pages.json'), JSON.stringify({ pages: [{ path: '/shop', title: 'Shop | Mimea Naturals', description: 'The shop.', priority: 0.9 }] }));
  fs.mkdirSync(path.join(dist, 'fragments/body'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'fragments/body/shop.html'), '<!--$--><h1>The build’s shop</h1><!--/$-->');
  fs.writeFileSync(path.join(dist, SOURCES_FILE), JSON.stringify({ sha256 }));
  return dist;
}

test("a remote renders a page with a query on demand: what its page reads, escaped, cached, anything else dropped", async () => {
  // The catalog's own sources render the page (shared/build/render-on-demand.mjs); its build is not
  // needed, only its published pages and the build's file of /shop.
  // Built from the checkout's sources, as the build records it.
  const dist = catalogBuild(sourcesFingerprint(path.join(repoRoot, 'mf-catalog')));
  // A budget shorter than any render: a new query is answered 503 (the shell's page leaves it to
  // the browser) and, rendered meanwhile, from the cache the next time.
  const app = createApp({ name: 'catalog', dir: 'mf-catalog', pages: 'catalogue/pages.json' }, dist, { renderer: 'start', renderBudgetMs: 5 });
  const catalog = await listen(http.createServer(app));
  /** The answer once the renderer has it; how many 503s came first. */
  const rendered = async (url) => {
    for (let late = 0; late < 150; late += 1) {
      const answer = await fetch(`${catalog.origin}${url}`);
      if (answer.status !== 503) return { answer, late };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${url}: never rendered`);
  };
  try {
    const search = await rendered('/fragments/body/shop.html?search=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    assert.equal(search.answer.status, 200);
    assert.ok(search.late > 0, 'a new query is not rendered within 5 ms');
    const html = await search.answer.text();
    assert.match(html, /^<!--\$-->[\s\S]*Search Results for &quot;&lt;script&gt;alert\(1\)&lt;\/script&gt;&quot;[\s\S]*<!--\/\$-->$/);
    assert.doesNotMatch(html, /<script/);
    // Its <head> part: the page's metadata for that search, escaped too, canonical on the shop.
    const head = await (await rendered('/fragments/head/shop.html?search=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).answer.text();
    assert.match(head, /<title>Search results for &quot;&lt;script&gt;alert\(1\)&lt;\/script&gt;&quot; \| Mimea Naturals<\/title>/);
    assert.match(head, /<link rel="canonical" href="http:\/\/localhost:\d+\/shop" \/>/);
    // What the page does not read is dropped: the same page, from the cache, at once.
    const again = await fetch(`${catalog.origin}/fragments/body/shop.html?utm_source=x&search=%3Cscript%3Ealert(1)%3C%2Fscript%3E&sessionId=1`);
    assert.equal(again.status, 200);
    assert.equal(await again.text(), html);
    // Nothing the page reads: the build's file; a query past the limit, or a page not published: none.
    assert.equal(await (await fetch(`${catalog.origin}/fragments/body/shop.html?utm_source=x`)).text(), '<!--$--><h1>The build’s shop</h1><!--/$-->');
    assert.equal((await fetch(`${catalog.origin}/fragments/body/shop.html?search=${'a'.repeat(300)}`)).status, 414);
    assert.equal((await fetch(`${catalog.origin}/fragments/body/categories.html?search=tea`)).status, 404);
    // A filter renders its results: skincare's products, each linked.
    const skincare = await (await rendered('/fragments/body/shop.html?category=skincare')).answer.text();
    assert.match(skincare, /<h1[^>]*>Skincare<\/h1>/);
    assert.match(skincare, /href="\/product\/olive-soap"/);
  } finally {
    await catalog.close();
    await app.locals.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test("a remote whose build is not of the checkout's sources leaves pages with a query to the browser", async () => {
  // Rendered from other sources, its HTML could differ from what the browser's code draws.
  const dist = catalogBuild('another build');
  const app = createApp({ name: 'catalog', dir: 'mf-catalog', pages: 'catalogue/pages.json' }, dist, { renderer: 'start' });
  const catalog = await listen(http.createServer(app));
  const logged = [];
  const log = console.error;
  console.error = (...args) => logged.push(args.join(' '));
  try {
    await app.locals.rendererLoaded();
    assert.equal((await fetch(`${catalog.origin}/fragments/body/shop.html?search=tea`)).status, 503);
    assert.equal(await (await fetch(`${catalog.origin}/fragments/body/shop.html`)).text(), '<!--$--><h1>The build’s shop</h1><!--/$-->');
    assert.match(logged.join('\n'), /catalog: pages with a query are left to the browser: mf-catalog: its sources are not those of the build served/);
    assert.doesNotMatch(logged.join('\n'), /tea/);
  } finally {
    console.error = log;
    await catalog.close();
    await app.locals.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test('a remote rebuilt while its server runs stops rendering with the old build’s code', async () => {
  // `npm run build -w mf-catalog` under a running `npm start`: the renderer loaded for the old
  // build would go on answering the old code's HTML, which the new code's hydration throws away.
  // The new build here is of other sources than the checkout's, so its renderer refuses (503).
  const dist = catalogBuild(sourcesFingerprint(path.join(repoRoot, 'mf-catalog')));
  const app = createApp({ name: 'catalog', dir: 'mf-catalog', pages: 'catalogue/pages.json' }, dist, { renderer: 'start' });
  const catalog = await listen(http.createServer(app));
  const log = console.error;
  console.error = () => undefined;
  try {
    await app.locals.rendererLoaded();
    assert.equal((await fetch(`${catalog.origin}/fragments/body/shop.html?search=tea`)).status, 200);
    fs.writeFileSync(path.join(dist, SOURCES_FILE), JSON.stringify({ sha256: 'a newer build' }));
    const later = new Date(Date.now() + 2000);
    fs.utimesSync(path.join(dist, SOURCES_FILE), later, later);
    // Neither the old renderer nor its cache answers; the build's own file still does.
    assert.equal((await fetch(`${catalog.origin}/fragments/body/shop.html?search=tea`)).status, 503);
    assert.equal((await fetch(`${catalog.origin}/fragments/body/shop.html?search=tea`)).status, 503);
    assert.equal(await (await fetch(`${catalog.origin}/fragments/body/shop.html`)).text(), '<!--$--><h1>The build’s shop</h1><!--/$-->');
  } finally {
    console.error = log;
    await catalog.close();
    await app.locals.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
