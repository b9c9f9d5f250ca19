// Checks that the callbacks' secret reaches no log (part of `npm run test:tools`; docs/go-live.md,
// "Nothing logs the secret"). Daraja calls back under /api/payments/callbacks/<secret>/…, and
// whoever reads a log holding that path can send a callback Daraja never sent. A real nginx with
// the shell's template (deploy/nginx/shell.conf.template), inside an nginx.conf like the image's
// own (its `main` access log of whole request lines at http level, its error log at `notice`),
// passes each callback to a stand-in order service whole, and logs it with the secret masked,
// however the path is spelled and when the order service fails; and on Kubernetes, where the
// ingress controller sends /api/ to the order service itself (deploy/kubernetes/ingress.yaml),
// the route every callback takes writes no access log. Needs nginx (Debian: nginx-light).
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { freePort } from '../serve/nginx-server.mjs';
import { repoRoot } from '../serve/serve.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
/** A callback secret as a deployment has one (openssl rand -hex 24), easy to find in a log. */
const SECRET = 'c0ffee5ecre7c0ffee5ecre7c0ffee5ecre7c0ffee5ecre7';

/** @param {string} file @param {string} text */
function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/**
 * The shell's container without Docker, its logs kept: 40-runtime-config.sh run with `env`, the
 * template served as tools/serve/nginx-server.mjs serves it (on a loopback port, from `root`), in
 * an nginx.conf with what the image's adds around it (nginxinc/nginx-unprivileged: the `main`
 * format and access log, the error log at `notice`, here files), nginx's stdout and stderr kept
 * in files (the image's /var/log/nginx/access.log and error.log are links to them).
 * @param {{ dir: string, port: number, root: string, env: Record<string, string> }} options
 */
