// Checks whom the shell's nginx says connected (part of `npm run test:tools`): the address it
// passes to the order service as X-Forwarded-For, which the service's rate limits and its
// allow-list of Daraja's callback addresses (MPESA_CALLBACK_ALLOW) read. A real nginx with the
// shell's template (deploy/nginx/shell.conf.template) and a stand-in order service: the address
// that connected, whatever a client claims; behind a proxy of its own (NGINX_REAL_IP_FROM, a TLS
// proxy in front of docker-compose), the client that proxy saw. Needs nginx (Debian: nginx-light).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { freePort, startNginx } from '../serve/nginx-server.mjs';
import { repoRoot } from '../serve/serve.mjs';

let dir;
let orders;
let ordersOrigin;
/** What the stand-in order service was told: X-Forwarded-For of each request. @type {(string | undefined)[]} */
let forwardedFor = [];
/** @type {{ close: () => Promise<void> }[]} */
const nginxes = [];

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-real-ip-'));
  orders = http.createServer((req, res) => {
    req.resume();
    forwardedFor.push(req.headers['x-forwarded-for']);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ResultCode":0,"ResultDesc":"Accepted"}');
  });
  await new Promise((resolve) => orders.listen(0, '127.0.0.1', resolve));
  ordersOrigin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (orders.address()).port}`;
  fs.mkdirSync(path.join(dir, 'html'));
  fs.writeFileSync(path.join(dir, 'html/index.html'), '<!doctype html><title>Mimea Naturals</title>');
});

after(async () => {
  await Promise.all(nginxes.map((nginx) => nginx.close()));
  orders?.closeAllConnections();
  orders?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The shell's nginx with `env`. @param {string} name @param {Record<string, string>} env */
async function shell(name, env) {
  const nginx = await startNginx({ dir: path.join(dir, name), template: 'shell', port: await freePort(), root: path.join(dir, 'html'), env: { APP_DIR: 'shell', ORDER_SERVICE_URL: ordersOrigin, ...env } });
  nginxes.push(nginx);
  return nginx.origin;
}

/** What the order service is told of a callback sent with `claimed` as its X-Forwarded-For. @param {string} origin @param {string} claimed */
async function toldOf(origin, claimed) {
  forwardedFor = [];
  const answer = await fetch(`${origin}/api/payments/callbacks/c0ffee5ecre7c0ffee5ecre7c0ffee5ecre7/stk`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': claimed },
    body: '{}',
  });
  assert.equal(answer.status, 200);
  await answer.arrayBuffer();
  assert.equal(forwardedFor.length, 1);
  return forwardedFor[0];
}

test('the front door: the address that connected, whatever a client claims', async () => {
  const origin = await shell('front-door', {});
  assert.equal(await toldOf(origin, '196.201.214.200'), '127.0.0.1');
});

test('behind the proxies NGINX_REAL_IP_FROM names: the client they saw, never one a client claims before it', async () => {
  // Here the "proxy" is this test, on the loopback; Daraja's callback came to it from 196.201.214.200.
  const behind = await shell('behind-proxy', { NGINX_REAL_IP_FROM: '10.0.0.0/8, 127.0.0.1' });
  assert.equal(await toldOf(behind, '196.201.214.200'), '196.201.214.200');
  // A client that sent its own X-Forwarded-For: the proxy appends the address it saw, which wins.
  assert.equal(await toldOf(behind, '196.201.214.206, 203.0.113.9'), '203.0.113.9');
  // Another proxy's range: the loopback is not believed, so it is the client.
  const elsewhere = await shell('other-proxy', { NGINX_REAL_IP_FROM: '172.16.0.0/12' });
  assert.equal(await toldOf(elsewhere, '196.201.214.200'), '127.0.0.1');
});

test('the container refuses a NGINX_REAL_IP_FROM that is not addresses or ranges', () => {
  for (const [value, ok] of [['', true], ['172.18.0.1', true], ['172.18.0.0/16, fd00::/8', true], ['proxy.example', false], ['*', false], ['10.0.0.1;', false]]) {
    const etc = fs.mkdtempSync(path.join(dir, 'etc-'));
    const run = spawnSync('sh', [path.join(repoRoot, 'deploy/nginx/40-runtime-config.sh')], {
      env: { PATH: process.env.PATH, RUNTIME_CONFIG_PATH: path.join(etc, 'runtime-config.json'), NGINX_REAL_IP_FROM: value },
      encoding: 'utf8',
    });
    assert.equal(run.status === 0, ok, `${value}: ${run.stderr}`);
    if (!ok) assert.match(run.stderr, /NGINX_REAL_IP_FROM: ".+" is not an address or a range/, value);
  }
});
