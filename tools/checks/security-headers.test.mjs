// Every way the shop is served sends the same security headers, CORS for the shop's origins
// only, no source maps under any spelling, no redirect off the shop, the shop's not-found page
// for a page address with a dot in it, and the same /api/ proxy (the order service's own
// headers, the client's address as the connection's, bodies whole however they were sent, an
// honest answer when the service does not answer): `npm start` (tools/serve/serve.mjs) and nginx with
// the images' templates, each serving a small build of a shell and of a remote, in front of a
// stand-in order service (part of `npm run test:tools`; nginx: Debian's `nginx-light`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { freePort, startNginx } from '../serve/nginx-server.mjs';
import { createApp } from '../serve/serve.mjs';

const require = createRequire(import.meta.url);
const { officePageHeaders, securityHeaders } = require('../../config/security-headers.cjs');
const { runtimeConfig } = require('../serve/runtime-config.cjs');

const SHOP_ORIGIN = 'http://localhost:3000';
const CHUNK = 'chunks/main.0123456789.js';

/** A small build: what the servers treat differently (entry, chunk, map, route pages). */
function fakeBuild(host) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), `served-${host ? 'shell' : 'remote'}-`));
  fs.chmodSync(dist, 0o755);
  const files = {
    'index.html': '<!doctype html><title>app page</title><div id="root"></div>',
    'main.js': 'console.log("main")\n//# sourceMappingURL=main.js.map',
    'main.js.map': '{"version":3}',
    [CHUNK]: 'console.log("chunk")',
    [`${CHUNK}.map`]: '{"version":3}',
    'remoteEntry.js': 'var remote = {};',
    'mf-manifest.json': '{"id":"remote"}',
    ...(host
      ? {
          '_pages/index.html': '<!doctype html><title>home page</title>',
          '_pages/shop.html': '<!doctype html><title>shop page</title>',
          '_not-found.html': '<!doctype html><title>not-found page</title><div id="root"><h1>Oops! Page not found</h1></div>',
          'office/index.html': '<!doctype html><title>office page</title><div id="root"></div>',
          'office/main.js': 'console.log("office")',
        }
      : {}),
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(dist, name), text, { mode: 0o644 });
  }
  return dist;
}

/** What the stand-in order service received, and how it answers. */
const service = { requests: [], origin: '', closedOrigin: '' };
/** The order service's own headers on its answers (services/order-service/src/http/security-headers.ts). */
const SERVICE_CSP = "default-src 'none'; frame-ancestors 'none'";

