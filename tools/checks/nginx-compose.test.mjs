// Checks how the containers put a page together (part of `npm run test:tools`): a real nginx with
// the shell's template (deploy/nginx/shell.conf.template) includes the remote's HTML of the asked
// page, which a real nginx with the remotes' template serves with its real origins, and a remote
// down, answering an error or hanging leaves the page its fallback within the budget. The pages
// and the remote's HTML are small stand-ins in the shape the builds write
// (config/fragment-format.cjs), so this runs before any build; a page with a query is rendered
// for real by the catalog's render service (shared/build/render-service.mjs) from the checkout's
// sources, as in the containers. Needs nginx (Debian: nginx-light).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { freePort, startNginx } from '../serve/nginx-server.mjs';
import { renderService } from '../../shared/build/render-service.mjs';
import { SOURCES_FILE, sourcesFingerprint } from '../../shared/build/render-fragments.mjs';

const require = createRequire(import.meta.url);
const { sitemapIncludeDirective, withFragmentIncludes } = require('../../config/fragment-format.cjs');

const SITE_ORIGIN = 'https://mimea.example';
/** The catalog's sources, which its render service renders from. */
const catalogDir = path.join(import.meta.dirname, '../..', 'mf-catalog');

/** @param {string} file @param {string} text */
function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** One page's entry in a sitemap. @param {string} loc */
const sitemapUrl = (loc) => `  <url>\n    <loc>${loc}</loc>\n  </url>\n`;

/** A page of the shell's build: the route's metadata, the chrome, the remote's region left to the browser. */
const shellPage = (title, remote) =>
  withFragmentIncludes(
    `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><meta name="theme-color" content="#1E5B2E"></head>` +
      `<body><div id="root"><header>Chrome</header><main id="main"><!--$!--><template data-dgst=""></template><div role="status">Loading…</div><!--/$--></main></div></body></html>`,
    remote,
  );

