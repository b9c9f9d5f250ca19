// Checks the container deployment without a Docker engine (part of `npm run test:tools`):
// docker-compose validates the file, every app of config/apps.cjs has its nginx container on
// its port, and the shell container writes the same runtime config as `npm start` serves.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { parse } from 'yaml';
import { repoRoot } from '../serve/serve.mjs';
import { SAFARICOM_CALLBACK_ADDRESSES, addressList } from './safaricom-callback-addresses.mjs';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, dir: string, port: number, host?: boolean, pages?: string }> }} */
const { apps } = require('../../config/apps.cjs');
const { runtimeConfig } = require('../serve/runtime-config.cjs');
const { officePageHeaders, securityHeaders, shopOrigins } = require('../../config/security-headers.cjs');
const { QUERY_PAGES_FILE } = require('../../config/fragment-format.cjs');

/** The remotes whose pages a query changes: each has a render service beside its nginx. */
const rendering = apps.filter((app) => !app.host && fs.existsSync(path.join(repoRoot, app.dir, QUERY_PAGES_FILE)));

const composeFile = path.join(repoRoot, 'docker-compose.yml');

function dockerCompose(...args) {
  const result = spawnSync('docker-compose', ['-f', composeFile, ...args], { cwd: repoRoot, encoding: 'utf8' });
  if (result.error) throw new Error(`docker-compose is needed (Debian: apt-get install -y docker-compose): ${result.error.message}`);
  return result;
}

test('docker-compose accepts the file', () => {
  const result = dockerCompose('config', '-q');
  assert.equal(result.status, 0, result.stderr);
});

test('runs one nginx container per app, on the port of config/apps.cjs (docs/architecture.md, section 1.1), plus the order service and its PostgreSQL', () => {
  const { services } = parse(dockerCompose('config').stdout);
  assert.deepEqual(Object.keys(services).sort(), [...apps.map((app) => app.name), ...rendering.map((app) => `${app.name}-pages`), 'orders', 'db'].sort());
  assert.equal(services.orders.build.dockerfile, 'deploy/order-service.Dockerfile');
  assert.match(services.orders.environment.DATABASE_URL, /^postgres:\/\/mimea:[^@]+@db:5432\/mimea$/);
  assert.equal(services.orders.depends_on.db.condition, 'service_healthy');
  assert.match(services.db.image, /^postgres:15/);
  // Supervised: both are health-checked and restarted.
  for (const name of ['orders', 'db']) {
    assert.equal(services[name].restart, 'unless-stopped', `${name} restarts`);
    assert.ok(services[name].healthcheck?.test, `${name} has a healthcheck`);
  }
  assert.match(services.orders.healthcheck.test.join(' '), /\/readyz/);
  // The shell's nginx is the one proxy the order service believes: named, not a whole network.
  assert.equal(services.orders.environment.TRUST_PROXY, 'shell');
  // Daraja's callbacks only from Safaricom's published addresses, unless told otherwise.
  assert.deepEqual(addressList(services.orders.environment.MPESA_CALLBACK_ALLOW), SAFARICOM_CALLBACK_ADDRESSES);
  for (const app of apps) {
    const service = services[app.name];
    assert.equal(service.build.dockerfile, 'deploy/app.Dockerfile');
    assert.equal(service.build.args.APP_DIR, app.dir);
    assert.equal(service.build.args.NGINX_CONF, app.host ? 'shell' : 'remote');
    assert.deepEqual(
      service.ports.map((port) => `${port.published}:${port.target}`),
      [`${app.port}:8080`],
      `${app.name} publishes ${app.port}`,
    );
  }
});

test('a container writes runtime-config.json, the security headers and the CORS origins from its environment, as npm start serves them', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-config-'));
  const out = path.join(dir, 'runtime-config.json');
  const script = path.join(repoRoot, 'deploy/nginx/40-runtime-config.sh');
  const cases = [
    {},
    {
      CATALOG_URL: 'https://catalog.mimea.example/',
      NOPF_URL: 'https://nopf.mimea.example//',
      OFFICE_URL: 'https://office.mimea.example/',
      ORDER_ENDPOINT: 'https://orders.mimea.example/api/orders',
      SHOP_ORIGINS: 'https://mimea.example, https://www.mimea.example/',
    },
  ];
  for (const env of cases) {
    execFileSync('sh', [script], { env: { PATH: process.env.PATH, RUNTIME_CONFIG_PATH: out, ...env }, stdio: 'pipe' });
    assert.deepEqual(JSON.parse(fs.readFileSync(out, 'utf8')), runtimeConfig(env));
    const headersIn = (/** @type {string} */ file) =>
      Object.fromEntries([...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map((match) => [match[1], match[2]]));
    assert.deepEqual(headersIn('security-headers.conf'), securityHeaders(env));
    // The back office's page: its own policy, naming its origin, which the shoppers' pages' does not.
    assert.deepEqual(headersIn('office-headers.conf'), officePageHeaders(env));
    const office = new URL(runtimeConfig(env).remotes.office).origin;
    assert.ok(officePageHeaders(env)['Content-Security-Policy'].includes(`script-src 'self' ${office};`), 'the office page may run the office');
    assert.ok(!securityHeaders(env)['Content-Security-Policy'].includes(office), "the shoppers' pages may not load the office");
    const origins = [...fs.readFileSync(path.join(dir, 'cors-origins.conf'), 'utf8').matchAll(/^ {4}"([^"]+)" \$http_origin;$/gm)].map((match) => match[1]);
    assert.deepEqual(origins, shopOrigins(env));
  }
  fs.rmSync(dir, { recursive: true });
});

