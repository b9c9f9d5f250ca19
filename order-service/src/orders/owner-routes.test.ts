import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { cashOrder, validOrder } from '../test-support/order-fixture';
import { onEachEngine, OWNER_TOKEN } from '../test-support/test-service';

interface OwnerOrder {
  orderId: string;
  status: string;
  customerId: string | null;
  history: { event: string; note: string | null }[];
}
interface Listing {
  orders: OwnerOrder[];
  total: number;
  page: number;
  pageSize: number;
}

onEachEngine("the owner's endpoints", (backend) => {
  it('are off (404) when no token is configured, and refuse a missing or wrong token with 401', async () => {
    const off = await backend.start({ config: { ownerToken: null } });
    assert.equal((await off.request('GET', '/api/orders', undefined, { Authorization: `Bearer ${OWNER_TOKEN}` })).status, 404);
    assert.equal((await off.request('GET', '/api/orders.csv')).status, 404);
    assert.equal((await off.request('PATCH', '/api/orders/ORDER1763900000000123', { action: 'cancel' })).status, 404);

    const on = await backend.start();
    const missing = await on.request('GET', '/api/orders');
    assert.equal(missing.status, 401);
    assert.match(missing.headers.get('www-authenticate') ?? '', /^Bearer/);
    assert.equal((await on.request('GET', '/api/orders', undefined, { Authorization: 'Bearer wrong-token-wrong-token-wrong' })).status, 401);
    assert.equal((await on.request('GET', '/api/orders', undefined, { Authorization: OWNER_TOKEN })).status, 401);
    assert.equal((await on.request('GET', '/api/messages')).status, 401);
    assert.equal((await on.owner('GET', '/api/orders')).status, 200);
  });

  it('list newest first, page by page, filtered by status and by shop day', async () => {
    const service = await backend.start();
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const order = index === 4 ? cashOrder() : validOrder();
      ids.push(order.orderId);
      assert.equal((await service.request('POST', '/api/orders', order)).status, 201);
    }
    // Spread the orders over five days, oldest first: 2026-11-18 … 2026-11-22, 10:00 EAT.
    for (const [index, id] of ids.entries())
      await service.database.db.execute(sql`UPDATE orders SET created_at = ${`2026-11-${18 + index}T07:00:00Z`}::timestamptz WHERE order_id = ${id}`);

    const first = (await service.owner('GET', '/api/orders?pageSize=2')).body as Listing;
    assert.deepEqual({ total: first.total, page: first.page, ids: first.orders.map((order) => order.orderId) }, { total: 5, page: 1, ids: [ids[4], ids[3]] });
    const third = (await service.owner('GET', '/api/orders?pageSize=2&page=3')).body as Listing;
    assert.deepEqual(third.orders.map((order) => order.orderId), [ids[0]]);

    const days = (await service.owner('GET', '/api/orders?from=2026-11-19&to=2026-11-20')).body as Listing;
    assert.deepEqual(days.orders.map((order) => order.orderId), [ids[2], ids[1]]);

    await service.owner('PATCH', `/api/orders/${ids[1]}`, { action: 'cancel', note: 'Shopper called to cancel' });
    const cancelled = (await service.owner('GET', '/api/orders?status=cancelled')).body as Listing;
    assert.deepEqual(cancelled.orders.map((order) => order.orderId), [ids[1]]);

    const bad = await service.owner('GET', '/api/orders?status=lost&from=yesterday&pageSize=1000');
    assert.equal(bad.status, 400);
    assert.deepEqual((bad.body as { problems: { field: string }[] }).problems.map((problem) => problem.field).sort(), ['from', 'pageSize', 'status']);
  });

  it('export CSV with a header, one row per order, the ID masked and formulas defused', async () => {
    const service = await backend.start();
    const order = validOrder({ customerName: '=HYPERLINK("x") Kamau', notes: 'Gate 2, "blue" door' });
    await service.request('POST', '/api/orders', order);
    const csv = await service.owner('GET', '/api/orders.csv');
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(csv.headers.get('content-disposition') ?? '', /attachment; filename="mimea-orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, row, end] = String(csv.body).split('\r\n');
    assert.match(header!, /^Order ID,Placed \(EAT\),Status,Payment,M-Pesa transaction ID,Customer,Phone,National ID/);
    assert.ok(row!.startsWith(`${order.orderId},`));
    assert.ok(row!.includes(`"'=HYPERLINK(""x"") Kamau"`));
    assert.ok(row!.includes('*****678'));
    assert.ok(!row!.includes('12345678'));
    assert.ok(row!.includes('"Gate 2, ""blue"" door"'));
    assert.ok(row!.includes(',5160,5160,match,'));
    assert.equal(end, '');
  });

  it('mark an M-Pesa payment verified, then collected, keeping the history; refuse what makes no sense', async () => {
    const service = await backend.start();
    const order = validOrder();
    const cash = cashOrder();
    await service.request('POST', '/api/orders', order);
    await service.request('POST', '/api/orders', cash);

    const early = await service.owner('PATCH', `/api/orders/${order.orderId}`, { action: 'collect' });
    assert.deepEqual([early.status, (early.body as { error: string }).error], [409, 'Verify the M-Pesa payment before the order is collected.']);
    const verified = await service.owner('PATCH', `/api/orders/${order.orderId}`, { action: 'verify-payment', note: 'Seen on the till statement' });
    assert.equal(verified.status, 200);
    assert.equal((verified.body as OwnerOrder).status, 'payment-verified');
    const collected = (await service.owner('PATCH', `/api/orders/${order.orderId}`, { action: 'collect' })).body as OwnerOrder;
    assert.equal(collected.status, 'collected');
    assert.deepEqual(
      collected.history.map((event) => [event.event, event.note]),
      [
        ['placed', 'M-Pesa'],
        ['payment verified', 'Seen on the till statement'],
        ['collected', null],
      ],
    );
    assert.equal((await service.owner('PATCH', `/api/orders/${order.orderId}`, { action: 'cancel' })).status, 409);

    assert.equal((await service.owner('PATCH', `/api/orders/${cash.orderId}`, { action: 'verify-payment', note: 'paid' })).status, 409);
    // Marking a payment verified needs the owner's reason.
    assert.equal((await service.owner('PATCH', `/api/orders/${cash.orderId}`, { action: 'verify-payment' })).status, 400);
    assert.equal(((await service.owner('PATCH', `/api/orders/${cash.orderId}`, { action: 'collect' })).body as OwnerOrder).status, 'collected');
    assert.equal((await service.owner('PATCH', '/api/orders/ORDER0000000000000000', { action: 'cancel' })).status, 404);
    assert.equal((await service.owner('PATCH', `/api/orders/${cash.orderId}`, { action: 'refund' })).status, 400);
  });
});
