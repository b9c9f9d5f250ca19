import assert from 'node:assert/strict';
import { it } from 'node:test';
import { validOrder } from '../test-support/order-fixture';
import { onEachEngine } from '../test-support/test-service';
import { startService } from '../test-support/test-service';
import { signInOffice } from '../test-support/office-client';

/** How long a request took, and its status. */
async function timed(request: () => Promise<{ status: number; body: unknown }>) {
  const started = Date.now();
  const answer = await request();
  return { ...answer, ms: Date.now() - started };
}

onEachEngine('the order service and its database', (backend) => {
  it('loses nothing across a restart', async () => {
    const first = await backend.start();
    const orders = [validOrder(), validOrder(), validOrder()];
    for (const order of orders) assert.equal((await first.request('POST', '/api/orders', order)).status, 201);
    await first.close();

    const second = await startService(first.target);
    try {
      const office = await signInOffice(second);
      const listing = (await office.get('/api/office/orders')).body as { orders: { orderId: string; total: number }[] };
      assert.deepEqual(listing.orders.map((order) => order.orderId).sort(), orders.map((order) => order.orderId).sort());
      assert.ok(listing.orders.every((order) => order.total === 5160));
      // The retry of an order placed before the restart is still recognised.
      assert.equal((await second.request('POST', '/api/orders', orders[0])).status, 200);
      assert.equal((await second.request('GET', '/readyz')).status, 200);
    } finally {
      await second.close();
    }
  });

  it('answers 503 within its timeout when the database is down, then recovers', async () => {
    const service = await backend.start({ config: { dbTimeoutMs: 1000 } });
    const cluster = backend.cluster();
    if (cluster) await cluster.stop();
    // PGlite lives in the process: closing it is the nearest thing to a database that is gone.
    else await service.database.close();

    const order = validOrder();
    const down = await timed(() => service.request('POST', '/api/orders', order));
    assert.equal(down.status, 503);
    assert.deepEqual(down.body, { error: 'The shop cannot store this right now. Please try again in a moment.', code: 'not-stored' });
    assert.ok(down.ms < 3000, `answered after ${down.ms} ms`);
    assert.equal((await service.request('GET', '/readyz')).status, 503);
    assert.equal((await service.request('GET', '/healthz')).status, 200);
    assert.equal((await service.request('POST', '/api/messages', { name: 'A', email: 'a@example.com', phone: '', productInterest: '', message: 'Hi' })).status, 503);

    if (cluster) {
      await cluster.start();
      assert.equal((await service.request('POST', '/api/orders', order)).status, 201);
      assert.equal((await service.request('GET', '/readyz')).status, 200);
    }
  });
});

// PGlite runs its queries on this very thread: a slow query stalls the process, not one request,
// so a slow database is PostgreSQL's fault only.
onEachEngine(
  'the order service and a slow database',
  (backend) => {
    it('answers 503 within its timeout when the database is too slow, never hanging', async () => {
      const service = await backend.start({ config: { dbTimeoutMs: 800 } });
      const pg = (await import('pg')).default;
      const locker = new pg.Client({ connectionString: service.target.engine === 'postgres' ? service.target.url : '' });
      await locker.connect();
      try {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE orders IN ACCESS EXCLUSIVE MODE');
        const slow = await timed(() => service.request('POST', '/api/orders', validOrder()));
        assert.equal(slow.status, 503);
        assert.ok(slow.ms < 2500, `answered after ${slow.ms} ms`);
      } finally {
        await locker.query('ROLLBACK');
        await locker.end();
      }
      assert.equal((await service.request('POST', '/api/orders', validOrder())).status, 201);
    });
  },
  'postgres',
);
