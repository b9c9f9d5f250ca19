// Serves this repository's production builds for a tool that loads the shop in a browser
// (`npm run measure`, `npm run bench:taps`): tools/serve/serve.mjs in a
// child process, on a free block of ports (config/apps.cjs moves every port with
// MIMEA_PORT_BASE), never whatever answers on the shop's ports; or a shop already running at an
// origin, on purpose.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freePortBase } from './ports.mjs';
import { repoRoot } from './serve.mjs';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, port: number, host?: boolean }>, portBase: number }} */
const { apps, portBase } = require('../../config/apps.cjs');

/** @typedef {{ origin: string, catalogOrigin: string, close: () => Promise<void> }} ServedShop */

/**
 * Serves the builds on a free block of ports and resolves once every app answers.
 * @returns {Promise<ServedShop>}
 */
export async function serveOwnBuilds() {
  const base = await freePortBase();
  const origins = apps.map((app) => `http://localhost:${base + app.port - portBase}`);
  const child = spawn(process.execPath, [path.join(repoRoot, 'tools/serve/serve.mjs')], {
    env: { ...process.env, MIMEA_PORT_BASE: String(base) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
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