async function startShell({ dir, port, root, env }) {
  if (!NGINX) throw new Error('nginx is needed (Debian: apt-get install -y nginx-light)');
  const etc = path.join(dir, 'etc');
  fs.mkdirSync(etc, { recursive: true });
  execFileSync('sh', [path.join(repoRoot, 'deploy/nginx/40-runtime-config.sh')], {
    env: { PATH: process.env.PATH, RUNTIME_CONFIG_PATH: path.join(etc, 'runtime-config.json'), APP_DIR: 'shell', ...env },
    stdio: 'pipe',
  });
  const server = fs
    .readFileSync(path.join(repoRoot, 'deploy/nginx/shell.conf.template'), 'utf8')
    .replace('${ORDER_SERVICE_URL}', env.ORDER_SERVICE_URL)
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${root};`)
    .replaceAll('/etc/mimea/', `${etc}/`);
  assert.doesNotMatch(server, /\$\{[A-Z_]+\}/, 'shell.conf.template has a variable this check does not set');
  write(path.join(dir, 'server.conf'), server);
  const files = { imageAccessLog: path.join(dir, 'image-access.log'), errorLog: path.join(dir, 'error.log') };
  write(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${files.errorLog} notice;`,
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${path.join(dir, name)};`),
      `  log_format main '$remote_addr - $remote_user [$time_local] "$request" '`,
      `                  '$status $body_bytes_sent "$http_referer" '`,
      `                  '"$http_user_agent" "$http_x_forwarded_for"';`,
      `  access_log ${files.imageAccessLog} main;`,
      `  include ${path.join(dir, 'server.conf')};`,
      '}',
    ].join('\n'),
  );
  // Files, as the container's stdout and stderr are to nginx: it opens /dev/stdout again, which a
  // socket (Node's pipes) refuses and a file or a FIFO (Docker's, the kubelet's) allows.
  const [stdoutFile, stderrFile] = [path.join(dir, 'stdout.log'), path.join(dir, 'stderr.log')];
  const [stdoutFd, stderrFd] = [fs.openSync(stdoutFile, 'a'), fs.openSync(stderrFile, 'a')];
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', stdoutFd, stderrFd] });
  fs.closeSync(stdoutFd);
  fs.closeSync(stderrFd);
  const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  const origin = `http://127.0.0.1:${port}`;
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGQUIT');
    });
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${read(stderrFile)}${read(files.errorLog)}`);
    try {
      await fetch(`${origin}/runtime-config.json`);
      break;
    } catch {
      if (tries > 100) {
        await close();
        throw new Error(`nginx does not answer on ${origin}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  // What is logged from here on: past the line of the request that found it started.
  for (let waited = 0; read(stdoutFile) === '' && waited < 3000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  const started = read(stdoutFile).length;
  /** The access log since nginx started. */
  const logged = () => read(stdoutFile).slice(started);
  return {
    origin,
    close,
    /** The access log (the container's stdout), once it has `lines` lines. @param {number} lines */
    async accessLog(lines) {
      for (let waited = 0; logged().split('\n').filter(Boolean).length < lines && waited < 3000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      return logged();
    },
    /** Every other log nginx writes: the error log, its stderr, the image's `main` access log. */
    otherLogs: () => ({ errorLog: read(files.errorLog), stderr: read(stderrFile), imageAccessLog: read(files.imageAccessLog) }),
  };
}

let dir;
/** The stand-in order service: what it was sent, and whether it answers or drops the connection. */
let orders;
let ordersBehaviour = 'answer';
/** @type {{ url: string, forwardedFor: string | undefined }[]} */
let received = [];
let shell;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'callback-secret-logs-'));
  orders = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push({ url: req.url ?? '', forwardedFor: req.headers['x-forwarded-for'] });
      if (ordersBehaviour === 'drop') return req.socket.destroy();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ResultCode":0,"ResultDesc":"Accepted"}');
    });
  });
  await new Promise((resolve) => orders.listen(0, '127.0.0.1', resolve));
  const ordersOrigin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (orders.address()).port}`;
  const root = path.join(dir, 'html');
  write(path.join(root, 'index.html'), '<!doctype html><title>Mimea Naturals</title>');
  write(path.join(root, '_not-found.html'), '<!doctype html><title>Page not found</title>');
  shell = await startShell({ dir: path.join(dir, 'shell'), port: await freePort(), root, env: { ORDER_SERVICE_URL: ordersOrigin } });
});

after(async () => {
  await shell?.close();
  orders?.closeAllConnections();
  orders?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A callback as Daraja sends it: POST, JSON. @param {string} pathname @param {string} [body] */
const callback = (pathname, body = '{"Body":{"stkCallback":{"ResultCode":1032}}}') =>
  fetch(`${shell.origin}${pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

test("Daraja's callbacks reach the order service whole; the access log has each, its secret masked, and is the only one", async () => {
  ordersBehaviour = 'answer';
  received = [];
  const routed = [
    `/api/payments/callbacks/${SECRET}/stk`,
    `/api/payments/callbacks/${SECRET}/c2b/validation`,
    `/api/payments/callbacks/${SECRET}/c2b/confirmation?from=daraja`,
    `/api/payments/callbacks/${SECRET}/transaction-status/result`,
    `//api//payments/callbacks/${SECRET}/transaction-status/timeout`,
    // Decoded, this is a callbacks path: nginx routes it there.
    `/api/payments/callback%73/${SECRET}/stk`,
    `/api/payments/callbacks/${SECRET}`,
  ];
  for (const pathname of routed) {
    const answer = await callback(pathname);
    assert.equal(answer.status, 200, pathname);
    assert.deepEqual(await answer.json(), { ResultCode: 0, ResultDesc: 'Accepted' }, pathname);
  }
  // The order service gets each path as sent, and the address that connected.
  assert.deepEqual(received, routed.map((url) => ({ url, forwardedFor: '127.0.0.1' })));
  // Not the order service's (a path is case-sensitive), logged all the same.
  const unrouted = [`/API/Payments/Callbacks/${SECRET}/stk`];
  for (const pathname of unrouted) await (await callback(pathname)).arrayBuffer();
  const ordinary = '/runtime-config.json?v=1';
  await (await fetch(`${shell.origin}${ordinary}`)).arrayBuffer();

  const lines = (await shell.accessLog(routed.length + unrouted.length + 1)).split('\n').filter(Boolean);
  assert.equal(lines.length, routed.length + unrouted.length + 1, lines.join('\n'));
  for (const line of lines) assert.ok(!line.includes(SECRET), `the access log holds the secret:\n${line}`);
  const requestLines = lines.map((line) => /"([A-Z]+ \S+ HTTP\/1\.1)"/.exec(line)?.[1]);
  assert.deepEqual(requestLines, [
    'POST /api/payments/callbacks/***/stk HTTP/1.1',
    'POST /api/payments/callbacks/***/c2b/validation HTTP/1.1',
    // No query is logged (tools/checks/nginx-access-logs.test.mjs).
    'POST /api/payments/callbacks/***/c2b/confirmation HTTP/1.1',
    'POST /api/payments/callbacks/***/transaction-status/result HTTP/1.1',
    'POST /api/payments/callbacks/***/transaction-status/timeout HTTP/1.1',
    'POST /api/payments/callbacks/***/stk HTTP/1.1',
    'POST /api/payments/callbacks/*** HTTP/1.1',
    'POST /API/Payments/Callbacks/***/stk HTTP/1.1',
    `GET ${ordinary.split('?')[0]} HTTP/1.1`,
  ]);
  // Each line as the image's `main` has it: who connected, the status, the client.
  assert.match(lines[0], /^127\.0\.0\.1 - - \[[^\]]+\] "POST \/api\/payments\/callbacks\/\*\*\*\/stk HTTP\/1\.1" 200 \d+ "-" "[^"]*" "-"$/);
  // The image's own access log (its `main` format, the whole request line) is not written.
  const { imageAccessLog, errorLog, stderr } = shell.otherLogs();
  assert.equal(imageAccessLog, '', 'the image’s `main` access log is written too');
  assert.ok(!errorLog.includes(SECRET) && !stderr.includes(SECRET), `the error log holds the secret:\n${errorLog}${stderr}`);
});

