// Starts mf-checkout's order service (its production bundle, server/dist/main.mjs) as a child
// process on port 3005, and waits until it is ready. Used by `npm start` and by the e2e stack.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from './serve.mjs';

const require = createRequire(import.meta.url);
/** @type {{ orderServicePort: number }} */
const { orderServicePort } = require('../config/apps.cjs');
export const orderServiceBundle = path.join(repoRoot, 'mf-checkout', 'server', 'dist', 'main.mjs');

/**
 * @param {{ env?: Record<string, string>, quiet?: boolean }} [options]
 * @returns {Promise<{ name: string, port: number, close: () => Promise<void> }>}
 */
export async function startOrderService(options = {}) {
  if (!fs.existsSync(orderServiceBundle)) throw new Error('The order service is not built: run npm run build first');
  const port = Number(options.env?.PORT ?? orderServicePort);
  const child = spawn(process.execPath, [orderServiceBundle], {
    env: { ...process.env, PORT: String(port), ...options.env },
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The order service exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The order service did not get ready within 30 s');
    }
    const ready = await fetch(`http://localhost:${port}/readyz`).then((response) => response.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!options.quiet) console.log(`${'orders'.padEnd(8)} http://localhost:${port}/ (the shell's /api/)`);
  return {
    name: 'orders',
    port,
    close: async () => {
      // SIGTERM: the service finishes the requests in flight, then closes its database.
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
