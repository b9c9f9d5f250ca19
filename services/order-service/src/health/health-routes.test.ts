// The probes tell the truth: ready means an order could be stored now.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { validOrder } from '../test-support/order-fixture';
import { onEachEngine, type TestService } from '../test-support/test-service';

/** Every write refused from now on (a database switched to read-only), reads still answered. */
async function makeReadOnly(service: TestService) {
  if (service.target.engine === 'pglite') {
    // One session in the process: setting it there is setting it for everything.
    await service.database.db.execute(sql`SET default_transaction_read_only = on`);
    return;
  }
  // From outside the service: the setting holds for new sessions, so end the service's sessions.
  const admin = new pg.Client({ connectionString: service.target.url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>('SELECT current_database() AS name');
    await admin.query(`ALTER DATABASE "${rows[0]!.name}" SET default_transaction_read_only = on`);
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'mimea-order-service'");
  } finally {
    await admin.end();
  }
}

onEachEngine('the readiness probe', (backend) => {
  it('says not ready (503) while writes fail, though the database still answers', async () => {
    const service = await backend.start();
    assert.deepEqual((await service.request('GET', '/readyz')).body, { status: 'ready', database: backend.engine });
    await makeReadOnly(service);
    assert.equal((await service.request('POST', '/api/orders', validOrder())).status, 503);
    const ready = await service.request('GET', '/readyz');
    assert.equal(ready.status, 503);
    assert.deepEqual(ready.body, { status: 'database-unavailable', database: backend.engine });
    assert.equal((await service.request('GET', '/healthz')).status, 200);
  });

  it("answers the owner's listings with Cache-Control: no-store, JSON and CSV alike", async () => {
    const service = await backend.start();
    for (const path of ['/api/orders', '/api/orders.csv', '/api/messages']) assert.equal((await service.owner('GET', path)).headers.get('cache-control'), 'no-store', path);
    assert.equal((await service.request('GET', '/api/orders')).headers.get('cache-control'), 'no-store');
  });
});

onEachEngine('the liveness probe', (backend) => {
  it('fails (503) once a database operation has been stuck past its limit, and names the instance', async () => {
    const service = await backend.start({ config: { stuckAfterMs: 300, instanceId: 'instance-under-test' } });
    const alive = await service.request('GET', '/healthz');
    assert.equal(alive.status, 200);
    assert.equal(alive.headers.get('x-instance-id'), 'instance-under-test');
    assert.equal((await service.request('GET', '/readyz')).headers.get('x-instance-id'), 'instance-under-test');
    // An operation the driver never settles (as a PGlite stuck in its WAL flush holds every other).
    void service.database.run(60_000, () => new Promise<never>(() => undefined)).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stuck = await service.request('GET', '/healthz');
    assert.equal(stuck.status, 503);
    assert.equal((stuck.body as { status: string }).status, 'stuck');
  });
});

onEachEngine(
  'the readiness probe with the data on this machine’s disk',
  (backend) => {
    it('says not ready when the disk holding the data is nearly full', async () => {
      // More free space asked for than any disk has: as a full disk looks to the probe.
      const service = await backend.start({ config: { minFreeDiskMb: 1024 ** 4 } });
      const ready = await service.request('GET', '/readyz');
      assert.equal(ready.status, 503);
      assert.deepEqual(ready.body, { status: 'disk-full', database: 'pglite' });
    });
  },
  'pglite',
);
