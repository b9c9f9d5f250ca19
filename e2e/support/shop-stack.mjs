// The shop as `npm start` serves it (tools/serve/serve.mjs, every app on its own port, and the real
// order service on PGlite in a fresh folder), plus a small control server on
// $STACK_CONTROL_PORT through which the tests stop, restart or hang one app's server, or stop
// and restart the order service, to see the shop survive what is down or slow. Started and
// stopped by Playwright (playwright.config.ts, `webServer`), on the free block of ports it chose
// for the run ($MIMEA_PORT_BASE, read by config/apps.cjs), never on the shop's own.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot, startAppServer } from '../../tools/serve/serve.mjs';
import { startOrderService } from '../../tools/serve/order-service.mjs';
import { simulatorPaymentEnv, startDarajaSimulator } from '../../tools/serve/daraja-simulator.mjs';
import { redeployedBuild } from './redeployed-build.mjs';
import { createOfficeAccounts } from './office-accounts.mjs';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, dir: string, port: number, host?: boolean }>, orderServicePort: number, darajaSimulatorPort: number }} */
const { apps, orderServicePort, darajaSimulatorPort } = require('../../config/apps.cjs');
// Set by playwright.config.ts from support/stack.ts, the one place they are written.
const STACK_CONTROL_PORT = Number(process.env.STACK_CONTROL_PORT);
const OWNER_API_TOKEN = process.env.OWNER_API_TOKEN;
if (!STACK_CONTROL_PORT || !OWNER_API_TOKEN || !process.env.MIMEA_PORT_BASE)
  throw new Error('STACK_CONTROL_PORT or MIMEA_PORT_BASE is not set: run the stack through Playwright (npm run test:e2e)');

// The orders of this run only, kept across a restart of the service within the run.
const ordersDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-e2e-orders-'));
const ORDER_SERVICE = 'orders';
// M-Pesa is the Daraja simulator of this run (the journeys script it on its port), its callbacks
// coming back through the shell's /api/ as npm start has them. One callback secret for the run,
// so a restarted service hears the callbacks of prompts sent before it stopped.
// Daraja's rules as Daraja keeps them, in shorter windows: the same amount to the same phone
// waits 8 s (2 minutes in M-Pesa), a phone is locked 3 s after a prompt ends (a minute). The
// order service keeps the same windows, so a journey sees the countdown end and the prompt go.
const RULE_WINDOWS = { sameAmountMs: '8000', lockMs: '3000' };
const darajaSimulator = await startDarajaSimulator({
  port: darajaSimulatorPort,
  quiet: true,
  env: { SIMULATOR_DUPLICATE_WINDOW_MS: RULE_WINDOWS.sameAmountMs, SIMULATOR_SUBSCRIBER_LOCK_MS: RULE_WINDOWS.lockMs },
});
const paymentEnv = await simulatorPaymentEnv(darajaSimulator.url, `http://localhost:${apps.find((app) => app.host)?.port}`);
const startOrders = () =>
  startOrderService({
    quiet: true,
    // The journeys post orders as soon as it is back.
    waitForReady: true,
    env: {
      PGLITE_DATA_DIR: ordersDataDir,
      OWNER_API_TOKEN,
      // Every journey posts from this one machine.
      ORDER_RATE_LIMIT: '1000',
      MESSAGE_RATE_LIMIT: '1000',
      // The office's journeys sign in from it too, more than 10 times a minute when they follow
      // each other (office-sessions.test.ts tests the limit itself).
      OFFICE_SIGN_IN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      ...paymentEnv,
      // A prompt whose callback was lost (the service killed meanwhile) is asked about soon.
      MPESA_QUERY_AFTER_MS: '3000',
      MPESA_SAME_PROMPT_COOLDOWN_MS: RULE_WINDOWS.sameAmountMs,
      MPESA_SUBSCRIBER_LOCK_MS: RULE_WINDOWS.lockMs,
    },
  });

/** @typedef {{ close: () => Promise<void>, pid?: () => number | undefined }} Closable */
/** @type {Map<string, Closable>} */
const running = new Map();