test('a callback the order service fails, or too large, leaves the secret in no log either', async () => {
  const before = shell.otherLogs().errorLog;
  const seen = (await shell.accessLog(0)).split('\n').filter(Boolean).length;
  ordersBehaviour = 'drop';
  // The service drops the connection: nginx's answer, and an error it logs with the request line.
  const dropped = await callback(`/api/payments/callbacks/${SECRET}/stk`);
  assert.equal(dropped.status, 504);
  await dropped.arrayBuffer();
  const tooLarge = await callback(`/api/payments/callbacks/${SECRET}/c2b/confirmation`, JSON.stringify({ padding: 'x'.repeat(70 * 1024) }));
  assert.equal(tooLarge.status, 413);
  await tooLarge.arrayBuffer();
  // Any other /api/ failure is in the error log, its request line and all: what was kept out above.
  const other = await fetch(`${shell.origin}/api/orders/ORDER1764000000000123/payment`);
  assert.equal(other.status, 504);
  await other.arrayBuffer();
  ordersBehaviour = 'answer';
  const lines = (await shell.accessLog(seen + 3)).split('\n').filter(Boolean).slice(seen);
  assert.deepEqual(
    lines.map((line) => /"([A-Z]+ \S+) HTTP\/1\.1" (\d+)/.exec(line)?.slice(1).join(' ')),
    ['POST /api/payments/callbacks/***/stk 504', 'POST /api/payments/callbacks/***/c2b/confirmation 413', 'GET /api/orders/ORDER1764000000000123/payment 504'],
  );
  const { errorLog, stderr } = shell.otherLogs();
  const written = errorLog.slice(before.length);
  assert.match(written, /upstream prematurely closed connection[^\n]*request: "GET \/api\/orders\/ORDER1764000000000123\/payment HTTP\/1\.1"/);
  assert.ok(!written.includes(SECRET) && !stderr.includes(SECRET), `the error log holds the secret:\n${written}${stderr}`);
  assert.doesNotMatch(written, /callbacks/i);
});

