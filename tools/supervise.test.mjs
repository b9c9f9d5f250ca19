// `npm start` keeps the order service running: a crash is said and followed by a restart; a
// stop asked for is not (part of `npm run test:tools`).
import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { supervise } from './supervise.mjs';

/** A free loopback port. */
function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A stand-in service: answers /readyz with its pid, /crash makes it exit with code 3. */
const serviceScript = `
const http = require('node:http');
http.createServer((req, res) => {
  if (req.url === '/crash') { res.end(); setImmediate(() => process.exit(3)); return; }
  res.end(String(process.pid));
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
`;

test('a service that exits unexpectedly is said to have stopped and is started again; close() stops it for good', async () => {
  const port = await freePort();
  const lines = [];
  const service = await supervise({
    name: 'The test service',
    command: process.execPath,
    args: ['-e', serviceScript],
    env: { PORT: String(port) },
    readyUrl: `http://127.0.0.1:${port}/readyz`,
    quiet: true,
    log: (line) => lines.push(line),
  });
  const pidOf = () => fetch(`http://127.0.0.1:${port}/readyz`).then((response) => response.text(), () => null);
  try {
    const firstPid = await pidOf();
    await fetch(`http://127.0.0.1:${port}/crash`);
    let pid = null;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
      pid = await pidOf();
      if (pid !== null && pid !== firstPid) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.notEqual(pid, null);
    assert.notEqual(pid, firstPid);
    assert.equal(service.restarts(), 1);
    assert.equal(lines[0], 'The test service stopped unexpectedly (exit code 3); restarting it in 1 s');
  } finally {
    await service.close();
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.equal(await pidOf(), null);
  assert.equal(service.restarts(), 1);
});
