// PGlite on a nearly full disk (issue 38): with ~15 MB free it spun at 100 % CPU in its WAL
// flush for good (every request hung, /healthz too), would not start again until more than
// 16 MB were free, and below 50 MB `npm start` gave up although orders would store. Now writes
// are refused cleanly below MIN_FREE_DISK_MB (a 503 that says why, /readyz not ready, /healthz
// alive), and a service started on such a disk answers, says why, and opens the database once
// there is room. The disk is a small tmpfs mounted for the test, which needs root (as CI runs).
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../test-support/free-port';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { serviceMessages } from '../app';
import { validOrder } from '../test-support/order-fixture';
import { startService } from '../test-support/test-service';
import { signInOffice } from '../test-support/office-client';

const MB = 1024 * 1024;
const here = path.dirname(fileURLToPath(import.meta.url));
const canMount = process.getuid?.() === 0;

/** Free bytes on the disk holding `dir`. */
const freeBytes = (dir: string) => {
  const disk = fs.statfsSync(dir);
  return disk.bavail * disk.bsize;
};

/** Fills the disk of `dir` until `leaveMb` are free; returns the filler's path. */
function fillUntil(dir: string, leaveMb: number): string {
  const filler = path.join(dir, `filler-${Date.now()}`);
  fs.writeFileSync(filler, Buffer.alloc(Math.max(0, freeBytes(dir) - leaveMb * MB)));
  return filler;
}

// Declared where a small disk can be mounted: as root, which CI is.
if (canMount)
  describe('PGlite on a nearly full disk', () => {
    let mountPoint = '';
    before(() => {
      mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-small-disk-'));
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'mimea-small-disk', mountPoint]);
    });
    after(() => {
      execFileSync('umount', [mountPoint]);
      fs.rmSync(mountPoint, { recursive: true, force: true });
    });

    it('refuses writes below the limit with a 503 that says so, stays alive, and takes orders again when there is room', { timeout: 60_000 }, async () => {
      const dataDir = path.join(mountPoint, 'refuses');
      const service = await startService({ engine: 'pglite', dataDir }, { config: { minFreeDiskMb: 50 } });
      try {
        assert.equal((await service.request('POST', '/api/orders', validOrder())).status, 201);
        const filler = fillUntil(mountPoint, 40);
        const refused = await service.request('POST', '/api/orders', validOrder());
        assert.equal(refused.status, 503);
        assert.deepEqual(refused.body, { error: serviceMessages.diskFull, code: 'disk-full' });
        const message = await service.request('POST', '/api/messages', { name: 'A', email: 'a@example.com', message: 'Hi' });
        assert.equal(message.status, 503);
        assert.deepEqual((await service.request('GET', '/readyz')).body, { status: 'disk-full', database: 'pglite' });
        assert.equal((await service.request('GET', '/healthz')).status, 200);
        assert.match(service.logs(), /write refused: the disk holding the data is nearly full/);
        // Nothing written meanwhile: the disk has what the filler left.
        assert.ok(freeBytes(mountPoint) >= 39 * MB, `${Math.round(freeBytes(mountPoint) / MB)} MB free`);
        fs.rmSync(filler);
        assert.equal((await service.request('POST', '/api/orders', validOrder())).status, 201);
        assert.equal(((await (await signInOffice(service)).get('/api/office/orders')).body as { total: number }).total, 2);
      } finally {
        await service.close();
      }
    });

    it('starts on a disk too full to open PGlite, says why, and opens it once there is room', { timeout: 90_000 }, async () => {
      const dataDir = path.join(mountPoint, 'starts');
      // Less than PGlite's new folder needs (about 40 MB), and less than the limit.
      const filler = fillUntil(mountPoint, 12);
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '..', 'main.ts')], {
        env: { ...process.env, PGLITE_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', MIN_FREE_DISK_MB: '50', LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const origin = `http://127.0.0.1:${port}`;
      const get = (url: string) => fetch(origin + url).then(async (answer) => ({ status: answer.status, body: (await answer.json()) as unknown }), () => ({ status: 0, body: null }));
      try {
        const startedAt = Date.now();
        while ((await get('/healthz')).status !== 200) {
          assert.ok(Date.now() - startedAt < 30_000, `not answering: ${output}`);
          await delay(200);
        }
        assert.deepEqual((await get('/readyz')).body, { status: 'disk-full', database: 'pglite' });
        const refused = await fetch(`${origin}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(validOrder()) });
        assert.equal(refused.status, 503);
        assert.equal(((await refused.json()) as { code: string }).code, 'disk-full');
        assert.match(output, /the disk holding the data is nearly full: orders and messages are refused until it has room/);

        fs.rmSync(filler);
        const freedAt = Date.now();
        while ((await get('/readyz')).status !== 200) {
          assert.ok(Date.now() - freedAt < 30_000, `never opened: ${output}`);
          await delay(250);
        }
        const stored = await fetch(`${origin}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(validOrder()) });
        assert.equal(stored.status, 201);
        assert.match(output, /the disk has room again/);
      } finally {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
        fs.rmSync(filler, { force: true });
      }
    });
  });
