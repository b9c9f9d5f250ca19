// No access log keeps a query (part of `npm run test:tools`; docs/office.md, "Security"): an
// office call's (/api/office/orders?q=0712…, /api/office/audit?account=…) may name a shopper or
// a colleague, a page's a search. Every nginx template of the images (deploy/nginx/) logs with a
// format of its own that writes no $request, $request_uri or $args, nor a variable made of them,
// and real nginxes with the shell's and a remote's template log such requests without their
// query; the shell passes the order service the host the browser asked as X-Forwarded-Host,
// whatever the client sent (the office's Origin check, src/office/auth/csrf.ts). On Kubernetes,
// where the ingress controller sends /api/ to the order service itself and logs $request whole,
// the routes of /api/office/ write no access log. Needs nginx (Debian: nginx-light).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { freePort, startNginx } from '../serve/nginx-server.mjs';
import { repoRoot } from '../serve/serve.mjs';

/** A phone number as the office searches for one, easy to find in a log. */
const PHONE = '0712345678';
const templatesDir = path.join(repoRoot, 'deploy/nginx');
const templates = fs.readdirSync(templatesDir).filter((file) => file.endsWith('.conf.template'));

/** Variables that hold the query, or the request line with it. */
const QUERY_VARIABLE = /\$(request|request_uri|args|query_string|is_args|arg_\w+)(?!\w)/;

/** A template without its comments. @param {string} text */
const withoutComments = (text) =>
  text
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .join('\n');

/**
 * What a template's access logs write: each `access_log` directive with its format's text, and the
 * values of the `map`s whose variables a format writes, followed through maps of maps.
 * @param {string} text
 */
function accessLogs(text) {
  const config = withoutComments(text);
  const formats = new Map([...config.matchAll(/\blog_format\s+(\w+)\s+([^;]*);/g)].map((match) => [match[1], match[2]]));
  const maps = new Map(
    [...config.matchAll(/\bmap\s+\S+\s+\$(\w+)\s*\{([^}]*)\}/g)].map((match) => [
      match[1],
      match[2]
        .split(/;\s*/)
        .map((entry) => entry.trim())
        .filter(Boolean)
        // The value: what follows the key (a quoted regex, or a word).
        .map((entry) => entry.replace(/^("(?:[^"\\]|\\.)*"|\S+)\s+/, '')),
    ]),
  );
  /** The text written for a format or a variable, the maps' values in it included. @param {string} written @param {Set<string>} seen */
  const expand = (written, seen = new Set()) =>
    written +
    [...written.matchAll(/\$(\w+)/g)]
      .map((match) => match[1])
      .filter((name) => maps.has(name) && !seen.has(name))
      .map((name) => ` ${expand(maps.get(name)?.join(' ') ?? '', seen.add(name))}`)
      .join('');
  return [...config.matchAll(/\baccess_log\s+([^;]*);/g)].map((match) => {
    const [target, format] = match[1].trim().split(/\s+/);
    return { directive: match[0], target, format, written: format && formats.has(format) ? expand(/** @type {string} */ (formats.get(format))) : undefined };
  });
}

test('every nginx template logs with a format of its own that writes no query', () => {
  assert.ok(templates.length >= 2, templates.join(', '));
  for (const template of templates) {
    const logs = accessLogs(fs.readFileSync(path.join(templatesDir, template), 'utf8'));
    // One access log of its own at least: else the image's (`main`, $request) writes every request.
    assert.ok(logs.length > 0, `${template}: no access_log of its own, so the image's (with $request) logs`);
    for (const log of logs) {
      if (log.target === 'off') continue;
      assert.ok(log.written !== undefined, `${template}: "${log.directive}" uses a format the template does not define`);
      assert.doesNotMatch(log.written, QUERY_VARIABLE, `${template}: "${log.directive}" writes the query`);
    }
  }
  // The check sees a format that writes the query.
  const leaky = "log_format leaky '$remote_addr \"$request\"';\nmap $uri $leaky_path { default $uri$is_args$args; }\nlog_format leaky_map '$leaky_path';\nserver { access_log /dev/stdout leaky; access_log /dev/stdout leaky_map; }";
  assert.deepEqual(accessLogs(leaky).map((log) => QUERY_VARIABLE.test(log.written ?? '')), [true, true]);
});

