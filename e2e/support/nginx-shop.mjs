// The shop as docker-compose serves it, without Docker: every app's production build behind
// nginx with its image's template (tools/nginx-server.mjs), each on its own loopback port, the
// shell composing its pages from the remotes' HTML by server-side includes. Orders go to the
// e2e stack's order service. Used by nginx-composed.spec.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from '../../tools/serve.mjs';
import { freePort, startNginx } from '../../tools/nginx-server.mjs';
import { redeployedBuild } from './redeployed-build.mjs';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, dir: string, host?: boolean }>, orderServicePort: number }} */
const { apps, orderServicePort } = require('../../config/apps.cjs');

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
  const start = async (app, root) =>
    servers.set(app.name, await startNginx({ dir: path.join(dir, app.name), template: app.host ? 'shell' : 'remote', port: ports.get(app.name), root, env: { ...env, APP_DIR: app.dir } }));
  try {
    for (const app of apps) await start(app, path.join(repoRoot, app.dir, 'dist'));
  } catch (error) {
    await Promise.all([...servers.values()].map((server) => server.close()));
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
      await Promise.all([...servers.values()].map((server) => server.close()));
      for (const copy of copies) fs.rmSync(copy, { recursive: true, force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
