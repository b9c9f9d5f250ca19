// Starts the order service (its production bundle, order-service/dist/main.mjs) as a child
// process on port 3005, and waits until it is ready. Used by `npm start` (which has it restarted
// when it exits unexpectedly) and by the e2e stack (which stops and starts it on purpose).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from './serve.mjs';
import { supervise } from './supervise.mjs';

const require = createRequire(import.meta.url);
/** @type {{ orderServicePort: number }} */
const { orderServicePort } = require('../config/apps.cjs');
export const orderServiceBundle = path.join(repoRoot, 'order-service', 'dist', 'main.mjs');

/**
 * @param {{ env?: Record<string, string>, quiet?: boolean, restart?: boolean }} [options]
 *   `restart`: start it again when it exits without being asked to (npm start)
 * @returns {Promise<{ name: string, port: number, close: () => Promise<void> }>}
 */
export async function startOrderService(options = {}) {
  if (!fs.existsSync(orderServiceBundle)) throw new Error('The order service is not built: run npm run build first');
  const port = Number(options.env?.PORT ?? orderServicePort);
  const service = await supervise({
    name: 'The order service',
    command: process.execPath,
    args: [orderServiceBundle],
    env: { PORT: String(port), ...options.env },
    readyUrl: `http://localhost:${port}/readyz`,
    quiet: options.quiet,
    restart: options.restart ?? false,
  });
  if (!options.quiet) console.log(`${'orders'.padEnd(8)} http://localhost:${port}/ (the shell's /api/)`);
  return { name: 'orders', port, close: service.close };
}
