// The shop's local ports (config/apps.cjs: a block from MIMEA_PORT_BASE, 3000 by default): is one
// free, the one line that says a port is taken and how to move the shop, and a free block for a
// run of its own (the e2e suite, the budget check).
//
//   node tools/serve/ports.mjs free-base [offset…]   prints a base whose block (and these offsets) is free
import net from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** @type {{ portBase: number, portOffsets: number[], blockedPortIn: (base: number, extraOffsets?: number[]) => number | undefined }} */
const { portBase, portOffsets, blockedPortIn } = require('../../config/apps.cjs');

/** Raised when a server of the shop finds its port taken; its message is the whole story. */
export class PortInUseError extends Error {
  /** @param {number} port @param {string} what @param {string} [command] */
  constructor(port, what, command = 'npm start') {
    super(portInUseMessage(port, what, command));
    this.name = 'PortInUseError';
    this.port = port;
    this.what = what;
  }
}

/**
 * `Port 3000 (the shell) is in use by another program. Stop it, or move the shop: MIMEA_PORT_BASE=4000 npm start`
 * @param {number} port @param {string} what who wanted it @param {string} [command] what to run moved
 */
export function portInUseMessage(port, what, command = 'npm start') {
  return `Port ${port} (${what}) is in use by another program. Stop it, or move the shop: MIMEA_PORT_BASE=${portBase + 1000} ${command}`;
}

/** What an app of config/apps.cjs is called in a message. @param {{ name: string, host?: boolean }} app */
export function appLabel(app) {
  return app.host ? 'the shell' : `the ${app.name} remote`;
}

/** @param {number} port @param {string} host @returns {Promise<boolean>} */
function canListen(port, host) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      // No IPv6 on this machine: nobody can be on ::1 either.
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT') resolve(true);
      else reject(error);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Whether nothing listens on `port` where `localhost` reaches it (a server on every address takes
 * the loopback one too).
 * @param {number} port
 */
export async function portIsFree(port) {
  return (await canListen(port, '127.0.0.1')) && (await canListen(port, '::1'));
}

/**
 * Throws a PortInUseError for the first of these ports that is taken.
 * @param {ReadonlyArray<{ port: number, what: string }>} wanted @param {string} [command]
 */
export async function assertPortsFree(wanted, command) {
  for (const { port, what } of wanted) if (!(await portIsFree(port))) throw new PortInUseError(port, what, command);
}

/**
 * A base whose whole block (config/apps.cjs) and `extraOffsets` are free, and reachable from a
 * browser (10080 is not): below the ephemeral ports Linux hands out for outgoing connections
 * (32768 and up), on a multiple of 10.
 * @param {number[]} [extraOffsets] @returns {Promise<number>}
 */
export async function freePortBase(extraOffsets = []) {
  const offsets = [...portOffsets, ...extraOffsets];
  for (let tries = 0; tries < 100; tries += 1) {
    const base = 10_000 + 10 * Math.floor(Math.random() * 2000);
    if (blockedPortIn(base, extraOffsets) !== undefined) continue;
    let free = true;
    for (const offset of offsets) if (!(free = await portIsFree(base + offset))) break;
    if (free) return base;
  }
  throw new Error('No free block of ports between 10000 and 30000');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...offsets] = process.argv.slice(2);
  if (command !== 'free-base') throw new Error('usage: node tools/serve/ports.mjs free-base [offset…]');
  console.log(await freePortBase(offsets.map(Number)));
}
