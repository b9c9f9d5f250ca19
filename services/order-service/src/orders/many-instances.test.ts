// Three instances of the service on one PostgreSQL, as Kubernetes runs them (deploy/kubernetes/):
// what one stores, the others see, and requests that race to different instances still leave
// exactly one truth: one row, the right 409s, one history, each order forwarded once.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../db/schema';
import { nextOrderId, nextTransactionId, validOrder } from '../test-support/order-fixture';
import { onEachEngine, type TestService } from '../test-support/test-service';
import { officeOrder, signInOffice } from '../test-support/office-client';
import { startForwarder } from './forwarder';

const rowsOf = async (service: TestService, orderId: string) =>
  (await service.database.db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.orderId, orderId))).length;
const codes = (answers: { body: unknown }[]) => answers.map((answer) => (answer.body as { code?: string }).code ?? null).filter((code) => code !== null);
const sorted = (statuses: number[]) => [...statuses].sort((a, b) => a - b);

onEachEngine(
  'three instances on one database',
  (backend) => {
    async function threeInstances(config: { forwardUrl?: string } = {}): Promise<TestService[]> {
      const first = await backend.start({ config });
      return [first, await backend.start({ target: first.target, config }), await backend.start({ target: first.target, config })];
    }

    it('the same order posted to all three at once is stored once; the others answer it as a repeat', async () => {
      const instances = await threeInstances();
      const order = validOrder();
      const answers = await Promise.all(instances.map((service) => service.request('POST', '/api/orders', order)));
      assert.deepEqual(sorted(answers.map((answer) => answer.status)), [200, 200, 201]);
      assert.equal(await rowsOf(instances[0]!, order.orderId), 1);
    });

    it('one M-Pesa code for three purchases at once pays for one; the others are refused with 409', async () => {
      const instances = await threeInstances();
      const code = nextTransactionId();
      const purchases = ['+254711000001', '+254711000002', '+254711000003'].map((phoneNumber) => validOrder({ mpesaTransactionId: code, phoneNumber }));
      const answers = await Promise.all(instances.map((service, index) => service.request('POST', '/api/orders', purchases[index])));
      assert.deepEqual(sorted(answers.map((answer) => answer.status)), [201, 409, 409]);
      assert.deepEqual(codes(answers), ['mpesa-code-used', 'mpesa-code-used']);
    });

    it('one order ID for three different orders at once keeps the first; the others are refused with 409', async () => {
      const instances = await threeInstances();
      const orderId = nextOrderId();
      const different = ['+254722000001', '+254722000002', '+254722000003'].map((phoneNumber) => validOrder({ orderId, phoneNumber }));
      const answers = await Promise.all(instances.map((service, index) => service.request('POST', '/api/orders', different[index])));
      assert.deepEqual(sorted(answers.map((answer) => answer.status)), [201, 409, 409]);
      assert.deepEqual(codes(answers), ['order-id-reused', 'order-id-reused']);
      assert.equal(await rowsOf(instances[1]!, orderId), 1);
    });

    it("the office's changes sent to different instances at once leave one status and one history", async () => {
      const instances = await threeInstances();
      const order = validOrder();
      assert.equal((await instances[0]!.request('POST', '/api/orders', order)).status, 201);
      // One person signed in on each instance (one database: one set of sessions); managers, who may mark paid.
      const offices = await Promise.all(instances.map((service, index) => signInOffice(service, 'manager', `Clerk ${index + 1}`)));
      const handover = { orderId: order.orderId, nationalId: order.customerId };
      const act = (index: number, action: string, expectedVersion: number, reason?: string) =>
        offices[index]!.post(`/api/office/orders/${order.orderId}/actions`, { action, expectedVersion, ...(reason ? { reason } : {}), ...(action === 'collect' ? { handover } : {}) });
      // Three clicks of "verify" on three instances, all on version 0: one verifies, the others are told it changed.
      const verifies = await Promise.all([0, 1, 2].map((index) => act(index, 'verify-payment', 0, 'Seen on the till statement')));
      assert.deepEqual(sorted(verifies.map((answer) => answer.status)), [200, 409, 409]);
      // Collected on one instance while cancelled on another: one of them wins, the other is refused.
      const [collect, cancel] = await Promise.all([act(1, 'collect', 1), act(2, 'cancel', 1, 'Shopper asked')]);
      assert.deepEqual(sorted([collect.status, cancel.status]), [200, 409]);
      const winner = collect.status === 200 ? 'collected' : 'cancelled';
      const stored = await officeOrder(offices[0]!, order.orderId);
      assert.equal(stored.status, winner);
      assert.equal(stored.version, 2);
      assert.deepEqual(
        stored.history.map((event) => event.event),
        ['placed', 'payment verified', winner],
      );
    });

    it('the forwarding queue sends each order once, whichever instances run it at the same time', async () => {
      const received: string[] = [];
      const collector = http.createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        // A little slow, as a remote form service is: the instances' rounds overlap.
        request.on('end', () => setTimeout(() => (received.push((JSON.parse(body) as { orderId: string }).orderId), response.writeHead(200).end('{}')), 20));
      });
      await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/collect`;
      // Orders stored while forwarding is on wait in the queue.
      const instances = await threeInstances({ forwardUrl: url });
      const forwarders = instances.map((service) => startForwarder(service.database.db, url, service.app.log, { intervalMs: 60_000 }));
      try {
        const posted = Array.from({ length: 30 }, () => validOrder());
        for (const order of posted) assert.equal((await instances[0]!.request('POST', '/api/orders', order)).status, 201);
        await instances[0]!.database.db.execute(sql`UPDATE orders SET forward_next_at = now() WHERE forward_state = 'pending'`);
        let sent = 0;
        for (let round = 0; round < 3; round += 1) sent += (await Promise.all(forwarders.map((forwarder) => forwarder.runOnce()))).reduce((a, b) => a + b, 0);
        assert.equal(sent, 30);
        assert.deepEqual([...received].sort(), posted.map((order) => order.orderId).sort());
      } finally {
        await Promise.all(forwarders.map((forwarder) => forwarder.stop()));
        await new Promise((resolve) => collector.close(resolve));
      }
    });
  },
  // Instances share a database only on PostgreSQL: PGlite is one process's own.
  'postgres',
);