test("on Kubernetes, the ingress routes of the office's API write no access log", () => {
  const ingresses = parseAllDocuments(fs.readFileSync(path.join(repoRoot, 'deploy/kubernetes/ingress.yaml'), 'utf8'))
    .map((document) => document.toJS())
    .filter((object) => object?.kind === 'Ingress');
  const routes = ingresses.flatMap((ingress) =>
    ingress.spec.rules.flatMap((rule) => rule.http.paths.map((route) => ({ ingress, host: rule.host, path: route.path, pathType: route.pathType }))),
  );
  const logged = (route) => route.ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/enable-access-log'] !== 'false';
  // The route /api/office/… takes: the longest path that matches (ingress-nginx merges a host's Ingresses).
  const shopHost = routes.find((route) => route.path === '/api/')?.host;
  const elements = (pathname) => pathname.split('/').filter(Boolean);
  const routeOf = (pathname) =>
    routes
      .filter((route) => route.host === shopHost)
      .filter((route) =>
        route.pathType === 'Exact' ? elements(route.path).join('/') === elements(pathname).join('/') : elements(route.path).every((element, index) => elements(pathname)[index] === element),
      )
      .sort((a, b) => elements(b.path).length + (b.pathType === 'Exact' ? 0.5 : 0) - (elements(a.path).length + (a.pathType === 'Exact' ? 0.5 : 0)))[0];
  for (const pathname of ['/api/office/orders', '/api/office/orders/search', '/api/office/audit', '/api/office/session', '/api/office/payments/statement', '/api/office/catalogue/products/olive-soap/photos', '/api/office/accounts/amina/reset-password']) {
    const route = routeOf(pathname);
    assert.ok(route, `${pathname}: no route`);
    assert.equal(route.ingress.spec.rules.find((rule) => rule.host === shopHost).http.paths.find((candidate) => candidate.path === route.path).backend.service.name, 'orders', pathname);
    assert.ok(!logged(route), `${pathname} (Ingress ${route.ingress.metadata.name}) is in the controller's access log, query and all`);
  }
  // The shop's other calls stay in it.
  assert.ok(logged(routeOf('/api/orders')), '/api/orders');
});

let dir;
/** The stand-in order service: what it was sent. @type {{ url: string, forwardedHost: string | undefined }[]} */
let received = [];
let orders;
/** @type {{ origin: string, close: () => Promise<void>, stdout: string }[]} */
const nginxes = [];

/** @param {string} file @param {string} text */
function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** The access log's request lines since `from` lines, once it has `count` more. @param {string} file @param {number} count */
async function requestLines(file, count) {
  const read = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '').split('\n').filter(Boolean);
  for (let waited = 0; read().length < count && waited < 3000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  return read();
}

