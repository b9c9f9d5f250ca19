import assert from 'node:assert/strict';
import http from 'node:http';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { validOrder } from '../test-support/order-fixture';
import { onEachEngine } from '../test-support/test-service';
import { storedOrders } from '../test-support/office-client';
import { retryDelayMs, startForwarder } from './forwarder';

/** A form-collection service on loopback that fails its first `failures` posts. */
async function collector(failures: number) {
  const received: unknown[] = [];
  let calls = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls += 1;
      if (calls <= failures) return res.writeHead(500).end();
      received.push(JSON.parse(body));
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/collect`, received, calls: () => calls, close: () => new Promise((resolve) => server.close(resolve)) };
}

onEachEngine('forwarding orders to the form-collection service', (backend) => {
  it('sends each stored order on, retrying after failures, and records that it was taken', async () => {
    const target = await collector(2);
    const service = await backend.start({ config: { forwardUrl: target.url } });
    const forwarder = startForwarder(service.database.db, target.url, service.app.log, { intervalMs: 60_000 });
    try {
      const order = validOrder();
      assert.equal((await service.request('POST', '/api/orders', order)).status, 201);
      const due = () => service.database.db.execute(sql`UPDATE orders SET forward_next_at = now() WHERE forward_state = 'pending'`);
      assert.equal(await forwarder.runOnce(), 0);
      await due();
      assert.equal(await forwarder.runOnce(), 0);
      await due();
      assert.equal(await forwarder.runOnce(), 1);
      assert.equal(target.calls(), 3);
      assert.deepEqual(target.received, [order]);
      const listing = await storedOrders(service);
      assert.equal(listing.orders[0]!.forwarding, 'done');
      // Nothing is sent twice.
      assert.equal(await forwarder.runOnce(), 0);
    } finally {
      await forwarder.stop();
      await target.close();
    }
  });
});

it('waits longer after each failure, up to an hour', () => {
  assert.deepEqual([1, 2, 3, 10, 20].map(retryDelayMs), [10_000, 20_000, 40_000, 3_600_000, 3_600_000]);
});