/**
 * Connections a hanging remote accepted. They stay open, unanswered, after it stops listening and
 * the real server is back, as a stuck connection through a proxy would: the shop must recover
 * without waiting for them. Closed when the stack stops.
 */
const stalledSockets = new Set();

/**
 * A server that accepts connections and never answers. A remote's (`keepStalled`) leaves its
 * connections stalled when it stops; the order service's cuts them, so the shell's proxy answers
 * 503 for what was in flight (the journeys of a hanging order service expect that).
 */
function startHangingServer(port, { keepStalled }) {
  const accepted = new Set();
  const server = net.createServer((socket) => {
    const sockets = keepStalled ? stalledSockets : accepted;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () =>
      resolve({
        // Stops listening (the port is free at once); 'close', which waits for the accepted
        // connections, is not awaited.
        close: async () => {
          server.close();
          for (const socket of accepted) socket.destroy();
        },
      }),
    );
  });
}

async function stop(name) {
  const server = running.get(name);
  running.delete(name);
  if (server) await server.close();
}

/** Builds made by `redeploy`, removed at the end. */
const redeployedBuilds = [];

/** @type {Record<string, (name: string, query: URLSearchParams) => Promise<void>>} */
const actions = {
  async stop(name) {
    await stop(name);
  },
  /** The order service killed at once (SIGKILL: nothing finished, nothing closed), then started again. */
  async kill(name) {
    const service = running.get(name);
    const pid = name === ORDER_SERVICE ? service?.pid?.() : undefined;
    if (!service || pid === undefined) throw new Error(`${name} is not a running order service`);
    process.kill(pid, 'SIGKILL');
    await service.close();
    running.delete(name);
  },
  async start(name) {
    await stop(name);
    running.set(name, name === ORDER_SERVICE ? await startOrders() : await startAppServer(name, { quiet: true }));
  },
  async hang(name) {
    await stop(name);
    const port = name === ORDER_SERVICE ? orderServicePort : apps.find((candidate) => candidate.name === name)?.port;
    if (!port) throw new Error(`Unknown app ${name}`);
    running.set(name, await startHangingServer(port, { keepStalled: name !== ORDER_SERVICE }));
  },
  /** A new deployment of a remote whose build says `to` where the current one says `from`. */
  async redeploy(name, query) {
    const app = apps.find((candidate) => candidate.name === name);
    const from = query.get('from');
    const to = query.get('to');
    if (!app || !from || !to) throw new Error('redeploy needs a known app, from and to');
    const dist = redeployedBuild(path.join(repoRoot, app.dir, 'dist'), from, to);
    redeployedBuilds.push(dist);
    await stop(name);
    running.set(name, await startAppServer(name, { quiet: true, dist }));
  },
};

for (const app of apps) running.set(app.name, await startAppServer(app.name, { quiet: true }));
// The back office's accounts, made as a shop makes its first owner: by the command, before the
// service holds the database.
createOfficeAccounts(repoRoot, { PGLITE_DATA_DIR: ordersDataDir });
running.set(ORDER_SERVICE, await startOrders());

const control = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const [, action, name] = url.pathname.split('/');
  if (req.method === 'GET' && action === 'health') {
    res.writeHead(200).end('ok');
    return;
  }
  const run = action && Object.hasOwn(actions, action) ? actions[action] : undefined;
  const known = (name === ORDER_SERVICE && action !== 'redeploy') || (apps.some((app) => app.name === name) && action !== 'kill');
  if (req.method !== 'POST' || !run || !name || !known) {
    res.writeHead(404).end('unknown action');
    return;
  }
  try {
    await run(name, url.searchParams);
    res.writeHead(200).end('ok');
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
control.listen(STACK_CONTROL_PORT, 'localhost', () => console.log(`shop stack ready; control on ${STACK_CONTROL_PORT}`));

async function shutdown() {
  control.close();
  for (const socket of stalledSockets) socket.destroy();
  await Promise.all([...running.keys()].map(stop));
  await darajaSimulator.close();
  fs.rmSync(ordersDataDir, { recursive: true, force: true });
  for (const dist of redeployedBuilds) fs.rmSync(dist, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