test("the runtime config's default order endpoint is the one @mimea/shared reads", () => {
  const shared = fs.readFileSync(path.join(repoRoot, 'shared/src/federation/runtime-config.ts'), 'utf8');
  const fallback = /export const DEFAULT_ORDER_ENDPOINT = '([^']+)';/.exec(shared)?.[1];
  assert.equal(runtimeConfig({}).orderEndpoint, fallback);
  assert.match(fs.readFileSync(path.join(repoRoot, 'deploy/nginx/40-runtime-config.sh'), 'utf8'), new RegExp(`ORDER_ENDPOINT:-${fallback}\\}`));
});

test('every nginx template the images use exists, and the shell keeps /api/ and the SPA fallback', () => {
  const shellConf = fs.readFileSync(path.join(repoRoot, 'deploy/nginx/shell.conf.template'), 'utf8');
  assert.match(shellConf, /^ {4}set \$order_service \$\{ORDER_SERVICE_URL\};$/m);
  assert.match(shellConf, /location \/api\/ \{\s*proxy_pass \$order_service;/);
  // A client route: the page the build wrote for it, else the app page.
  // A path without a route page or an app-only route: status 404, with the page of its route's
  // pattern or the not-found page ($mimea_route_template, checked below).
  assert.match(shellConf, /location \/ \{[^}]*set \$mimea_missing_page \$mimea_route_template;[^}]*try_files \/_pages\$uri\.html @unbuilt_page;/);
  assert.match(shellConf, /location @unbuilt_page \{[^}]*auth_request \/_page_exists;[^}]*try_files \$mimea_missing_page =404;\s*error_page 401 403 404 500 =404 @missing_page;/);
  // The app-only routes are config/app-only-routes.cjs's, no more, no less: the page the
  // shell's build wrote for them (the fixed paths), else the app page, never a 404.
  const { appOnlyRoutes, isAppOnlyRoute } = require('../../config/app-only-routes.cjs');
  const appOnly = new RegExp(shellConf.match(/location ~\* (\^[^ ]+\$) \{[^}]*add_header Cache-Control "no-cache";\s*try_files \/_pages\$uri\.html \/index\.html;/)[1], 'i');
  const samples = [...appOnlyRoutes.map((route) => route.replace(/:\w+/g, 'ORDER1764000000000123')), '/Cart', '/product/olive-soap', '/no-such-page', '/cart/x', '/order-confirmation'];
  for (const sample of samples) assert.equal(appOnly.test(sample), isAppOnlyRoute(sample), sample);
  // The back office's paths (isOfficePath) are its page (or its page's code), with the office's own headers alone.
  const { isOfficePath } = require('../../config/app-only-routes.cjs');
  const office = shellConf.match(/location ~\* (\^\/office[^ ]*) \{\s*include \/etc\/mimea\/office-headers\.conf;\s*try_files \$uri \/office\/index\.html;\s*\}/);
  assert.ok(office, 'shell.conf.template serves the back office');
  for (const sample of ['/office', '/office/', '/Office/orders/MN-1', '/office/orders', '/officer', '/offices/x', '/shop/office', '/'])
    assert.equal(new RegExp(office[1], 'i').test(sample), isOfficePath(sample), sample);
  assert.match(shellConf, /location = \/ \{[^}]*try_files \/_pages\/index\.html \/index\.html;/);
  assert.match(shellConf, /location = \/runtime-config\.json/);
  // Bodies over the order service's limit are refused by nginx, as by tools/serve/serve.mjs.
  const { apiBodyLimit, statementPath, statementBodyLimit, cataloguePath, catalogueBodyLimit } = require('../../config/apps.cjs');
  assert.match(shellConf, new RegExp(`client_max_body_size ${apiBodyLimit / 1024}k;`));
  // The till statement alone may be larger, here as in serve.mjs and the ingress.
  assert.match(shellConf, new RegExp(`location = ${statementPath} \\{\\s*client_max_body_size ${statementBodyLimit / 1024 / 1024}m;\\s*proxy_pass \\$order_service;`));
  const ingress = fs.readFileSync(path.join(repoRoot, 'deploy/kubernetes/ingress.yaml'), 'utf8');
  assert.match(ingress, new RegExp(`proxy-body-size: ${statementBodyLimit / 1024 / 1024}m[\\s\\S]*path: ${statementPath}\\n\\s*pathType: Exact`));
  // And the office's product photos and CSV imports, on their prefix.
  assert.match(shellConf, new RegExp(`location ${cataloguePath} \\{\\s*client_max_body_size ${catalogueBodyLimit / 1024 / 1024}m;\\s*proxy_pass \\$order_service;`));
  assert.match(ingress, new RegExp(`proxy-body-size: ${catalogueBodyLimit / 1024 / 1024}m[\\s\\S]*path: ${cataloguePath.replace(/\/$/, '')}\\n\\s*pathType: Prefix`));
  assert.match(shellConf, /location @too_large \{[^}]*return 413 '\{"error":"The request is too large\."\}';/);
  const remoteConf = fs.readFileSync(path.join(repoRoot, 'deploy/nginx/remote.conf.template'), 'utf8');
  assert.doesNotMatch(remoteConf, /Access-Control-Allow-Origin "\*"/);
  assert.match(remoteConf, /immutable/);
  // The remotes' published data (each one's pages.json) is not content-hashed and it changes: revalidated every time.
  const noCache = remoteConf.match(/location ~ \(([^)]*)\)\$ \{[^}]*add_header Cache-Control "no-cache";/);
  assert.ok(noCache, 'remote.conf.template has a no-cache location');
  for (const published of apps.flatMap((app) => (app.pages ? [`/${app.pages}`] : [])))
    assert.ok(new RegExp(`(${noCache[1]})$`).test(published), `the no-cache location covers ${published}`);
});

