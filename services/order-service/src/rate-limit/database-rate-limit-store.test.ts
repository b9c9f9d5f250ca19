import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { applyRetention } from '../retention';
import { validOrder } from '../test-support/order-fixture';
import { onEachEngine } from '../test-support/test-service';

const message = { name: 'Achieng', email: 'achieng@example.co.ke', message: 'Is it gentle enough for a baby?' };

onEachEngine(
  'rate limits across instances',
  (backend) => {
    it("holds a client's limit however many instances answer it, per route and per client", async () => {
      const rateLimits = { orders: 3, messages: 2, owner: 100 };
      const first = await backend.start({ config: { rateLimits } });
      const second = await backend.start({ target: first.target, config: { rateLimits } });
      const third = await backend.start({ target: first.target, config: { rateLimits } });
      const shopper = { 'X-Forwarded-For': '41.90.1.1' };
      const statuses: number[] = [];
      for (const service of [first, second, third, second]) statuses.push((await service.request('POST', '/api/orders', validOrder(), shopper)).status);
      assert.deepEqual(statuses, [201, 201, 201, 429]);
      const limited = await first.request('POST', '/api/orders', validOrder(), shopper);
      assert.equal(limited.status, 429);
      assert.ok(Number(limited.headers.get('retry-after')) > 0);
      // Another route counts apart, to its own limit, across instances too.
      assert.equal((await third.request('POST', '/api/messages', message, shopper)).status, 201);
      assert.equal((await first.request('POST', '/api/messages', message, shopper)).status, 201);
      assert.equal((await second.request('POST', '/api/messages', message, shopper)).status, 429);
      // Another shopper is not held up.
      assert.equal((await second.request('POST', '/api/orders', validOrder(), { 'X-Forwarded-For': '41.90.2.2' })).status, 201);
    });

    it('starts a new window once the last has passed, and the retention job deletes old windows', async () => {
      const service = await backend.start({ config: { rateLimits: { orders: 1, messages: 1, owner: 100 } } });
      const shopper = { 'X-Forwarded-For': '41.90.3.3' };
      assert.equal((await service.request('POST', '/api/orders', validOrder(), shopper)).status, 201);
      assert.equal((await service.request('POST', '/api/orders', validOrder(), shopper)).status, 429);
      // The window began two minutes ago: it has passed.
      await service.database.db.execute(sql`UPDATE rate_limits SET window_start = now() - interval '2 minutes'`);
      assert.equal((await service.request('POST', '/api/orders', validOrder(), shopper)).status, 201);
      await service.database.db.execute(sql`UPDATE rate_limits SET window_start = now() - interval '2 hours'`);
      await applyRetention(service.database.db);
      const left = await service.database.db.execute(sql`SELECT count(*)::integer AS count FROM rate_limits`);
      assert.equal((left as unknown as { rows: { count: number }[] }).rows[0]?.count, 0);
    });
  },
  // PGlite is one process's own database: its instance counts in memory.
  'postgres',
);
