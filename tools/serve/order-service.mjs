// Starts the order service (its production bundle, services/order-service/dist/main.mjs) as a child
// process on the order service's port of config/apps.cjs (3005 unless MIMEA_PORT_BASE moves
// the shop), and waits until it is alive (`/healthz`); readiness (`/readyz`: it can store orders)
// is said as it changes, not waited for, unless asked: a service refusing writes on a nearly full
// disk is still the shop's. Used by `npm start` (which has it restarted when it exits or stops
// answering: tools/serve/supervise.mjs) and by the e2e stack (which stops and starts it on purpose).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from './serve.mjs';
import { supervise } from './supervise.mjs';

const require = createRequire(import.meta.url);
/** @type {{ orderServicePort: number }} */
const { orderServicePort } = require('../../config/apps.cjs');
export const orderServiceBundle = path.join(repoRoot, 'services/order-service', 'dist', 'main.mjs');

/**
 * @param {{ env?: Record<string, string>, quiet?: boolean, restart?: boolean, waitForReady?: boolean }} [options]
 *   `restart`: start it again when it exits or stops answering (npm start); `waitForReady`: resolve
 *   only once it can store orders (the e2e stack)
 * @returns {Promise<{ name: string, port: number, close: () => Promise<void>, pid: () => number | undefined }>}
 */
export async function startOrderService(options = {}) {
  if (!fs.existsSync(orderServiceBundle)) throw new Error('The order service is not built: run npm run build first');
  const port = Number(options.env?.PORT ?? orderServicePort);
  const service = await supervise({
    name: 'The order service',
    command: process.execPath,
    args: [orderServiceBundle],
    env: { PORT: String(port), ...options.env },
    port,
    aliveUrl: `http://localhost:${port}/healthz`,
    readyUrl: `http://localhost:${port}/readyz`,
    waitForReady: options.waitForReady ?? false,
    quiet: options.quiet,
    restart: options.restart ?? false,
  });
  if (!options.quiet) console.log(`${'orders'.padEnd(8)} http://localhost:${port}/ (the shell's /api/)`);
  return { name: 'orders', port, close: service.close, pid: service.pid };
}