let dir;
let shell;
let catalogOrigin;
let contentOrigin;
/** @type {{ close: () => Promise<void> }[]} */
let nginxes = [];
/** The content remote, a real HTTP server whose behaviour each test sets. */
let content;
let contentBehaviour = 'hang';
let contentRequests = [];
/** The catalog's render service, its nginx's origin when the service is down, and when it hangs. */
let pages;
let catalogPagesDown;
let catalogPagesHanging;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-compose-'));
  const [shellPort, catalogPort, checkoutPort, downPort, pagesPort, pagesDownPort, pagesHangingPort] = await Promise.all(Array.from({ length: 7 }, freePort));
  catalogOrigin = `http://127.0.0.1:${catalogPort}`;

  // The catalog's build: its rendered pages, with the stand-in origins its build writes.
  const catalogRoot = path.join(dir, 'catalog/html');
  write(
    path.join(catalogRoot, 'fragments/head/product/olive-soap.html'),
    '<title>Olive Soap – KES 500 | Mimea Naturals</title><link rel="canonical" href="https://site-origin.invalid/product/olive-soap">',
  );
  write(
    path.join(catalogRoot, 'fragments/body/product/olive-soap.html'),
    '<!--$--><h1>Olive Soap</h1><img src="https://remote-origin.invalid/uploads/olive-soap.svg" alt="Olive Soap"><!--/$-->',
  );
  write(path.join(catalogRoot, 'fragments/body/product/new-arrival.html'), '<!--$--><h1>New Arrival</h1><!--/$-->');
  // A page showing another remote's picture, on that remote's stand-in (the content's package pages show the catalog's).
  write(path.join(catalogRoot, 'fragments/body/product/gift-set.html'), '<!--$--><img src="https://content-origin.invalid/uploads/gift-card.svg" alt="Gift card"><!--/$-->');
  write(path.join(catalogRoot, 'fragments/head/index.html'), '<title>Mimea Naturals | Natural health</title>');
  write(path.join(catalogRoot, 'fragments/body/index.html'), '<!--$--><h1>Natural health for every home</h1><!--/$-->');
  // A script, to see how compressed the remotes send their code (the budgets count gzip level 6).
  write(path.join(catalogRoot, 'remoteEntry.js'), fs.readFileSync(new URL(import.meta.url), 'utf8'));
  // The shop's listing, and what the render service reads of the build: the published pages,
  // and the fingerprint of the sources the build rendered from (the checkout's own here).
  write(path.join(catalogRoot, 'catalogue/pages.json'), JSON.stringify({ pages: [{ path: '/shop', title: 'Shop | Mimea Naturals', description: 'The shop.', priority: 0.9 }] }));
  write(path.join(catalogRoot, 'fragments/head/shop.html'), '<title>Shop | Mimea Naturals</title>');
  write(path.join(catalogRoot, 'fragments/body/shop.html'), '<!--$--><h1>The build’s shop</h1><!--/$-->');
  write(path.join(catalogRoot, SOURCES_FILE), JSON.stringify({ sha256: sourcesFingerprint(catalogDir) }));
  // Its part of the sitemap now: a product published since the shell's build.
  write(path.join(catalogRoot, 'fragments/sitemap.xml'), sitemapUrl('https://site-origin.invalid/product/olive-soap') + sitemapUrl('https://site-origin.invalid/product/new-arrival'));

  // The shell's build: its pages of the remotes' routes, marked for their HTML.
  const shellRoot = path.join(dir, 'shell/html');
  write(path.join(shellRoot, 'index.html'), '<!doctype html><html><head><title>Mimea Naturals</title></head><body><div id="root"></div></body></html>');
  write(path.join(shellRoot, 'office/index.html'), '<!doctype html><html><head><title>Mimea Naturals office</title></head><body><div id="root"></div></body></html>');
  write(path.join(shellRoot, '_pages/index.html'), shellPage('Home (as the shell was built)', 'catalog'));
  write(path.join(shellRoot, '_pages/product/olive-soap.html'), shellPage('Olive Soap (as the shell was built)', 'catalog'));
  write(path.join(shellRoot, '_pages/about.html'), shellPage('About (as the shell was built)', 'content'));
  write(path.join(shellRoot, '_pages/blog.html'), shellPage('Blog (as the shell was built)', 'content'));
  write(path.join(shellRoot, '_pages/nopf.html'), shellPage('NOPF (as the shell was built)', 'nopf'));
  write(path.join(shellRoot, '_pages/shop.html'), shellPage('Shop (as the shell was built)', 'catalog'));
  write(path.join(shellRoot, '_pages/checkout.html'), shellPage('Checkout (as the shell was built)', 'checkout'));
  write(path.join(shellRoot, '_pages/cart.html'), shellPage('Cart (as the shell was built)', 'checkout'));
  // A shopper's own page the browser draws in the chrome: no include.
  write(path.join(shellRoot, '_pages/account.html'), '<!doctype html><html><head><title>My Account | Mimea Naturals</title></head><body><div id="root"><header>Chrome</header></div></body></html>');
  // The checkout's build: its form with no cart, and the cart's heading with no cart.
  const checkoutRoot = path.join(dir, 'checkout/html');
  write(path.join(checkoutRoot, 'fragments/head/checkout.html'), '<title>Checkout | Mimea Naturals</title><meta name="robots" content="noindex">');
  write(path.join(checkoutRoot, 'fragments/body/checkout.html'), '<!--$--><form aria-label="Checkout"><h1>Checkout</h1><p>Loading your cart…</p></form><!--/$-->');
  write(path.join(checkoutRoot, 'fragments/head/cart.html'), '<title>Cart | Mimea Naturals</title><meta name="robots" content="noindex">');
  write(path.join(checkoutRoot, 'fragments/body/cart.html'), '<!--$--><h1>Shopping Cart</h1><p role="status">Loading your cart…</p><!--/$-->');
  write(path.join(shellRoot, '_routes/product/_id.html'), shellPage('Mimea Naturals (a product)', 'catalog'));
  write(path.join(shellRoot, '_routes/blog/_id.html'), shellPage('Mimea Naturals (a blog post)', 'content'));
  write(
    path.join(shellRoot, 'sitemap.xml'),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      [
        sitemapIncludeDirective('catalog', sitemapUrl(`${SITE_ORIGIN}/product/olive-soap`)),
        sitemapIncludeDirective('content', sitemapUrl(`${SITE_ORIGIN}/about`)),
        sitemapIncludeDirective('nopf', sitemapUrl(`${SITE_ORIGIN}/nopf`)),
      ].join('\n') +
      '\n</urlset>\n',
  );
  write(path.join(shellRoot, '_not-found.html'), '<!doctype html><html><head><title>Page not found | Mimea Naturals</title></head><body><div id="root"><h1>Oops! Page not found</h1></div></body></html>');

  content = http.createServer((req, res) => {
    contentRequests.push(req.url ?? '');
    if (contentBehaviour === 'error') res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Internal Server Error</h1>');
    // 'hang': accepts, never answers.
  });
  await new Promise((resolve) => content.listen(0, '127.0.0.1', resolve));
  contentOrigin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (content.address()).port}`;

  // The catalog's render service on the loopback beside its nginx, as in its pod.
  pages = renderService({ appDir: catalogDir, dist: catalogRoot });
  await new Promise((resolve) => pages.server.listen(pagesPort, '127.0.0.1', resolve));

  const urls = { CATALOG_URL: catalogOrigin, CHECKOUT_URL: `http://127.0.0.1:${checkoutPort}`, CONTENT_URL: contentOrigin, NOPF_URL: `http://127.0.0.1:${downPort}`, SITE_ORIGIN };
  nginxes.push(await startNginx({ dir: path.join(dir, 'catalog'), template: 'remote', port: catalogPort, root: catalogRoot, env: { ...urls, APP_DIR: 'mf-catalog', RENDER_SERVICE_URL: `http://127.0.0.1:${pagesPort}` } }));
  nginxes.push(await startNginx({ dir: path.join(dir, 'checkout'), template: 'remote', port: checkoutPort, root: checkoutRoot, env: { ...urls, APP_DIR: 'mf-checkout' } }));
  // The same catalog, its render service down (nothing listens) or hanging (the content stand-in).
  nginxes.push(await startNginx({ dir: path.join(dir, 'catalog-down'), template: 'remote', port: pagesDownPort, root: catalogRoot, env: { ...urls, APP_DIR: 'mf-catalog', RENDER_SERVICE_URL: `http://127.0.0.1:${downPort}` } }));
  nginxes.push(await startNginx({ dir: path.join(dir, 'catalog-hanging'), template: 'remote', port: pagesHangingPort, root: catalogRoot, env: { ...urls, APP_DIR: 'mf-catalog', RENDER_SERVICE_URL: contentOrigin } }));
  catalogPagesDown = `http://127.0.0.1:${pagesDownPort}`;
  catalogPagesHanging = `http://127.0.0.1:${pagesHangingPort}`;
  nginxes.push(await startNginx({ dir: path.join(dir, 'shell'), template: 'shell', port: shellPort, root: shellRoot, env: { ...urls, APP_DIR: 'shell' } }));
  shell = `http://127.0.0.1:${shellPort}`;
});

