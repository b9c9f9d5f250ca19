// Every way the shop is served sends the same security headers, CORS for the shop's origins
// only, no source maps, and the shop's not-found page for a page address with a dot in it:
// `npm start` (tools/serve.mjs) and nginx with the images' templates, each serving a small
// build of a shell and of a remote (part of `npm run test:tools`; nginx: Debian's `nginx-light`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { freePort, startNginx } from './nginx-server.mjs';
import { createApp } from './serve.mjs';

const require = createRequire(import.meta.url);
const { securityHeaders } = require('../config/security-headers.cjs');

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
        }
      : {}),
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(dist, name), text, { mode: 0o644 });
  }
  return dist;
}

async function serveWithNode(host, dist) {
  const listener = createApp({ name: host ? 'shell' : 'catalog', dir: '', host }, dist).listen(0, '127.0.0.1');
  await new Promise((resolve) => listener.once('listening', resolve));
  const { port } = /** @type {net.AddressInfo} */ (listener.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => listener.close(() => done())) };
}

/** nginx with the image's template, its /etc/mimea files written by the image's start script. */
async function serveWithNginx(host, dist) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  const nginx = await startNginx({ dir, template: host ? 'shell' : 'remote', port: await freePort(), root: dist, env: {} });
  return {
    origin: nginx.origin,
    close: async () => {
      await nginx.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const expected = securityHeaders({});

function assertSecurityHeaders(response, what) {
  for (const [name, value] of Object.entries(expected)) assert.equal(response.headers.get(name), value, `${what}: ${name}`);
}

for (const [server, serve] of /** @type {const} */ ([
  ['npm start (tools/serve.mjs)', serveWithNode],
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

    test('every answer of a remote carries them too, and CORS names the shop’s origins, never *', async () => {
      for (const url of ['/remoteEntry.js', '/mf-manifest.json', `/${CHUNK}`, '/index.html', '/missing.js']) {
        const fromShop = await fetch(`${running.remote.origin}${url}`, { headers: { Origin: SHOP_ORIGIN } });
        assertSecurityHeaders(fromShop, `remote ${url}`);
        assert.equal(fromShop.headers.get('access-control-allow-origin'), SHOP_ORIGIN, `remote ${url} answers the shop`);
        assert.match(fromShop.headers.get('vary') ?? '', /Origin/, `remote ${url} varies by Origin`);
        const fromElsewhere = await fetch(`${running.remote.origin}${url}`, { headers: { Origin: 'https://evil.example' } });
        assert.equal(fromElsewhere.headers.get('access-control-allow-origin'), null, `remote ${url} does not answer another origin`);
      }
    });

    test('source maps are not served, on any origin', async () => {
      for (const origin of [running.shell.origin, running.remote.origin]) {
        for (const url of ['/main.js.map', `/${CHUNK}.map`]) {
          const response = await fetch(`${origin}${url}`);
          assert.equal(response.status, 404, `${origin}${url}`);
          assert.doesNotMatch(await response.text(), /"version"/);
        }
      }
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