before(async () => {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      service.requests.push({ url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(201, { 'Content-Type': 'application/json', 'Content-Security-Policy': SERVICE_CSP, 'X-Content-Type-Options': 'nosniff' }).end('{"stored":true}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  service.close = () => new Promise((done) => (server.closeAllConnections(), server.close(done)));
  // Nothing listens there.
  service.closedOrigin = `http://127.0.0.1:${await freePort()}`;
});
after(() => service.close?.());

async function serveWithNode(host, dist, orderService = service.origin) {
  const listener = createApp({ name: host ? 'shell' : 'catalog', dir: '', host }, dist, { orderService }).listen(0, '127.0.0.1');
  await new Promise((resolve) => listener.once('listening', resolve));
  const { port } = /** @type {net.AddressInfo} */ (listener.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => listener.close(() => done())) };
}

/** nginx with the image's template, its /etc/mimea files written by the image's start script. */
async function serveWithNginx(host, dist, orderService = service.origin) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  const env = { APP_DIR: host ? 'shell' : 'mf-catalog', ...(host ? { ORDER_SERVICE_URL: orderService } : {}) };
  const nginx = await startNginx({ dir, template: host ? 'shell' : 'remote', port: await freePort(), root: dist, env });
  return {
    origin: nginx.origin,
    close: async () => {
      await nginx.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** @param {Response} response @param {string} what @param {boolean} [host] the shell's answer, else a remote's */
function assertSecurityHeaders(response, what, host = true) {
  for (const [name, value] of Object.entries(securityHeaders({}, { host }))) assert.equal(response.headers.get(name), value, `${what}: ${name}`);
  // Spelled out too: these three were missing on every origin (issue 38).
  assert.match(response.headers.get('strict-transport-security') ?? '', /^max-age=\d{8,}/, `${what}: HSTS`);
  assert.equal(response.headers.get('cross-origin-opener-policy'), 'same-origin', `${what}: COOP`);
  assert.equal(response.headers.get('cross-origin-resource-policy'), host ? 'same-origin' : 'cross-origin', `${what}: CORP`);
}

for (const [server, serve] of /** @type {const} */ ([
  ['npm start (tools/serve/serve.mjs)', serveWithNode],
  ['nginx (deploy/nginx)', serveWithNginx],
])) {
  describe(`served by ${server}`, () => {
    /** @type {{ shell: { origin: string, close: () => Promise<void> }, remote: { origin: string, close: () => Promise<void> } }} */
    const running = {};
    const dists = [];
    before(async () => {
      for (const host of [true, false]) {
        const dist = fakeBuild(host);
        dists.push(dist);
        running[host ? 'shell' : 'remote'] = await serve(host, dist);
      }
    });
    after(async () => {
      await Promise.all(Object.values(running).map((handle) => handle.close()));
      for (const dist of dists) fs.rmSync(dist, { recursive: true, force: true });
    });

    test('every answer of the shell carries the security headers: pages, files, config, not-found', async () => {
      const html = { Accept: 'text/html' };
      for (const [url, status, headers] of [
        ['/', 200, html],
        ['/shop', 200, html],
        ['/cart', 200, html],
        ['/no-such-page', 404, html],
        ['/main.js', 200, {}],
        [`/${CHUNK}`, 200, {}],
        ['/runtime-config.json', 200, {}],
        ['/missing.js', 404, {}],
      ]) {
        const response = await fetch(`${running.shell.origin}${url}`, { headers, redirect: 'manual' });
        assert.equal(response.status, status, url);
        assertSecurityHeaders(response, `shell ${url}`);
      }
    });

    test('the back office, /office and below, is its own page with a policy of its own, noindex and no-store', async () => {
      const officeOrigin = new URL(runtimeConfig({}).remotes.office).origin;
      for (const [url, headers] of [
        ['/office', { Accept: 'text/html' }],
        ['/office/', { Accept: 'text/html' }],
        ['/office/orders/MN-1764000000000-AB12', { Accept: 'text/html' }],
        ['/Office/sign-in', { Accept: 'text/html' }],
        ['/office/orders', {}],
      ]) {
        const response = await fetch(`${running.shell.origin}${url}`, { headers, redirect: 'manual' });
        assert.equal(response.status, 200, url);
        assert.match(await response.text(), /office page/, url);
        for (const [name, value] of Object.entries(officePageHeaders({}))) assert.equal(response.headers.get(name), value, `${url}: ${name}`);
        const csp = response.headers.get('content-security-policy') ?? '';
        assert.match(csp, new RegExp(`script-src 'self' ${officeOrigin};`), `${url} may run the office`);
        assert.match(csp, /frame-ancestors 'none'/, url);
      }
      // Its page's code, under its own headers too (kept by no cache).
      const code = await fetch(`${running.shell.origin}/office/main.js`);
      assert.equal(code.status, 200);
      assert.match(await code.text(), /office/);
      assert.equal(code.headers.get('cache-control'), 'no-store');
      assert.equal(code.headers.get('x-robots-tag'), 'noindex, nofollow');
      // A shopper's page: the shop's policy, which names no office, and no office header.
      const cart = await fetch(`${running.shell.origin}/cart`, { headers: { Accept: 'text/html' } });
      assert.doesNotMatch(cart.headers.get('content-security-policy') ?? '', new RegExp(officeOrigin.replace(/\./g, '\\.')));
      assert.equal(cart.headers.get('x-robots-tag'), null);
      assert.equal(cart.headers.get('cache-control'), 'no-cache');
      // Not a prefix: /officer is any other unknown path.
      const other = await fetch(`${running.shell.origin}/officer`, { headers: { Accept: 'text/html' } });
      assert.equal(other.status, 404);
      assert.equal(other.headers.get('x-robots-tag'), null);
    });

    test('every answer of a remote carries them too, and CORS names the shop’s origins, never *', async () => {
      for (const url of ['/remoteEntry.js', '/mf-manifest.json', `/${CHUNK}`, '/index.html', '/missing.js']) {
        const fromShop = await fetch(`${running.remote.origin}${url}`, { headers: { Origin: SHOP_ORIGIN } });
        assertSecurityHeaders(fromShop, `remote ${url}`, false);
        assert.equal(fromShop.headers.get('access-control-allow-origin'), SHOP_ORIGIN, `remote ${url} answers the shop`);
        assert.match(fromShop.headers.get('vary') ?? '', /Origin/, `remote ${url} varies by Origin`);
        const fromElsewhere = await fetch(`${running.remote.origin}${url}`, { headers: { Origin: 'https://evil.example' } });
        assert.equal(fromElsewhere.headers.get('access-control-allow-origin'), null, `remote ${url} does not answer another origin`);
      }
    });

    test('source maps are not served, on any origin, under any spelling', async () => {
      for (const origin of [running.shell.origin, running.remote.origin]) {
        for (const url of ['/main.js.map', `/${CHUNK}.map`, '/main.js.%6dap', '/main.js%2emap', '/main.js.MAP', '/main.js%2Emap', `/${CHUNK}.%6Dap`, `/${CHUNK.replace('/', '%2f')}.map`]) {
          const response = await fetch(`${origin}${url}`);
          assert.notEqual(response.status, 200, `${origin}${url}`);
          assert.doesNotMatch(await response.text(), /"version"/, `${origin}${url}`);
        }
      }
    });

    test('no redirect leaves the shop; a page address with a trailing slash still loses it', async () => {
      for (const url of ['//evil.example/', '///evil.example/', '/%5Cevil.example/', '/%2F%2Fevil.example/', '/%5C%5Cevil.example/', '///']) {
        const response = await fetch(`${running.shell.origin}${url}`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
        const location = response.headers.get('location');
        if (location !== null) {
          const target = new URL(location, running.shell.origin);
          assert.equal(target.origin, running.shell.origin, `${url} redirects to ${location}`);
          assert.match(location, /^\/(?![/\\])/, `${url} redirects to a path of the shop: ${location}`);
        }
      }
      const shop = await fetch(`${running.shell.origin}/shop/?category=tea`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
      assert.equal(shop.status, 301);
      assert.equal(shop.headers.get('location'), '/shop?category=tea');
    });

    test('/api/ answers are the order service’s, headers too; it learns the client’s address from the connection', async () => {
      service.requests.length = 0;
      const response = await fetch(`${running.shell.origin}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7' },
        body: '{"order":1}',
      });
      assert.equal(response.status, 201);
      assert.deepEqual(await response.json(), { stored: true });
      assert.equal(response.headers.get('content-security-policy'), SERVICE_CSP, 'the service’s policy, not the pages’');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      const [received] = service.requests;
      assert.equal(received.body, '{"order":1}');
      assert.equal(received.headers['x-forwarded-for'], '127.0.0.1', 'a claimed X-Forwarded-For is not passed on');
    });

    test('a chunked body reaches the order service whole, with its length', async () => {
      service.requests.length = 0;
      const { status, body } = await new Promise((resolve, reject) => {
        const request = http.request(`${running.shell.origin}/api/messages`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } }, (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode, body: text }));
        });
        request.on('error', reject);
        request.write('{"name":');
        setTimeout(() => request.end('"Wanjiku"}'), 20);
      });
      assert.equal(status, 201, body);
      const [received] = service.requests;
      assert.equal(received.body, '{"name":"Wanjiku"}');
      assert.equal(received.headers['content-length'], String('{"name":"Wanjiku"}'.length));
      assert.equal(received.headers['transfer-encoding'], undefined);
    });

    test('a page address with a dot gets the shop’s not-found page; a missing file stays a plain 404', async () => {
      for (const url of ['/product/foo.bar', '/product/olive-soap.html', '/blog/a.b.c']) {
        const response = await fetch(`${running.shell.origin}${url}`, { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
        assert.equal(response.status, 404, url);
        assert.match(await response.text(), /not-found page/, `${url} shows the not-found page`);
        assertSecurityHeaders(response, url);
      }
      const script = await fetch(`${running.shell.origin}/chunks/missing.0123456789.js`, { headers: { Accept: '*/*' } });
      assert.equal(script.status, 404);
      assert.doesNotMatch(await script.text(), /not-found page|app page/);
    });
  });
}

for (const [server, serve] of /** @type {const} */ ([
  ['npm start (tools/serve/serve.mjs)', serveWithNode],
  ['nginx (deploy/nginx)', serveWithNginx],
])) {
  test(`served by ${server}: an order service that does not answer gets an honest answer, which claims nothing about what was stored`, async () => {
    const dist = fakeBuild(true);
    const shell = await serve(true, dist, service.closedOrigin);
    try {
      const response = await fetch(`${shell.origin}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      assert.ok([503, 504].includes(response.status), String(response.status));
      assert.match(response.headers.get('content-type') ?? '', /application\/json/);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      const { error } = await response.json();
      assert.match(error, /an order sent again is recognised, never placed twice/);
      assert.doesNotMatch(error, /not (stored|placed|received)/);
    } finally {
      await shell.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
}