after(async () => {
  await Promise.all(nginxes.map((nginx) => nginx.close()));
  await pages?.close();
  content?.closeAllConnections();
  content?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** @param {string} pathname */
async function page(pathname) {
  const started = Date.now();
  const response = await fetch(`${shell}${pathname}`, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text(), ms: Date.now() - started, encoding: response.headers.get('content-encoding') };
}

test("a remote serves its rendered pages with its real origin and the shop's, revalidated", async () => {
  const response = await fetch(`${catalogOrigin}/fragments/body/product/olive-soap.html`, { headers: { 'Accept-Encoding': 'identity' } });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  assert.equal(await response.text(), `<!--$--><h1>Olive Soap</h1><img src="${catalogOrigin}/uploads/olive-soap.svg" alt="Olive Soap"><!--/$-->`);
  const head = await (await fetch(`${catalogOrigin}/fragments/head/product/olive-soap.html`)).text();
  assert.match(head, /<link rel="canonical" href="https:\/\/mimea\.example\/product\/olive-soap">/);
  // Another remote's picture: on that remote's origin.
  const other = await (await fetch(`${catalogOrigin}/fragments/body/product/gift-set.html`)).text();
  assert.equal(other, `<!--$--><img src="${contentOrigin}/uploads/gift-card.svg" alt="Gift card"><!--/$-->`);
});

test("the shell's nginx includes the remote's <head> part and HTML of the asked page, compressed for the browser", async () => {
  const product = await page('/product/olive-soap');
  assert.equal(product.status, 200);
  assert.equal(product.encoding, 'gzip');
  assert.match(product.html, /<meta charset="utf-8"><title>Olive Soap – KES 500 \| Mimea Naturals<\/title><link rel="canonical" href="https:\/\/mimea\.example\/product\/olive-soap"><meta name="theme-color"/);
  assert.match(product.html, new RegExp(`<main id="main"><!--\\$--><h1>Olive Soap</h1><img src="${catalogOrigin}/uploads/olive-soap\\.svg" alt="Olive Soap"><!--/\\$--></main>`));
  assert.doesNotMatch(product.html, /<!--#|\.invalid|Loading…|as the shell was built/);
  const home = await page('/');
  assert.match(home.html, /<title>Mimea Naturals \| Natural health<\/title>/);
  assert.match(home.html, /<!--\$--><h1>Natural health for every home<\/h1><!--\/\$-->/);
});

test('the containers compress scripts as npm start does and the byte budgets count (gzip level 6)', async () => {
  // nginx's own default is level 1: the phones would get ~11% more bytes than the budgets say.
  // Node's fetch would unpack the body: the bytes as sent, with http.
  const { encoding, sent } = await new Promise((resolve, reject) => {
    http
      .get(`${catalogOrigin}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], sent: bytes }));
      })
      .on('error', reject);
  });
  assert.equal(encoding, 'gzip');
  const levelSix = zlib.gzipSync(fs.readFileSync(new URL(import.meta.url)), { level: 6 }).length;
  assert.ok(sent <= levelSix + 64, `sent ${sent} bytes; gzip -6 makes ${levelSix}`);
});

for (const [name, behaviour, pathname] of [
  ['hanging', 'hang', '/about'],
  ['answering an error', 'error', '/about'],
  ['down', null, '/nopf'],
]) {
  test(`a remote ${name} costs the page nothing: its fallback, within the budget`, async () => {
    contentBehaviour = behaviour ?? contentBehaviour;
    const answer = await page(pathname);
    assert.equal(answer.status, 200);
    assert.ok(answer.ms < 1800, `answered after ${answer.ms} ms`);
    // The route's metadata from the shell's build, the region for the browser to draw.
    assert.match(answer.html, /<title>(About|NOPF) \(as the shell was built\)<\/title>/);
    assert.match(answer.html, /<main id="main"><!--\$!--><template data-dgst=""><\/template><div role="status">Loading…<\/div><!--\/\$--><\/main>/);
    assert.doesNotMatch(answer.html, /<!--#|Internal Server Error/);
  });
}

/** The catalog's nginx's answer once its render service has rendered it (a first render may take longer than the budget: 503). @param {string} url */
async function rendered(url) {
  for (let tries = 0; tries < 150; tries += 1) {
    const answer = await fetch(`${catalogOrigin}${url}`);
    if (answer.status !== 503) return answer;
    await answer.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}: never rendered`);
}

test("a remote's nginx has its render service render a page's part with a query, with its real origins", async () => {
  await pages.loaded();
  const body = await rendered('/fragments/body/shop.html?search=tea');
  assert.equal(body.status, 200);
  assert.equal(body.headers.get('cache-control'), 'no-cache');
  assert.match(body.headers.get('content-security-policy') ?? '', /default-src 'self'/);
  const html = await body.text();
  assert.match(html, /^<!--\$-->[\s\S]*Search Results for &quot;tea&quot;[\s\S]*<!--\/\$-->$/);
  assert.match(html, /href="\/product\/[a-z0-9-]+"/);
  assert.doesNotMatch(html, /\.invalid/);
  const head = await (await rendered('/fragments/head/shop.html?search=tea')).text();
  assert.match(head, /<title>Search results for &quot;tea&quot; \| Mimea Naturals<\/title>/);
  assert.match(head, /<link rel="canonical" href="https:\/\/mimea\.example\/shop" \/>/);
  // What the page does not read is dropped: nothing left, the build's file; too long, or not a published page: none.
  assert.equal(await (await fetch(`${catalogOrigin}/fragments/body/shop.html?utm_source=x`)).text(), '<!--$--><h1>The build’s shop</h1><!--/$-->');
  assert.equal((await fetch(`${catalogOrigin}/fragments/body/shop.html?search=${'a'.repeat(300)}`)).status, 414);
  assert.equal((await fetch(`${catalogOrigin}/fragments/body/product/olive-soap.html?search=tea`)).status, 404);
  // The files without a query, and the sitemap with one, as they were.
  assert.match(await (await fetch(`${catalogOrigin}/fragments/body/product/olive-soap.html`)).text(), /<h1>Olive Soap<\/h1>/);
  assert.match(await (await fetch(`${catalogOrigin}/fragments/sitemap.xml?x=1`)).text(), /new-arrival/);
});

test('a page with a query arrives composed with its results, as under npm start', async () => {
  await rendered('/fragments/body/shop.html?search=tea');
  await rendered('/fragments/head/shop.html?search=tea');
  const search = await page('/shop?utm_source=x&search=tea');
  assert.equal(search.status, 200);
  assert.match(search.html, /<title>Search results for &quot;tea&quot; \| Mimea Naturals<\/title>/);
  assert.match(search.html, /<main id="main"><!--\$-->[\s\S]*Search Results for &quot;tea&quot;[\s\S]*<!--\/\$--><\/main>/);
  assert.doesNotMatch(search.html, /<!--#|\.invalid|Loading…|as the shell was built/);
  // A filter: its category's products, each linked.
  await rendered('/fragments/body/shop.html?category=skincare');
  await rendered('/fragments/head/shop.html?category=skincare');
  const skincare = await page('/shop?category=skincare');
  assert.match(skincare.html, /<main id="main"><!--\$-->[\s\S]*<h1[^>]*>Skincare<\/h1>[\s\S]*href="\/product\/olive-soap"[\s\S]*<!--\/\$--><\/main>/);
  assert.match(skincare.html, /<link rel="canonical" href="https:\/\/mimea\.example\/shop\/skincare" \/>/);
  // Nothing the page reads: the build's page.
  assert.match((await page('/shop?utm_source=x')).html, /<main id="main"><!--\$--><h1>The build’s shop<\/h1><!--\/\$--><\/main>/);
});

test('a page with a query too long to pass on, or whose remote does not answer, is left to the browser within the budget', async () => {
  // Past 1,024 characters: not composed, the remote not asked.
  contentRequests = [];
  contentBehaviour = 'hang';
  const long = await page(`/blog?search=${'a'.repeat(1100)}`);
  assert.ok(long.ms < 500, `answered after ${long.ms} ms`);
  assert.match(long.html, /<title>Blog \(as the shell was built\)<\/title>/);
  assert.match(long.html, /<!--\$!--><template data-dgst=""><\/template>/);
  assert.deepEqual(contentRequests, []);
  // Any remote is asked with the page's query as it came; one that hangs costs the page nothing.
  const blog = await page('/blog?search=shea&category=x');
  assert.ok(blog.ms < 1800, `answered after ${blog.ms} ms`);
  assert.match(blog.html, /<title>Blog \(as the shell was built\)<\/title>/);
  assert.deepEqual(contentRequests.sort(), ['/fragments/body/blog.html?search=shea&category=x', '/fragments/head/blog.html?search=shea&category=x']);
});

for (const [name, origin] of [
  ['down', () => catalogPagesDown],
  ['hanging', () => catalogPagesHanging],
]) {
  test(`a remote whose render service is ${name} answers a query 503 within a second, and its files as they are`, async () => {
    contentBehaviour = 'hang';
    const started = Date.now();
    const answer = await fetch(`${origin()}/fragments/body/shop.html?search=tea`);
    assert.equal(answer.status, 503);
    assert.ok(Date.now() - started < 1500, `answered after ${Date.now() - started} ms`);
    assert.equal(await (await fetch(`${origin()}/fragments/body/shop.html`)).text(), '<!--$--><h1>The build’s shop</h1><!--/$-->');
  });
}

test('/checkout and /cart arrive composed with the checkout’s HTML; the other shoppers’ own pages as the shell built them', async () => {
  for (const pathname of ['/checkout', '/checkout?step=1']) {
    const checkout = await page(pathname);
    assert.equal(checkout.status, 200, pathname);
    assert.match(checkout.html, /<title>Checkout \| Mimea Naturals<\/title><meta name="robots" content="noindex">/, pathname);
    assert.match(checkout.html, /<main id="main"><!--\$--><form aria-label="Checkout"><h1>Checkout<\/h1><p>Loading your cart…<\/p><\/form><!--\/\$--><\/main>/, pathname);
    assert.doesNotMatch(checkout.html, /<!--#|as the shell was built/, pathname);
  }
  const cart = await page('/cart');
  assert.equal(cart.status, 200);
  assert.match(cart.html, /<title>Cart \| Mimea Naturals<\/title><meta name="robots" content="noindex">/);
  assert.match(cart.html, /<main id="main"><!--\$--><h1>Shopping Cart<\/h1><p role="status">Loading your cart…<\/p><!--\/\$--><\/main>/);
  assert.doesNotMatch(cart.html, /<!--#|as the shell was built/);
  const account = await page('/account');
  assert.equal(account.status, 200);
  assert.match(account.html, /<title>My Account \| Mimea Naturals<\/title><\/head><body><div id="root"><header>Chrome<\/header><\/div>/);
  const order = await page('/order-confirmation/MN-1764000000000-AB12');
  assert.equal(order.status, 200);
  assert.match(order.html, /<title>Mimea Naturals<\/title><\/head><body><div id="root"><\/div>/);
});

test('a path without a page of the shell’s build: its pattern’s page, composed (200) if its remote has it, else 404', async () => {
  // A product added since the shell was built: its remote has it, so it arrives whole, 200.
  const added = await page('/product/new-arrival');
  assert.equal(added.status, 200);
  assert.match(added.html, /<main id="main"><!--\$--><h1>New Arrival<\/h1><!--\/\$--><\/main>/);
  assert.match(added.html, /<header>Chrome<\/header>/);
  // One the catalog does not have: the region is left to the browser, which says so.
  const unknown = await page('/product/no-such-product');
  assert.equal(unknown.status, 404);
  assert.match(unknown.html, /<!--\$!--><template data-dgst=""><\/template>/);
  assert.doesNotMatch(unknown.html, /<!--#/);
  // A remote that cannot say (hanging) is taken not to have it, within the budget.
  contentBehaviour = 'hang';
  const unanswered = await page('/blog/new-post');
  assert.equal(unanswered.status, 404);
  assert.ok(unanswered.ms < 1800, `answered after ${unanswered.ms} ms`);
  assert.match(unanswered.html, /<title>Mimea Naturals \(a blog post\)<\/title>/);
  for (const pathname of ['/no-such-page', '/product/x.y']) {
    const missing = await page(pathname);
    assert.equal(missing.status, 404, pathname);
    assert.match(missing.html, /Oops! Page not found/, pathname);
  }
});

test('the back office is its own page as it is: nothing composed, no remote asked, never the not-found page', async () => {
  contentBehaviour = 'hang';
  contentRequests = [];
  for (const pathname of ['/office', '/office/orders/MN-1764000000000-AB12', '/office/x.y']) {
    const office = await page(pathname);
    assert.equal(office.status, 200, pathname);
    assert.ok(office.ms < 500, `${pathname} answered after ${office.ms} ms`);
    assert.match(office.html, /<title>Mimea Naturals office<\/title><\/head><body><div id="root"><\/div>/, pathname);
    assert.doesNotMatch(office.html, /<!--#|Chrome|Oops/, pathname);
  }
  assert.deepEqual(contentRequests, []);
});

test('the includes and the pages of patterns are the server’s own: a browser cannot ask for them', async () => {
  // Internal: a browser's request gets nothing (the location's empty answer), never the remote's.
  const direct = await fetch(`${shell}/_fragments/catalog/body/product/olive-soap`);
  assert.notEqual(direct.status, 200);
  assert.equal(await direct.text(), '');
  assert.equal((await fetch(`${shell}/_routes/product/_id.html`)).status, 404);
});

test("the sitemap lists a remote's pages as the remote lists them now, or as the shell was built when it does not answer", async () => {
  contentBehaviour = 'hang';
  const started = Date.now();
  const response = await fetch(`${shell}/sitemap.xml`);
  const xml = await response.text();
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  assert.ok(Date.now() - started < 1800, `answered in ${Date.now() - started} ms`);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  // the catalog's new product, on the shop's origin, with no rebuild of the shell; the hanging
  // content remote and the nopf remote that is down leave what the shell's build knew
  assert.deepEqual(locs, [`${SITE_ORIGIN}/product/olive-soap`, `${SITE_ORIGIN}/product/new-arrival`, `${SITE_ORIGIN}/about`, `${SITE_ORIGIN}/nopf`]);
  assert.doesNotMatch(xml, /<!--#|\.invalid/);
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset [^>]+>\n[\s\S]*<\/urlset>\n$/);
});
