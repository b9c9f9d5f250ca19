import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { it } from 'node:test';
import { cashOrder, validOrder } from '../test-support/order-fixture';
import { onEachEngine } from '../test-support/test-service';
import { storedOrders } from '../test-support/office-client';
import { ORDER_BODY_LIMIT, orderMessages } from './order-routes';

interface Stored {
  total: number;
  claimedTotal: number;
  priceCheck: { result: string; issues: string[] };
}

/** The receipt without its order key (a secret HMAC: checked for its form only). */
function withoutKey(body: unknown): unknown {
  const { orderKey, ...rest } = body as { orderKey: unknown };
  assert.match(String(orderKey), /^[A-Za-z0-9_-]{43}$/);
  return rest;
}

onEachEngine('POST /api/orders', (backend) => {
  it('stores a valid order priced by the shop: 201, and the office sees it with the right total', async () => {
    const service = await backend.start();
    const order = validOrder();
    const answer = await service.request('POST', '/api/orders', order);
    assert.equal(answer.status, 201);
    assert.deepEqual(withoutKey(answer.body), { orderId: order.orderId, status: 'awaiting-confirmation', total: 5160, priceCheck: 'match' });
    const listing = await storedOrders(service);
    assert.equal(listing.total, 1);
    assert.equal(listing.orders[0]!.orderId, order.orderId);
    assert.equal(listing.orders[0]!.total, 5160);
    assert.equal(listing.orders[0]!.customerId, '*****678');
  });

  it('answers 400 listing every problem, and stores nothing', async () => {
    const service = await backend.start();
    const answer = await service.request('POST', '/api/orders', { ...validOrder(), phoneNumber: '0722', customerId: '12', lines: [] });
    assert.equal(answer.status, 400);
    const body = answer.body as { error: string; problems: { field: string; message: string }[] };
    assert.equal(body.error, orderMessages.invalid);
    assert.deepEqual(body.problems.map((problem) => problem.field).sort(), ['customerId', 'lines', 'phoneNumber']);
    assert.equal((await storedOrders(service)).total, 0);
  });

  it("refuses an M-Pesa order above M-Pesa's KES 250,000 for one payment, naming why; cash on delivery takes it", async () => {
    const service = await backend.start();
    // 72 Tourmaline Flasks, KES 252,000, in Nairobi (free shipping).
    const large = { lines: [{ id: 'tourmaline-flask', name: 'Tourmaline Flask', unitPrice: 3500, quantity: 72, lineTotal: 252_000 }], products: 'Tourmaline Flask (72x)', subtotal: 252_000, discount: 0, coupon: null, shipping: 0, orderAmount: 252_000, county: 'Nairobi', pickupStation: { id: 'nairobi-westlands', name: 'Westlands', fee: 240 } };
    const refused = await service.request('POST', '/api/orders', validOrder(large));
    assert.equal(refused.status, 400);
    assert.deepEqual((refused.body as { problems: unknown[] }).problems, [{ field: 'paymentMethod', message: 'M-Pesa takes at most KES 250,000 in one payment. Please pay on delivery, or call us to split your order.' }]);
    assert.equal((await service.request('POST', '/api/orders', cashOrder(large))).status, 201);
  });

  it('answers 400 to a body that is not JSON, and 413 to one over the limit', async () => {
    const service = await backend.start();
    assert.equal((await service.request('POST', '/api/orders', '{"orderId": ', { 'Content-Type': 'application/json' })).status, 400);
    const huge = await service.request('POST', '/api/orders', { ...validOrder(), notes: 'x'.repeat(ORDER_BODY_LIMIT) });
    assert.equal(huge.status, 413);
    assert.deepEqual(huge.body, { error: 'The request is too large.' });
    // The shell's proxies refuse what is larger themselves (tools/serve/serve.mjs, nginx): the same limit.
    assert.equal(ORDER_BODY_LIMIT, (createRequire(import.meta.url)('../../../../config/apps.cjs') as { apiBodyLimit: number }).apiBodyLimit);
  });

  it('stores a tampered price at the catalogue price and records the mismatch', async () => {
    const service = await backend.start();
    const order = validOrder({
      lines: [
        { id: 'olive-soap', name: 'Olive Soap', unitPrice: 1, quantity: 3, lineTotal: 3 },
        { id: 'tourmaline-flask', name: 'Tourmaline Flask', unitPrice: 3500, quantity: 1, lineTotal: 3500 },
      ],
      subtotal: 3503,
      discount: 350,
      orderAmount: 3813,
    });
    const answer = await service.request('POST', '/api/orders', order);
    assert.equal(answer.status, 201);
    assert.deepEqual(withoutKey(answer.body), { orderId: order.orderId, status: 'awaiting-confirmation', total: 5160, priceCheck: 'mismatch' });
    const stored = (await storedOrders(service)).orders[0]! as unknown as Stored;
    assert.equal(stored.total, 5160);
    assert.equal(stored.claimedTotal, 3813);
    assert.equal(stored.priceCheck.result, 'mismatch');
    assert.ok(stored.priceCheck.issues.includes("Olive Soap unit price: KES 1 sent, KES 500 by the shop's prices."));
  });

  it('is idempotent: a retry (new timestamp) gets the same answer and one order is stored', async () => {
    const service = await backend.start();
    const order = validOrder();
    const first = await service.request('POST', '/api/orders', order);
    const retry = await service.request('POST', '/api/orders', { ...order, paymentDate: new Date(Date.now() + 5000).toISOString() });
    assert.equal(first.status, 201);
    assert.equal(retry.status, 200);
    assert.deepEqual(retry.body, first.body);
    assert.equal((await storedOrders(service)).total, 1);
  });

  it('stores one order when 20 copies arrive at once', async () => {
    const service = await backend.start();
    const order = validOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => service.request('POST', '/api/orders', order)));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [...Array<number>(19).fill(200), 201]);
    for (const answer of answers) assert.deepEqual(withoutKey(answer.body), { orderId: order.orderId, status: 'awaiting-confirmation', total: 5160, priceCheck: 'match' });
    const listing = await storedOrders(service);
    assert.equal(listing.total, 1);
    assert.deepEqual(listing.orders[0]!.history.map((event) => event.event), ['placed']);
  });

  it('refuses with 409 an M-Pesa code another order used, also when both arrive at once', async () => {
    const service = await backend.start();
    const first = validOrder();
    assert.equal((await service.request('POST', '/api/orders', first)).status, 201);
    const again = await service.request('POST', '/api/orders', validOrder({ mpesaTransactionId: first.mpesaTransactionId, phoneNumber: '+254733000111' }));
    assert.equal(again.status, 409);
    assert.deepEqual(again.body, { error: orderMessages.mpesaCodeUsed, code: 'mpesa-code-used' });

    const shared = validOrder().mpesaTransactionId;
    // Two shoppers' different purchases (other phones) claiming one payment.
    const racing = await Promise.all(
      [validOrder({ mpesaTransactionId: shared }), validOrder({ mpesaTransactionId: shared, phoneNumber: '+254733000111' })].map((order) => service.request('POST', '/api/orders', order)),
    );
    assert.deepEqual(racing.map((answer) => answer.status).sort(), [201, 409]);
    assert.equal((await storedOrders(service)).total, 2);
  });

  it('refuses with 409 an order ID reused for a different order', async () => {
    const service = await backend.start();
    const order = validOrder();
    await service.request('POST', '/api/orders', order);
    const other = await service.request('POST', '/api/orders', { ...order, customerName: 'Someone Else' });
    assert.equal(other.status, 409);
    assert.deepEqual(other.body, { error: orderMessages.orderIdReused, code: 'order-id-reused' });
  });

  it('limits each client to its rate, with 429 and Retry-After, counting clients by X-Forwarded-For from the shell', async () => {
    const service = await backend.start({ config: { rateLimits: { orders: 3, messages: 3, owner: 100 } } });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await service.request('POST', '/api/orders', validOrder(), { 'X-Forwarded-For': '41.90.1.1' })).status);
    assert.deepEqual(statuses, [201, 201, 201, 429]);
    const limited = await service.request('POST', '/api/orders', validOrder(), { 'X-Forwarded-For': '41.90.1.1' });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.deepEqual(limited.body, { error: 'Too many requests from this connection. Please wait a minute and try again.' });
    // Another shopper behind the same proxy is not held up.
    assert.equal((await service.request('POST', '/api/orders', validOrder(), { 'X-Forwarded-For': '41.90.2.2' })).status, 201);
  });

  it('accepts cash on delivery in Nairobi as a placed order', async () => {
    const service = await backend.start();
    const answer = await service.request('POST', '/api/orders', cashOrder());
    assert.equal(answer.status, 201);
    assert.equal((answer.body as { total: number }).total, 10_500);
  });
});
