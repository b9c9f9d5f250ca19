// What the service answers is what it stored: a 503 "not-stored" means not stored, one whose
// COMMIT was under way says it could not confirm (never "not stored"), and a shopper who starts
// over after an answer that never reached them is given their own order, not "already used".
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../db/schema';
import { nextOrderId, validOrder } from '../test-support/order-fixture';
import { onEachEngine, type TestService } from '../test-support/test-service';
import { serviceMessages } from '../app';
import { orderMessages } from './order-routes';

/** Makes inserting an order take `insertS` seconds, and committing it `commitS` more. */
async function slowDatabase(service: TestService, insertS: number, commitS: number) {
  const { db } = service.database;
  await db.execute(sql.raw(`CREATE FUNCTION slow_insert() RETURNS trigger AS $$ BEGIN PERFORM pg_sleep(${insertS}); RETURN NEW; END $$ LANGUAGE plpgsql`));
  await db.execute(sql`CREATE TRIGGER slow_insert BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION slow_insert()`);
  await db.execute(sql.raw(`CREATE FUNCTION slow_commit() RETURNS trigger AS $$ BEGIN PERFORM pg_sleep(${commitS}); RETURN NULL; END $$ LANGUAGE plpgsql`));
  // Deferred: it runs inside COMMIT.
  await db.execute(sql`CREATE CONSTRAINT TRIGGER slow_commit AFTER INSERT ON orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slow_commit()`);
}

const storedCount = async (service: TestService, orderId: string) =>
  (await service.database.db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.orderId, orderId))).length;

onEachEngine(
  'answers that match what was stored, with a slow database',
  (backend) => {
    it('never says "not stored" of an order whose COMMIT was under way when the time ran out, and knows it when sent again', async () => {
      const service = await backend.start({ config: { dbTimeoutMs: 1000 } });
      await slowDatabase(service, 0.6, 0.6);
      const order = validOrder();
      const startedAt = Date.now();
      const answer = await service.request('POST', '/api/orders', order);
      assert.ok(Date.now() - startedAt < 1500, `answered after ${Date.now() - startedAt} ms: within the request's database time`);
      assert.equal(answer.status, 503);
      assert.deepEqual(answer.body, { error: serviceMessages.unconfirmed, code: 'outcome-unknown' });
      await delay(500);
      // The COMMIT went through after all: the shopper's second try gets their stored order.
      assert.equal(await storedCount(service, order.orderId), 1);
      assert.equal((await service.request('POST', '/api/orders', order)).status, 200);
    });

    it('stores nothing when it answers 503: a transaction past its time is rolled back', async () => {
      const service = await backend.start({ config: { dbTimeoutMs: 1000 } });
      await slowDatabase(service, 1.5, 0);
      const order = validOrder();
      const answer = await service.request('POST', '/api/orders', order);
      assert.equal(answer.status, 503);
      assert.equal((answer.body as { code: string }).code, 'not-stored');
      // Long after the insert's sleep is over: nothing committed behind the answer.
      await delay(1500);
      assert.equal(await storedCount(service, order.orderId), 0);
    });
  },
  'postgres',
);

onEachEngine('a shopper starting over with the same M-Pesa code', (backend) => {
  it('gets their stored order back (200), while another purchase with that code is refused (409)', async () => {
    const service = await backend.start();
    const first = validOrder();
    const stored = await service.request('POST', '/api/orders', first);
    assert.equal(stored.status, 201);
    // The page was reloaded: a new order ID and timestamp, the same cart, phone and code.
    const startedOver = await service.request('POST', '/api/orders', { ...first, orderId: nextOrderId(), paymentDate: new Date().toISOString(), notes: null });
    assert.equal(startedOver.status, 200);
    assert.deepEqual(startedOver.body, stored.body);

    const otherPhone = await service.request('POST', '/api/orders', validOrder({ mpesaTransactionId: first.mpesaTransactionId, phoneNumber: '+254733000111' }));
    assert.equal(otherPhone.status, 409);
    assert.deepEqual(otherPhone.body, { error: orderMessages.mpesaCodeUsed, code: 'mpesa-code-used' });
    const otherBasket = await service.request('POST', '/api/orders', { ...first, orderId: nextOrderId(), lines: first.lines.slice(1), subtotal: 3500, discount: 350, orderAmount: 3810, products: 'Tourmaline Flask (1x)' });
    assert.equal(otherBasket.status, 409);
    assert.equal((await service.database.db.select({ orderId: orders.orderId }).from(orders)).length, 1);
  });
});
