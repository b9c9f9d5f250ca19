// `npm start` keeps the order service running: a crash is said and followed by a restart; a
// child that stops answering is killed and restarted; another program on its port is named and
// never taken for it; a stop asked for is not restarted (part of `npm run test:tools`). Real
// child processes (small stand-ins for the service) and real HTTP on 127.0.0.1.
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { freePort } from './nginx-server.mjs';
import { supervise } from './supervise.mjs';

/**
 * A stand-in service: answers /healthz and /readyz with its pid and its INSTANCE_ID in
 * X-Instance-Id, as the order service does; /crash makes it exit with code 3; SIGUSR2 blocks its
 * event loop for good (alive, answering nothing). /readyz answers 503 until READY_AFTER_MS.
 */
const serviceScript = `
const http = require('node:http');
const startedAt = Date.now();
http.createServer((req, res) => {
  if (req.url === '/crash') { res.end(); setImmediate(() => process.exit(3)); return; }
  if (process.env.INSTANCE_ID) res.setHeader('X-Instance-Id', process.env.INSTANCE_ID);
  if (req.url === '/readyz' && Date.now() - startedAt < Number(process.env.READY_AFTER_MS ?? 0)) { res.statusCode = 503; res.end('{"status":"disk-full"}'); return; }
  res.end(String(process.pid));
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGUSR2', () => { for (;;); });
process.on('SIGTERM', () => process.exit(0));
`;

/** Small numbers, so a stuck child is found in about a second. */
const QUICK = { everyMs: 150, timeoutMs: 150, failures: 3 };

/** @param {number} port @param {Partial<import('./supervise.mjs').SupervisedOptions>} [options] */
function superviseStandIn(port, lines, options = {}) {
  return supervise({
    name: 'The test service',
    command: process.execPath,
    args: ['-e', serviceScript],
    env: { PORT: String(port) },
    port,
    aliveUrl: `http://127.0.0.1:${port}/healthz`,
    quiet: true,
    log: (line) => lines.push(line),
    liveness: QUICK,
    ...options,
  });
}

/** The pid of whatever answers on the port, or null. @param {number} port */
const pidOn = (port) =>
  fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(500) }).then(
    (response) => response.text(),
    () => null,
  );

/** Resolves once `condition` holds, or fails the test after `withinMs`. */
async function until(condition, withinMs = 10_000) {
  for (const deadline = Date.now() + withinMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) if (await condition()) return;
  assert.fail(`not within ${withinMs} ms`);
}

/** Another program on the port: answers everything 200, as a second copy of the shop would. */
function startStranger(port) {
  const server = http.createServer((_req, res) => res.end('a stranger'));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ port, close: () => new Promise((done) => (server.closeAllConnections(), server.close(done))) }));
  });
}

test('a service that exits unexpectedly is said to have stopped and is started again; close() stops it for good', async () => {
  const port = await freePort();
  const lines = [];
  const service = await superviseStandIn(port, lines);
  try {
    const firstPid = await pidOn(port);
    await fetch(`http://127.0.0.1:${port}/crash`);
    await until(async () => lines.includes('The test service is back'));
    assert.notEqual(await pidOn(port), firstPid);
    assert.equal(service.restarts(), 1);
    assert.deepEqual(lines, ['The test service stopped unexpectedly (exit code 3); restarting it in 1 s', 'The test service is back']);
  } finally {
    await service.close();
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.equal(await pidOn(port), null);
  assert.equal(service.restarts(), 1);
});

test('a service that stops answering /healthz is killed and started again', async () => {
  const port = await freePort();
  const lines = [];
  const service = await superviseStandIn(port, lines);
  try {
    const stuckPid = Number(await pidOn(port));
    process.kill(stuckPid, 'SIGUSR2');
    await until(async () => lines.includes('The test service is back'));
    assert.match(lines[0], /^The test service is not answering \/healthz \(3 tries in \d+(\.\d)? s\); restarting it$/);
    assert.deepEqual(lines.slice(1), ['The test service is back']);
    assert.notEqual(Number(await pidOn(port)), stuckPid);
    // Killed for good, not left running beside its successor.
    assert.throws(() => process.kill(stuckPid, 0), { code: 'ESRCH' });
    assert.equal(service.restarts(), 1);
  } finally {
    await service.close();
  }
});

test('another program on the port: the one line, and the service is not started', async () => {
  const port = await freePort();
  const stranger = await startStranger(port);
  const lines = [];
  try {
    await assert.rejects(superviseStandIn(port, lines), {
      message: `Port ${port} (the test service) is in use by another program. Stop it, or move the shop: MIMEA_PORT_BASE=4000 npm start`,
    });
    assert.deepEqual(lines, []);
  } finally {
    await stranger.close();
  }
});

test('an answer without the instance id it gave its child is not its child, whatever it says', async () => {
  const port = await freePort();
  const stranger = await startStranger(await freePort());
  try {
    // Its child listens, but another program answers where it is asked.
    const strangerUrl = `http://127.0.0.1:${stranger.port}/healthz`;
    await assert.rejects(superviseStandIn(port, [], { aliveUrl: strangerUrl, startWithinMs: 1000 }), {
      message: `The test service was not the one answering ${strangerUrl}: another program answers there`,
    });
  } finally {
    await stranger.close();
  }
});

test('another program that takes the port while the service is down is named, never announced as the service', async () => {
  const port = await freePort();
  const lines = [];
  const service = await superviseStandIn(port, lines);
  let stranger;
  try {
    await fetch(`http://127.0.0.1:${port}/crash`);
    // In the second before the restart, someone else starts listening there.
    await until(async () => (stranger = await startStranger(port).catch(() => undefined)) !== undefined);
    await until(async () => lines.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.deepEqual(lines, [
      'The test service stopped unexpectedly (exit code 3); restarting it in 1 s',
      `Port ${port} (the test service) is in use by another program. Stop it, or move the shop: MIMEA_PORT_BASE=4000 npm start`,
    ]);
    // Once it is gone, the service comes back.
    await stranger.close();
    await until(async () => lines.at(-1) === 'The test service is back', 15_000);
    assert.notEqual(await pidOn(port), 'a stranger');
  } finally {
    await service.close();
    await stranger?.close();
  }
});

test('a service that is alive but not ready is started, and said to be ready when it is', async () => {
  const port = await freePort();
  const lines = [];
  // Not ready for longer than the start may take: the start waits for alive, not for ready.
  const service = await superviseStandIn(port, lines, {
    env: { PORT: String(port), READY_AFTER_MS: '1500' },
    readyUrl: `http://127.0.0.1:${port}/readyz`,
    startWithinMs: 1000,
  });
  try {
    await until(async () => lines.includes('The test service is ready'));
    assert.deepEqual(lines, ['The test service is running but not ready: /readyz answers 503 (disk-full); waiting for it', 'The test service is ready']);
    assert.equal(service.restarts(), 0);
  } finally {
    await service.close();
  }
});
