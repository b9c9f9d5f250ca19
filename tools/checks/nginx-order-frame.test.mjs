// Checks how the containers serve an order's confirmation (part of `npm run test:tools`): a real
// nginx with the shell's template (deploy/nginx/shell.conf.template) answers every order number
// with the checkout's one frame of the page (/order-confirmation/_orderId: config/app-only-routes.cjs,
// framePageFor), asked of a real HTTP server standing in for the checkout, which is never told the
// order number or the query; 200 whatever the checkout answers. Needs nginx (Debian: nginx-light).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { freePort, startNginx } from '../serve/nginx-server.mjs';

const require = createRequire(import.meta.url);
const { withFragmentIncludes } = require('../../config/fragment-format.cjs');

const ORDER = 'ORDER1764000000000123';
const appPage = '<!doctype html><html><head><title>Mimea Naturals</title></head><body><div id="root"></div></body></html>';
/** The shell's page of the frame, as its build writes it from the checkout's published list. */
const framePage = withFragmentIncludes(
  '<!doctype html><html><head><meta charset="utf-8"><title>Your order (as the shell was built)</title><meta name="theme-color" content="#1E5B2E"></head>' +
    '<body><div id="root"><header>Chrome</header><main id="main"><!--$!--><template data-dgst=""></template><div role="status">Loading…</div><!--/$--></main></div></body></html>',
  'checkout',
);
const frameHead = '<title>Your order | Mimea Naturals</title><meta name="robots" content="noindex">';
const frameBody = '<!--$--><h1>Thank you for your order!</h1><p role="status">Loading your order…</p><!--/$-->';

/** @param {string} file @param {string} text */
function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

let dir;
/** The shell built with the checkout's frame, and one built before the checkout published it. */
let shell;
let oldShell;
let checkout;
let checkoutBehaviour = 'answer';
/** What the checkout was asked for. @type {string[]} */
let checkoutRequests = [];
/** @type {{ close: () => Promise<void> }[]} */
const nginxes = [];

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-order-frame-'));
  const [shellPort, oldShellPort, downPort] = await Promise.all([freePort(), freePort(), freePort()]);
  checkout = http.createServer((req, res) => {
    checkoutRequests.push(req.url ?? '');
    if (checkoutBehaviour === 'error') return res.writeHead(500).end('broken');
    if (req.url === '/fragments/head/order-confirmation/_orderId.html') return res.writeHead(200, { 'Content-Type': 'text/html' }).end(frameHead);
    if (req.url === '/fragments/body/order-confirmation/_orderId.html') return res.writeHead(200, { 'Content-Type': 'text/html' }).end(frameBody);
    res.writeHead(404).end('Not found');
  });
  await new Promise((resolve) => checkout.listen(0, '127.0.0.1', resolve));
  const checkoutOrigin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (checkout.address()).port}`;
  const down = `http://127.0.0.1:${downPort}`;
  const env = { CATALOG_URL: down, CHECKOUT_URL: checkoutOrigin, CONTENT_URL: down, NOPF_URL: down, SITE_ORIGIN: 'https://mimea.example', APP_DIR: 'shell' };

  const shellRoot = path.join(dir, 'shell/html');
  write(path.join(shellRoot, 'index.html'), appPage);
  write(path.join(shellRoot, '_pages/order-confirmation/_orderId.html'), framePage);
  nginxes.push(await startNginx({ dir: path.join(dir, 'shell'), template: 'shell', port: shellPort, root: shellRoot, env }));
  shell = `http://127.0.0.1:${shellPort}`;
  const oldShellRoot = path.join(dir, 'old-shell/html');
  write(path.join(oldShellRoot, 'index.html'), appPage);
  nginxes.push(await startNginx({ dir: path.join(dir, 'old-shell'), template: 'shell', port: oldShellPort, root: oldShellRoot, env }));
  oldShell = `http://127.0.0.1:${oldShellPort}`;
});

after(async () => {
  await Promise.all(nginxes.map((nginx) => nginx.close()));
  checkout?.closeAllConnections();
  checkout?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** @param {string} origin @param {string} pathname */
async function page(origin, pathname) {
  const response = await fetch(`${origin}${pathname}`, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text(), cacheControl: response.headers.get('cache-control') };
}

test("every order number arrives as the checkout's one frame; the checkout is told neither the number nor the query", async () => {
  checkoutBehaviour = 'answer';
  checkoutRequests = [];
  for (const pathname of [`/order-confirmation/${ORDER}`, `/Order-Confirmation/${ORDER}?ref=sms`, '/order-confirmation/ORDER1764000000000999']) {
    const order = await page(shell, pathname);
    assert.equal(order.status, 200, pathname);
    assert.equal(order.cacheControl, 'no-cache', pathname);
    assert.match(order.html, /<meta charset="utf-8"><title>Your order \| Mimea Naturals<\/title><meta name="robots" content="noindex"><meta name="theme-color"/, pathname);
    assert.match(order.html, /<main id="main"><!--\$--><h1>Thank you for your order!<\/h1><p role="status">Loading your order…<\/p><!--\/\$--><\/main>/, pathname);
    assert.doesNotMatch(order.html, /<!--#|as the shell was built|ORDER17640/, pathname);
  }
  assert.deepEqual([...new Set(checkoutRequests)].sort(), ['/fragments/body/order-confirmation/_orderId.html', '/fragments/head/order-confirmation/_orderId.html']);
});

test("a checkout answering an error leaves the shell's frame page, 200, the region to the browser", async () => {
  checkoutBehaviour = 'error';
  const order = await page(shell, `/order-confirmation/${ORDER}`);
  assert.equal(order.status, 200);
  assert.match(order.html, /<title>Your order \(as the shell was built\)<\/title>/);
  assert.match(order.html, /<!--\$!--><template data-dgst=""><\/template><div role="status">Loading…<\/div><!--\/\$-->/);
  assert.doesNotMatch(order.html, /<!--#/);
});

test('a shell built before the checkout published the frame answers the app page, as before', async () => {
  checkoutBehaviour = 'answer';
  const order = await page(oldShell, `/order-confirmation/${ORDER}`);
  assert.equal(order.status, 200);
  assert.equal(order.html, appPage);
  // Not an order's address: not the frame.
  assert.equal((await page(shell, '/order-confirmation/a/b')).status, 404);
});
