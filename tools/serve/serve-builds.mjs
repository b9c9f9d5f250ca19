// Serves this repository's production builds for a tool that loads the shop in a browser
// (`npm run measure`, `npm run bench:taps`): tools/serve/serve.mjs in a
// child process, on a free block of ports (config/apps.cjs moves every port with
// MIMEA_PORT_BASE), never whatever answers on the shop's ports; or a shop already running at an
// origin, on purpose.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freePortBase } from './ports.mjs';
import { repoRoot } from './serve.mjs';
import { startOrderService } from './order-service.mjs';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, port: number, host?: boolean }>, portBase: number, orderServicePort: number }} */
const { apps, portBase, orderServicePort } = require('../../config/apps.cjs');

/** @typedef {{ origin: string, catalogOrigin: string, close: () => Promise<void> }} ServedShop */

/**
 * Serves the builds on a free block of ports, with the order service on a database of its own
 * (the pages read the catalogue from its API: docs/decisions/0019), and resolves once every app
 * answers.
 * @returns {Promise<ServedShop>}
 */
export async function serveOwnBuilds() {
  const base = await freePortBase();
  const origins = apps.map((app) => `http://localhost:${base + app.port - portBase}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-measure-orders-'));
  const orders = await startOrderService({ quiet: true, waitForReady: true, env: { PORT: String(base + orderServicePort - portBase), PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
  const child = spawn(process.execPath, [path.join(repoRoot, 'tools/serve/serve.mjs')], {
    env: { ...process.env, MIMEA_PORT_BASE: String(base) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await orders.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const answers = (/** @type {string} */ origin) => fetch(`${origin}/runtime-config.json`).then((response) => response.ok, () => false);
  for (const deadline = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (child.exitCode !== null) throw new Error(`The servers of the builds stopped (exit code ${child.exitCode})`);
    if ((await Promise.all(origins.map(answers))).every(Boolean)) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error('The servers of the builds did not answer within 30 s');
    }
  }
  const originOf = (/** @type {(app: { name: string, host?: boolean }) => boolean} */ which) => origins[apps.findIndex(which)] ?? '';
  return { origin: originOf((app) => app.host === true), catalogOrigin: originOf((app) => app.name === 'catalog'), close };
}

/**
 * A shop already running at `origin` (`--origin`), with its catalog's origin from its runtime config.
 * @param {string} origin
 * @returns {Promise<ServedShop>}
 */
export async function runningShop(origin) {
  const shop = origin.replace(/\/+$/, '');
  const config = await (await fetch(`${shop}/runtime-config.json`)).json();
  const catalogOrigin = new URL(config.remotes.catalog).origin;
  return { origin: shop, catalogOrigin, close: async () => undefined };
}