test("the shell's nginx reaches every remote that renders its pages on the containers' network", () => {
  const { services } = parse(dockerCompose('config').stdout);
  const rendering = apps.filter((app) => app.pages).map((app) => app.name);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fragment-upstreams-'));
  const env = Object.fromEntries(rendering.map((name) => [`${name.toUpperCase()}_INTERNAL_URL`, services.shell.environment[`${name.toUpperCase()}_INTERNAL_URL`]]));
  execFileSync('sh', [path.join(repoRoot, 'deploy/nginx/40-runtime-config.sh')], { env: { PATH: process.env.PATH, RUNTIME_CONFIG_PATH: path.join(dir, 'runtime-config.json'), ...env }, stdio: 'pipe' });
  const upstreams = Object.fromEntries([...fs.readFileSync(path.join(dir, 'fragment-upstreams.conf'), 'utf8').matchAll(/^ {4}([a-z]+) "([^"]*)";$/gm)].map((match) => [match[1], match[2]]).filter(([name]) => name !== 'default'));
  assert.deepEqual(upstreams, Object.fromEntries(rendering.map((name) => [name, `http://${name}:8080`])));
  fs.rmSync(dir, { recursive: true });
});

test("nginx answers a path without a page with its route pattern's page, as config/routes.cjs matches it", () => {
  const { remoteRoutes, remoteRouteFor, routeTemplateFile } = require('../../config/routes.cjs');
  const shellConf = fs.readFileSync(path.join(repoRoot, 'deploy/nginx/shell.conf.template'), 'utf8');
  const block = shellConf.match(/map \$uri \$mimea_route \{([^}]*)\}/)?.[1] ?? '';
  const entries = [...block.matchAll(/^ {4}"~\*([^"]+)" ([a-z]+):(\S+);$/gm)].map((match) => ({ pattern: new RegExp(match[1], 'i'), remote: match[2], page: match[3] }));
  assert.ok(entries.length > 0, 'the $mimea_route map has entries');
  /** The remote and page nginx picks for `pathname` (regular expressions in order), or none. */
  const routeFor = (pathname) => entries.find((entry) => entry.pattern.test(pathname));
  const samples = [
    ...remoteRoutes.filter((route) => route.remote !== 'checkout' && route.path !== '/').map((route) => route.path.replace(/:\w+/g, 'new-one')),
    '/kidscare', '/Product/Olive-Soap', '/shop/supplements', '/no-such-page', '/product', '/product/a/b', '/blog/x/y', '/shop/a/b',
  ];
  for (const sample of samples) {
    const route = remoteRouteFor(sample);
    const expected = route && route.remote !== 'checkout' ? { remote: route.remote, page: `/${routeTemplateFile(route.path)}` } : undefined;
    const picked = routeFor(sample);
    assert.deepEqual(picked && { remote: picked.remote, page: picked.page }, expected, sample);
  }
});

