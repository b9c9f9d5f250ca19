// The shop as docker-compose serves it, without Docker: every app's production build behind
// nginx with its image's template (tools/serve/nginx-server.mjs), each on its own loopback port, the
// shell composing its pages from the remotes' HTML by server-side includes, and beside the
// remotes whose pages a query changes their render service (shared/build/render-service.mjs, the
// images' render target), which their nginx proxies a page's part with a query to. Orders go to
// the e2e stack's order service. Used by nginx-composed.spec.ts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from '../../tools/serve/serve.mjs';
import { freePort, startNginx } from '../../tools/serve/nginx-server.mjs';
import { redeployedBuild } from './redeployed-build.mjs';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, dir: string, host?: boolean, pages?: string }>, orderServicePort: number }} */
const { apps, orderServicePort } = require('../../config/apps.cjs');
const { LIVE_PAGES_FILE, QUERY_PAGES_FILE } = require('../../config/fragment-format.cjs');

/** Whether a remote's pages follow the catalogue (its LIVE_PAGES_FILE). @param {{ dir: string }} app */
const isLive = (app) => fs.existsSync(path.join(repoRoot, app.dir, LIVE_PAGES_FILE));

/**
 * Starts the render service of the remote `app` on `port`, as its container does, and resolves
 * once it renders (a query its pages do not read is answered with the build's file then).
 * @param {{ name: string, dir: string, pages?: string }} app @param {number} port
 * @param {string} catalogOrigin where the content's reaches the catalog's published server parts
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
async function startRenderService(app, port, catalogOrigin) {
  // As docker-compose.yml: the catalog's renders every page from the order service's catalogue
  // API, the content's its package pages, with the catalog's grid from the catalog's origin.
  const live = isLive(app) ? { CATALOGUE_API_URL: `http://127.0.0.1:${orderServicePort}/api/catalogue`, CATALOG_SERVER_URL: catalogOrigin } : {};
  const child = spawn(process.execPath, [path.join(repoRoot, 'shared/build/render-service.mjs')], {
    env: { ...process.env, APP_DIR: app.dir, PORT: String(port), HOST: '127.0.0.1', ...live },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGTERM');
    });
  const { pages } = JSON.parse(fs.readFileSync(path.join(repoRoot, app.dir, 'dist', app.pages ?? ''), 'utf8'));
  const probe = `http://127.0.0.1:${port}/fragments/body${pages[0].path === '/' ? '/index' : pages[0].path}.html?loaded=1`;
  for (let tries = 0; tries < 300; tries += 1) {
    // Its one line when it cannot render (a build of other sources): the journeys would not be composed.
    if (stderr !== '' || child.exitCode !== null) {
      await close();
      throw new Error(`${app.name}'s render service: ${stderr || `exited ${child.exitCode}`}`);
    }
    // Loaded, a page with a query is answered 200 (503 until then): the build's file
    // (X-Accel-Redirect), or the page rendered from the catalogue's live data (a live remote).
    const answer = await fetch(probe).catch(() => null);
    if (answer?.status === 200) return { close };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`${app.name}'s render service did not load in 30 s`);
}

/**
 * Starts the shop behind nginx; `stop` and `start` take one app's server down and up, `redeploy`
 * replaces one remote's build as the e2e stack's does.
 */
export async function startNginxShop() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-e2e-nginx-'));
  const ports = new Map(await Promise.all(apps.map(async (app) => /** @type {const} */ ([app.name, await freePort()]))));
  const originOf = (name) => `http://127.0.0.1:${ports.get(name)}`;
  const shell = apps.find((app) => app.host);
  if (!shell) throw new Error('config/apps.cjs names no host');
  // The containers' environment (docker-compose.yml), with this machine's origins.
  const env = {
    ...Object.fromEntries(apps.filter((app) => !app.host).map((app) => [`${app.name.toUpperCase()}_URL`, originOf(app.name)])),
    SHOP_ORIGINS: originOf(shell.name),
    SITE_ORIGIN: originOf(shell.name),
    ORDER_SERVICE_URL: `http://127.0.0.1:${orderServicePort}`,
  };
  /** @type {Map<string, { close: () => Promise<void> }>} */
  const servers = new Map();
  const copies = [];
  // The remotes whose pages a query changes, and their render services' ports.
  const renderPorts = new Map(
    await Promise.all(apps.filter((app) => !app.host && fs.existsSync(path.join(repoRoot, app.dir, QUERY_PAGES_FILE))).map(async (app) => /** @type {const} */ ([app.name, await freePort()]))),
  );
  /** @type {Array<{ close: () => Promise<void> }>} */
  const renderServices = [];
  const start = async (app, root) => {
    const renderPort = renderPorts.get(app.name);
    const own = { APP_DIR: app.dir, ...(renderPort ? { RENDER_SERVICE_URL: `http://127.0.0.1:${renderPort}` } : {}), ...(renderPort && isLive(app) ? { RENDER_EVERY_PAGE: 'yes' } : {}) };
    servers.set(app.name, await startNginx({ dir: path.join(dir, app.name), template: app.host ? 'shell' : 'remote', port: ports.get(app.name), root, env: { ...env, ...own } }));
  };
  try {
    const started = await Promise.allSettled(apps.filter((app) => renderPorts.has(app.name)).map((app) => startRenderService(app, /** @type {number} */ (renderPorts.get(app.name)), originOf('catalog'))));
    for (const result of started) if (result.status === 'fulfilled') renderServices.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    for (const app of apps) await start(app, path.join(repoRoot, app.dir, 'dist'));
  } catch (error) {
    await Promise.all([...servers.values(), ...renderServices].map((server) => server.close()));
    throw error;
  }
  return {
    origin: originOf(shell.name),
    /** Serves a new build of `name` where `from` says `to`, in place of its current one. */
    async redeploy(name, from, to) {
      const app = apps.find((candidate) => candidate.name === name && !candidate.host);
      if (!app) throw new Error(`${name} is not a remote`);
      const copy = redeployedBuild(path.join(repoRoot, app.dir, 'dist'), from, to);
      copies.push(copy);
      await servers.get(name)?.close();
      await start(app, copy);
    },
    /** Stops one app's nginx (a remote that is down). */
    async stop(name) {
      await servers.get(name)?.close();
      servers.delete(name);
    },
    /** Starts one app's nginx again, with its current build. */
    async start(name) {
      const app = apps.find((candidate) => candidate.name === name);
      if (!app) throw new Error(`${name} is not an app`);
      if (!servers.has(name)) await start(app, path.join(repoRoot, app.dir, 'dist'));
    },
    async close() {
      await Promise.all([...servers.values(), ...renderServices].map((server) => server.close()));
      for (const copy of copies) fs.rmSync(copy, { recursive: true, force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