/** The objects of a manifest of deploy/kubernetes/. @param {string} file */
const manifest = (file) => parseAllDocuments(fs.readFileSync(path.join(repoRoot, 'deploy/kubernetes', file), 'utf8')).map((document) => document.toJS());

/** A path's elements, as Kubernetes compares them (`/a/b/` is `/a/b`). @param {string} pathname */
const elements = (pathname) => pathname.split('/').filter(Boolean);

/**
 * The Ingress path that serves `pathname` on `host`, as ingress-nginx picks it: the paths of
 * every Ingress of the host together, the longest match (an Exact before a Prefix of the same
 * length; a Prefix matches whole elements).
 * @param {any[]} ingresses @param {string} host @param {string} pathname
 */
function routeFor(ingresses, host, pathname) {
  const asked = elements(pathname);
  const matching = ingresses.flatMap((ingress) =>
    ingress.spec.rules
      .filter((rule) => rule.host === host)
      .flatMap((rule) => rule.http.paths)
      .filter((route) => {
        const own = elements(route.path);
        if (route.pathType === 'Exact') return own.join('/') === asked.join('/');
        return route.pathType === 'Prefix' && own.every((element, index) => asked[index] === element);
      })
      .map((route) => ({ ingress, route, length: elements(route.path).length + (route.pathType === 'Exact' ? 0.5 : 0) })),
  );
  return matching.sort((a, b) => b.length - a.length)[0];
}

test("on Kubernetes, the Ingress route every callback takes writes no access log, and is /api/'s otherwise", () => {
  const ingresses = manifest('ingress.yaml').filter((object) => object.kind === 'Ingress');
  const host = new URL(manifest('shop-config.yaml')[0].data.SITE_ORIGIN).host;
  const api = routeFor(ingresses, host, '/api/orders');
  assert.equal(api.route.backend.service.name, 'orders');
  const annotations = (ingress) => ingress.metadata.annotations ?? {};
  // Other calls are logged: the shop's requests stay visible.
  assert.notEqual(annotations(api.ingress)['nginx.ingress.kubernetes.io/enable-access-log'], 'false');
  for (const pathname of ['stk', 'c2b/validation', 'c2b/confirmation', 'transaction-status/result', 'transaction-status/timeout', ''].map((end) => `/api/payments/callbacks/${SECRET}/${end}`)) {
    const callbacks = routeFor(ingresses, host, pathname);
    assert.ok(callbacks, `${pathname} has a route`);
    assert.deepEqual(callbacks.route.backend, api.route.backend, `${pathname} goes to the order service as /api/ does`);
    assert.equal(annotations(callbacks.ingress)['nginx.ingress.kubernetes.io/enable-access-log'], 'false', `${pathname} is not in the controller's access log`);
    // Otherwise as /api/: the same annotations (the body limit), the same class and TLS.
    const rest = Object.entries(annotations(callbacks.ingress)).filter(([name]) => name !== 'nginx.ingress.kubernetes.io/enable-access-log');
    assert.deepEqual(Object.fromEntries(rest), annotations(api.ingress), pathname);
    assert.equal(callbacks.ingress.spec.ingressClassName, api.ingress.spec.ingressClassName);
    assert.ok(callbacks.ingress.spec.tls.some((tls) => tls.hosts.includes(host) && api.ingress.spec.tls.some((own) => own.secretName === tls.secretName)), `${pathname}: HTTPS as the shop`);
  }
  // Regular expressions (use-regex, on any Ingress of the host) would change which path wins.
  for (const ingress of ingresses) assert.equal(annotations(ingress)['nginx.ingress.kubernetes.io/use-regex'], undefined, ingress.metadata.name);
});