test('the remotes whose pages a query changes render them beside their nginx: on its loopback, from the same build', () => {
  const { services } = parse(dockerCompose('config').stdout);
  assert.deepEqual(rendering.map((app) => app.name).sort(), ['catalog', 'content']);
  for (const app of apps.filter((candidate) => !candidate.host)) {
    const pages = services[`${app.name}-pages`];
    const renders = rendering.includes(app);
    // Without one, a query is nothing to the remote's nginx: the build's file.
    assert.equal(services[app.name].environment.RENDER_SERVICE_URL, renders ? 'http://127.0.0.1:8090' : undefined, app.name);
    if (!renders) continue;
    assert.equal(pages.build.dockerfile, 'deploy/app.Dockerfile');
    assert.equal(pages.build.target, 'render');
    assert.deepEqual(pages.build.args, services[app.name].build.args, `${app.name}-pages: the same build as its nginx's`);
    assert.equal(pages.network_mode, `service:${app.name}`, `${app.name}-pages is on ${app.name}'s loopback`);
    assert.equal(pages.ports, undefined, `${app.name}-pages publishes nothing`);
    assert.equal(pages.restart, 'unless-stopped');
    assert.match(pages.healthcheck.test.join(' '), /127\.0\.0\.1:8090/);
    assert.ok(pages.mem_limit, `${app.name}-pages: a memory limit`);
  }
});

test("a remote's container writes where its render service is, or none", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-upstream-'));
  const written = (env) => {
    execFileSync('sh', [path.join(repoRoot, 'deploy/nginx/40-runtime-config.sh')], { env: { PATH: process.env.PATH, RUNTIME_CONFIG_PATH: path.join(dir, 'runtime-config.json'), ...env }, stdio: 'pipe' });
    return fs.readFileSync(path.join(dir, 'render-upstream.conf'), 'utf8');
  };
  assert.equal(written({ RENDER_SERVICE_URL: 'http://127.0.0.1:8090/' }), 'map $mimea_render_asked $mimea_render_upstream {\n    default "";\n    1 "http://127.0.0.1:8090";\n}\n');
  assert.equal(written({}), 'map $mimea_render_asked $mimea_render_upstream {\n    default "";\n}\n');
  fs.rmSync(dir, { recursive: true });
});

test("the shell's nginx asks the container's own name server: Docker's in docker-compose, the cluster's in Kubernetes", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resolver-'));
  const written = (env) => {
    execFileSync('sh', [path.join(repoRoot, 'deploy/nginx/40-runtime-config.sh')], { env: { PATH: process.env.PATH, RUNTIME_CONFIG_PATH: path.join(dir, 'runtime-config.json'), ...env }, stdio: 'pipe' });
    return fs.readFileSync(path.join(dir, 'resolver.conf'), 'utf8');
  };
  const own = /^nameserver\s+(\S+)/m.exec(fs.existsSync('/etc/resolv.conf') ? fs.readFileSync('/etc/resolv.conf', 'utf8') : '')?.[1] ?? '127.0.0.11';
  assert.equal(written({}), `resolver ${own.includes(':') ? `[${own}]` : own} valid=30s ipv6=off;\n`);
  assert.equal(written({ NGINX_RESOLVER: '10.96.0.10' }), 'resolver 10.96.0.10 valid=30s ipv6=off;\n');
  assert.equal(written({ NGINX_RESOLVER: 'fd00::10' }), 'resolver [fd00::10] valid=30s ipv6=off;\n');
  fs.rmSync(dir, { recursive: true });
  const shellConf = fs.readFileSync(path.join(repoRoot, 'deploy/nginx/shell.conf.template'), 'utf8');
  assert.match(shellConf, /^ {4}include \/etc\/mimea\/resolver\.conf;$/m);
  assert.doesNotMatch(shellConf, /^\s*resolver /m, 'no name server of one platform in the template');
});

test("nginx passes a page's query on as npm start does: up to QUERY_PASSED_MAX characters, else the page is not composed", () => {
  const { QUERY_PASSED_MAX } = require('../../config/fragment-format.cjs');
  const shellConf = fs.readFileSync(path.join(repoRoot, 'deploy/nginx/shell.conf.template'), 'utf8');
  const block = shellConf.match(/map "\$args:\$uri" \$mimea_asked_page \{\n([\s\S]*?)\n\}/)?.[1] ?? '';
  const limits = [...block.matchAll(/\.\{0,(\d+)\}/g)].map((match) => Number(match[1]));
  assert.ok(limits.length >= 2, 'the map bounds the query of / and of every other page');
  for (const limit of limits) assert.equal(limit, QUERY_PASSED_MAX);
  assert.match(shellConf, /proxy_pass \$fragment_upstream\/fragments\/\$fragment_part\$fragment_page\.html\$mimea_page_query;/);
});