let shell;
let catalog;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-access-logs-'));
  orders = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push({ url: req.url ?? '', forwardedHost: /** @type {string | undefined} */ (req.headers['x-forwarded-host']) });
      res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"Please sign in again.","code":"signed-out"}');
    });
  });
  await new Promise((resolve) => orders.listen(0, '127.0.0.1', resolve));
  const ordersOrigin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (orders.address()).port}`;
  const [shellPort, catalogPort] = await Promise.all([freePort(), freePort()]);
  const urls = { CATALOG_URL: `http://127.0.0.1:${catalogPort}`, CHECKOUT_URL: 'http://127.0.0.1:9', CONTENT_URL: 'http://127.0.0.1:9', NOPF_URL: 'http://127.0.0.1:9', SITE_ORIGIN: 'https://mimea.example' };

  const shellRoot = path.join(dir, 'shell/html');
  write(path.join(shellRoot, 'index.html'), '<!doctype html><title>Mimea Naturals</title>');
  write(path.join(shellRoot, 'office/index.html'), '<!doctype html><title>Mimea Naturals office</title>');
  write(path.join(shellRoot, '_not-found.html'), '<!doctype html><title>Page not found</title>');
  const catalogRoot = path.join(dir, 'catalog/html');
  write(path.join(catalogRoot, 'fragments/body/shop.html'), '<!--$--><h1>Shop</h1><!--/$-->');

  const start = async (name, template, port, root, env) => {
    const stdout = path.join(dir, `${name}.stdout.log`);
    const server = await startNginx({ dir: path.join(dir, name), template, port, root, env, stdout });
    nginxes.push({ ...server, stdout });
    // From here on: past the request that found it started.
    const started = (await requestLines(stdout, 1)).length;
    return { ...server, stdout, started };
  };
  // The shell reaches no remote here: the catalog's log holds only the requests its test sends.
  shell = await start('shell', 'shell', shellPort, shellRoot, { ...urls, CATALOG_URL: 'http://127.0.0.1:9', APP_DIR: 'shell', ORDER_SERVICE_URL: ordersOrigin });
  catalog = await start('catalog', 'remote', catalogPort, catalogRoot, { ...urls, APP_DIR: 'mf-catalog' });
});

after(async () => {
  await Promise.all(nginxes.map((nginx) => nginx.close()));
  orders?.closeAllConnections();
  orders?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The request line of an access log line. @param {string} line */
const requestLine = (line) => /"([A-Z]+ \S* HTTP\/1\.1)"/.exec(line)?.[1];

test("the shell's nginx logs office calls and pages without their query, and forwards the host the browser asked", async () => {
  received = [];
  const asked = [
    ['GET', `/api/office/orders?q=${PHONE}&tab=all`],
    ['GET', `/api/office/audit?account=amina&orderId=ORDER1764000000000123&from=2025-01-01`],
    ['POST', `/api/office/orders/search?q=${PHONE}`],
    ['GET', `/office/orders?q=${PHONE}`],
    ['GET', `/shop?search=${PHONE}`],
  ];
  for (const [method, pathname] of asked) {
    // A client's own X-Forwarded-Host, which the shell replaces with the host it was asked.
    const answer = await fetch(`${shell.origin}${pathname}`, { method, headers: { 'X-Forwarded-Host': 'evil.example', 'Content-Type': 'application/json' }, ...(method === 'POST' ? { body: JSON.stringify({ q: PHONE }) } : {}) });
    await answer.arrayBuffer();
  }
  // The order service gets each call whole, and the host the browser asked.
  const host = new URL(shell.origin).host;
  assert.deepEqual(
    received,
    asked.filter(([, pathname]) => pathname.startsWith('/api/')).map(([, url]) => ({ url, forwardedHost: host })),
  );
  const lines = (await requestLines(shell.stdout, shell.started + asked.length)).slice(shell.started);
  assert.deepEqual(
    lines.map(requestLine),
    asked.map(([method, pathname]) => `${method} ${pathname.split('?')[0]} HTTP/1.1`),
    lines.join('\n'),
  );
  for (const line of lines) assert.ok(!line.includes(PHONE) && !line.includes('amina') && !line.includes('?'), `the access log keeps a query:\n${line}`);
});

test("a remote's nginx logs its pages' parts without their query", async () => {
  const asked = [`/fragments/body/shop.html?search=${PHONE}`, `/api/office/orders?q=${PHONE}`];
  for (const pathname of asked) await (await fetch(`${catalog.origin}${pathname}`)).arrayBuffer();
  const lines = (await requestLines(catalog.stdout, catalog.started + asked.length)).slice(catalog.started);
  assert.deepEqual(
    lines.map(requestLine),
    asked.map((pathname) => `GET ${pathname.split('?')[0]} HTTP/1.1`),
    lines.join('\n'),
  );
  for (const line of lines) assert.ok(!line.includes(PHONE) && !line.includes('?'), `the access log keeps a query:\n${line}`);
});
