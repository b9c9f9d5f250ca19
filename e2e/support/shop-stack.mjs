// The shop as `npm start` serves it (tools/serve.mjs, every app on its own port), plus a small
// control server on $STACK_CONTROL_PORT through which the tests stop, restart or hang one app's
// server, to see the shop survive a remote that is down or slow. Started and stopped by
// Playwright (playwright.config.ts, `webServer`).
import http from 'node:http';
import net from 'node:net';
import { createRequire } from 'node:module';
import { startAppServer } from '../../tools/serve.mjs';
import { startOrderReceiver } from './order-receiver.mjs';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, port: number }>, orderServicePort: number }} */
const { apps, orderServicePort } = require('../../config/apps.cjs');
// Set by playwright.config.ts from support/stack.ts, the one place the port is written.
const STACK_CONTROL_PORT = Number(process.env.STACK_CONTROL_PORT);
if (!STACK_CONTROL_PORT) throw new Error('STACK_CONTROL_PORT is not set: run the stack through Playwright (npm run test:e2e)');

/** @typedef {{ close: () => Promise<void> }} Closable */
/** @type {Map<string, Closable>} */
const running = new Map();

/** A server that accepts connections and never answers: a remote that hangs. */
function startHangingServer(port) {
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () =>
      resolve({
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}

async function stop(name) {
  const server = running.get(name);
  running.delete(name);
  if (server) await server.close();
}

/** @type {Record<string, (name: string) => Promise<void>>} */
const actions = {
  async stop(name) {
    await stop(name);
  },
  async start(name) {
    await stop(name);
    running.set(name, await startAppServer(name, { quiet: true }));
  },
  async hang(name) {
    await stop(name);
    const app = apps.find((candidate) => candidate.name === name);
    if (!app) throw new Error(`Unknown app ${name}`);
    running.set(name, await startHangingServer(app.port));
  },
};

for (const app of apps) running.set(app.name, await startAppServer(app.name, { quiet: true }));
const orders = await startOrderReceiver(orderServicePort);

/** GET /orders lists what the receiver got; POST /orders/{accept|fail|slow|reset} sets how it answers. */
function orderControl(req, res, verb) {
  if (req.method === 'GET' && !verb) {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(orders.received));
  } else if (req.method === 'POST' && verb === 'reset') {
    orders.reset();
    res.writeHead(200).end('ok');
  } else if (req.method === 'POST' && (verb === 'accept' || verb === 'fail' || verb === 'slow')) {
    orders.setMode(verb);
    res.writeHead(200).end('ok');
  } else {
    res.writeHead(404).end('unknown order action');
  }
}

const control = http.createServer(async (req, res) => {
  const [, action, name] = (req.url ?? '').split('/');
  if (req.method === 'GET' && action === 'health') {
    res.writeHead(200).end('ok');
    return;
  }
  if (action === 'orders') {
    orderControl(req, res, name);
    return;
  }
  const run = action && Object.hasOwn(actions, action) ? actions[action] : undefined;
  if (req.method !== 'POST' || !run || !name || !apps.some((app) => app.name === name)) {
    res.writeHead(404).end('unknown action');
    return;
  }
  try {
    await run(name);
    res.writeHead(200).end('ok');
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
control.listen(STACK_CONTROL_PORT, 'localhost', () => console.log(`shop stack ready; control on ${STACK_CONTROL_PORT}`));

async function shutdown() {
  control.close();
  await Promise.all([...running.keys()].map(stop), orders.close());
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
