// The bearer token (OWNER_API_TOKEN) opens one door: GET /api/orders.csv, for scripts. Every other
// owner call moved to the office's sessions (office/work/*.test.ts prove what they did).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { cashOrder, validOrder } from '../test-support/order-fixture';
import { officeAction, officeOf } from '../test-support/office-client';
import { onEachEngine, OWNER_TOKEN } from '../test-support/test-service';

const idsOf = (csv: unknown) =>
  String(csv)
    .split('\r\n')
    .slice(1, -1)
    .map((row) => row.split(',')[0]);

onEachEngine("the bearer token's CSV", (backend) => {
  it('is off (404) when no token is configured, and refuses a missing or wrong token with 401', async () => {
    const off = await backend.start({ config: { ownerToken: null } });
    assert.equal((await off.request('GET', '/api/orders.csv', undefined, { Authorization: `Bearer ${OWNER_TOKEN}` })).status, 404);

    const on = await backend.start();
    const missing = await on.request('GET', '/api/orders.csv');
    assert.equal(missing.status, 401);
    assert.match(missing.headers.get('www-authenticate') ?? '', /^Bearer/);
    assert.equal((await on.request('GET', '/api/orders.csv', undefined, { Authorization: 'Bearer wrong-token-wrong-token-wrong' })).status, 401);
    assert.equal((await on.request('GET', '/api/orders.csv', undefined, { Authorization: OWNER_TOKEN })).status, 401);
    assert.equal((await on.owner('GET', '/api/orders.csv')).status, 200);
  });

  it('opens nothing else: the listing, the changes, the payments and the messages are the office’s now', async () => {
    const service = await backend.start();
    const order = cashOrder();
    await service.request('POST', '/api/orders', order);
    for (const [method, path] of [
      ['GET', '/api/orders'],
      ['PATCH', `/api/orders/${order.orderId}`],
      ['GET', '/api/payments?unmatched=true'],
      ['GET', '/api/messages'],
      ['PATCH', '/api/messages/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const answer = await service.owner(method, path, method === 'PATCH' ? { action: 'collect' } : undefined);
      assert.equal(answer.status, 404, `${method} ${path}`);
    }
  });

  it('filters by status, payment flag and shop days, newest first', async () => {
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
    assert.deepEqual(idsOf((await service.owner('GET', '/api/orders.csv')).body), [...ids].reverse());
    assert.deepEqual(idsOf((await service.owner('GET', '/api/orders.csv?from=2026-11-19&to=2026-11-20')).body), [ids[2], ids[1]]);
    assert.equal((await officeAction(await officeOf(service), ids[1]!, 'cancel', 'Shopper called to cancel')).status, 200);
    assert.deepEqual(idsOf((await service.owner('GET', '/api/orders.csv?status=cancelled')).body), [ids[1]]);
    await service.database.db.execute(sql`UPDATE orders SET payment_flag = 'paid-twice' WHERE order_id = ${ids[3]}`);
    assert.deepEqual(idsOf((await service.owner('GET', '/api/orders.csv?flagged=true')).body), [ids[3]]);
    const bad = await service.owner('GET', '/api/orders.csv?status=lost&from=yesterday');
    assert.equal(bad.status, 400);
    assert.deepEqual((bad.body as { problems: { field: string }[] }).problems.map((problem) => problem.field).sort(), ['from', 'status']);
  });

  it('has a header, one row per order, the national ID masked and formulas defused', async () => {
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
});
