import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './test-support/free-port';
import os from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { serverDir } from './config';
import { orders } from './db/schema';
import { testPrices, validOrder } from './test-support/order-fixture';
import { onEachEngine, OWNER_TOKEN } from './test-support/test-service';

onEachEngine('a graceful shutdown', (backend) => {
  it('finishes the request in flight, takes no new one, and keeps what it stored', async () => {
    // The catalogue answers slowly, so the order is still being handled when the shutdown starts.
    const service = await backend.start({ prices: { current: () => delay(600).then(() => testPrices) } });
    const order = validOrder();
    const inFlight = service.request('POST', '/api/orders', order);
    await delay(150);
    const closing = service.app.close();
    const late = await service.request('POST', '/api/orders', validOrder()).catch(() => ({ status: 0 }));
    assert.ok(late.status === 503 || late.status === 0, `a request during the shutdown got ${late.status}`);
    assert.equal((await inFlight).status, 201);
    // Not held open by the finished request's keep-alive connection.
    const started = Date.now();
    await closing;
    assert.ok(Date.now() - started < 3000, `closing took ${Date.now() - started} ms`);
    const stored = await service.database.db.select({ orderId: orders.orderId }).from(orders);
    assert.deepEqual(stored, [{ orderId: order.orderId }]);
  });
});

const folders: string[] = [];
after(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));


/** The service as `npm run dev -w services/order-service` runs it, in its own process, on PGlite in `dataDir`. */
async function startProcess(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src', 'main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PGLITE_DATA_DIR: dataDir, OWNER_API_TOKEN: OWNER_TOKEN, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 150; tries += 1) {
    if ((await fetch(`http://127.0.0.1:${port}/readyz`).then((response) => response.ok, () => false)) === true) return child;
    await delay(200);
  }
  child.kill('SIGKILL');
  throw new Error('the service did not get ready');
}

it('the process stops on SIGTERM with exit code 0, and a new one on the same folder has every order', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-process-'));
  folders.push(dataDir);
  const port = await freePort();
  const first = await startProcess(dataDir, port);
  const order = validOrder();
  const posted = await fetch(`http://127.0.0.1:${port}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(order) });
  assert.equal(posted.status, 201);
  const exited = new Promise<number | null>((resolve) => first.once('exit', resolve));
  first.kill('SIGTERM');
  assert.equal(await exited, 0);

  const second = await startProcess(dataDir, port);
  try {
    // The owner's CSV: one line per order after its header.
    const csv = await (await fetch(`http://127.0.0.1:${port}/api/orders.csv`, { headers: { Authorization: `Bearer ${OWNER_TOKEN}` } })).text();
    const rows = csv.trim().split(/\r?\n/).slice(1);
    assert.equal(rows.length, 1);
    // Priced from the catalogue in its own database: checked without any other service.
    assert.match(rows[0]!, new RegExp(`^"?${order.orderId}"?,.*\\bmatch\\b`));
  } finally {
    second.kill('SIGTERM');
    await new Promise((resolve) => second.once('exit', resolve));
  }
});

it('--migrate-only brings the schema up to date and exits; instances started with RUN_MIGRATIONS=false then use it', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-migrate-'));
  folders.push(dataDir);
  const migration = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src', 'main.ts'), '--migrate-only'], {
    env: { ...process.env, PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  migration.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => migration.once('exit', resolve));
  assert.equal(code, 0);
  assert.match(output, /migrations applied \(pglite\)/);

  const port = await freePort();
  const instance = await startProcess(dataDir, port, { RUN_MIGRATIONS: 'false' });
  try {
    const posted = await fetch(`http://127.0.0.1:${port}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(validOrder()) });
    assert.equal(posted.status, 201);
  } finally {
    instance.kill('SIGTERM');
    await new Promise((resolve) => instance.once('exit', resolve));
  }
});
