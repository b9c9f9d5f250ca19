// A second copy of the shop on this machine: a port another program holds is one line naming
// the port, who wanted it and how to move the shop, with exit code 1 and no stack; a run that
// needs ports of its own finds a free block (part of `npm run test:tools`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import { freePort } from './nginx-server.mjs';
import { freePortBase, portInUseMessage, portIsFree } from './ports.mjs';
import { repoRoot, startAppServer } from './serve.mjs';

const require = createRequire(import.meta.url);

/** Another program listening on `port` of 127.0.0.1. @param {number} port */
function occupy(port) {
  const server = http.createServer((_req, res) => res.end('another program'));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ close: () => new Promise((done) => server.close(done)) })));
}

test('the line names the port, who wanted it, and the variable that moves the shop', () => {
  assert.equal(
    portInUseMessage(3000, 'the shell'),
    'Port 3000 (the shell) is in use by another program. Stop it, or move the shop: MIMEA_PORT_BASE=4000 npm start',
  );
});

test("an app's server on a port another program holds fails with that line", async () => {
  const port = await freePort();
  const stranger = await occupy(port);
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-ports-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  try {
    await assert.rejects(startAppServer('catalog', { port, dist, quiet: true }), {
      name: 'PortInUseError',
      message: `Port ${port} (the catalog remote) is in use by another program. Stop it, or move the shop: MIMEA_PORT_BASE=4000 npm start`,
    });
  } finally {
    await stranger.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test('npm start with a port taken prints the one line and exits 1, before building anything', async () => {
  const base = await freePortBase();
  const stranger = await occupy(base + 5);
  try {
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'tools/serve/start.mjs')], {
      env: { ...process.env, MIMEA_PORT_BASE: String(base) },
      encoding: 'utf8',
      timeout: 20_000,
    });
    assert.equal(run.status, 1);
    assert.equal(run.stdout, '');
    assert.equal(run.stderr, `Port ${base + 5} (the order service) is in use by another program. Stop it, or move the shop: MIMEA_PORT_BASE=${base + 1000} npm start\n`);
  } finally {
    await stranger.close();
  }
});

test('a free block of ports is free on every port of the shop', async () => {
  const base = await freePortBase([99]);
  for (const offset of [0, 1, 2, 3, 4, 5, 6, 10, 99]) assert.equal(await portIsFree(base + offset), true, `${base + offset}`);
  const stranger = await occupy(base);
  try {
    assert.equal(await portIsFree(base), false);
  } finally {
    await stranger.close();
  }
});

test('no block puts a server on a port browsers refuse to reach: MIMEA_PORT_BASE=6000 is refused, and a free block never holds 10080', () => {
  const { portBaseOf, blockedPortIn } = require('../../config/apps.cjs');
  assert.throws(() => portBaseOf({ MIMEA_PORT_BASE: '6000' }), /MIMEA_PORT_BASE=6000 puts a server of the shop on port 6000, which browsers refuse to reach/);
  assert.throws(() => portBaseOf({ MIMEA_PORT_BASE: '10070' }), /port 10080/);
  // The back office's port (base + 6) counts like the others'.
  assert.throws(() => portBaseOf({ MIMEA_PORT_BASE: '10074' }), /port 10080/);
  assert.equal(blockedPortIn(10_074), 10080);
  assert.equal(portBaseOf({ MIMEA_PORT_BASE: '7000' }), 7000);
  // The e2e stack's block with its control port (base + 99).
  assert.equal(blockedPortIn(9981, [99]), 10080);
  assert.equal(blockedPortIn(10_000, [99]), undefined);
});
