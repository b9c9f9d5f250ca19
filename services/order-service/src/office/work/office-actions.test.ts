// The office's actions on orders through its API: each allowed or refused by where the order is,
// the reasons, two people acting on one order at once, and bulk actions.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { ACTORS, changeOrder } from '../../orders/order-change';
import { cashOrder, validOrder } from '../../test-support/order-fixture';
import { officeAction, officeOrder, signInOffice, type OfficeClient } from '../../test-support/office-client';
import { onEachEngine, type TestService } from '../../test-support/test-service';

async function place(service: TestService, order: ReturnType<typeof validOrder>): Promise<string> {
  const answer = await service.request('POST', '/api/orders', order);
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return order.orderId;
}

type Answer = { code?: string; message?: string; problems?: { field: string; message: string }[]; order?: { status: string; version: number; history: { event: string; actor: string; note: string | null }[] } };
const act = async (office: OfficeClient, orderId: string, action: string, reason?: string) => {
  const answer = await officeAction(office, orderId, action, reason);
  return { status: answer.status, body: answer.body as Answer };
};

onEachEngine("the office's actions", (backend) => {
  it('moves a cash order from to-prepare to ready to collected, and refuses what its status does not allow', async () => {
    const service = await backend.start();
    const office = await signInOffice(service);
    const cash = await place(service, cashOrder());
    assert.equal((await act(office, cash, 'verify-payment', 'paid in cash')).body.message, 'Only M-Pesa payments are verified; a cash order is paid on collection.');
    const ready = await act(office, cash, 'mark-ready');
    assert.deepEqual([ready.status, ready.body.order?.status, ready.body.order?.version], [200, 'ready', 1]);
    const again = await act(office, cash, 'mark-ready');
    assert.deepEqual([again.status, again.body], [409, { code: 'not-allowed', message: 'This order is already ready.' }]);
    assert.equal((await act(office, cash, 'collect')).body.order?.status, 'collected');
    for (const action of ['mark-ready', 'collect', 'cancel']) {
      const refused = await act(office, cash, action, 'a reason');
      assert.deepEqual([refused.status, refused.body.code, refused.body.message], [409, 'not-allowed', 'This order is already collected.'], action);
    }
    assert.deepEqual((await officeOrder(office, cash)).actions, []);
    // A cash order collected straight from to-prepare is collected too (as before ready existed).
    const direct = await place(service, cashOrder({ phoneNumber: '+254733000111' }));
    assert.equal((await act(office, direct, 'collect')).body.order?.status, 'collected');
  });

  it('an M-Pesa order is paid before it is ready or collected; verify-payment and cancel need a reason', async () => {
    const service = await backend.start();
    const office = await signInOffice(service, 'staff', 'Baraka Mwangi');
    const order = await place(service, validOrder());
    assert.deepEqual((await officeOrder(office, order)).actions, ['cancel', 'verify-payment']);
    assert.deepEqual((await act(office, order, 'mark-ready')).body, { code: 'not-allowed', message: 'This M-Pesa order is not paid yet: verify the payment before it is marked ready.' });
    assert.deepEqual((await act(office, order, 'collect')).body, { code: 'not-allowed', message: 'Verify the M-Pesa payment before the order is collected.' });
    for (const reason of [undefined, '', '  ab  ']) {
      const refused = await act(office, order, 'verify-payment', reason);
      assert.equal(refused.status, 400, String(reason));
      assert.deepEqual(refused.body.problems?.map((problem) => problem.field), ['reason']);
    }
    assert.equal((await act(office, order, 'cancel')).status, 400);
    assert.equal((await act(office, order, 'verify-payment', 'x'.repeat(501))).status, 400);
    const verified = await act(office, order, 'verify-payment', 'Seen on the till statement');
    assert.equal(verified.body.order?.status, 'payment-verified');
    assert.equal((await act(office, order, 'mark-ready')).body.order?.status, 'ready');
    const collected = await act(office, order, 'collect');
    assert.deepEqual(
      collected.body.order?.history.map((event) => [event.event, event.actor, event.note]),
      [
        ['placed', 'the shopper', 'M-Pesa'],
        ['payment verified', 'Baraka Mwangi', 'Seen on the till statement'],
        ['marked ready', 'Baraka Mwangi', null],
        ['collected', 'Baraka Mwangi', null],
      ],
    );
    const record = await service.database.db.execute(sql`SELECT detail FROM office_audit WHERE action = 'order.action' ORDER BY id`);
    assert.deepEqual((record as unknown as { rows: { detail: unknown }[] }).rows.map((row) => row.detail), [
      { action: 'verify-payment', reason: 'Seen on the till statement' },
      { action: 'mark-ready', reason: null },
      { action: 'collect', reason: null },
    ]);
  });

  it('refuses a malformed action, an unknown order, and a body without the version', async () => {
    const service = await backend.start();
    const office = await signInOffice(service);
    const order = await place(service, cashOrder());
    assert.equal((await office.post(`/api/office/orders/${order}/actions`, { action: 'refund', expectedVersion: 0 })).status, 400);
    assert.equal((await office.post(`/api/office/orders/${order}/actions`, { action: 'collect' })).status, 400);
    assert.equal((await office.post(`/api/office/orders/${order}/actions`, { action: 'collect', expectedVersion: '0' })).status, 400);
    assert.equal((await office.post('/api/office/orders/ORDER0000000000000000/actions', { action: 'collect', expectedVersion: 0 })).status, 404);
    assert.equal((await office.post('/api/office/orders/nothing/actions', { action: 'collect', expectedVersion: 0 })).status, 404);
  });

  it('two people acting on one order at once: one wins, the other is told who changed it and when', async () => {
    const service = await backend.start();
    const wanjiru = await signInOffice(service, 'staff', 'Wanjiru Otieno');
    const baraka = await signInOffice(service, 'staff', 'Baraka Mwangi');
    const order = await place(service, cashOrder());
    const { version } = await officeOrder(wanjiru, order);
    const [first, second] = await Promise.all([
      wanjiru.post(`/api/office/orders/${order}/actions`, { action: 'mark-ready', expectedVersion: version }),
      baraka.post(`/api/office/orders/${order}/actions`, { action: 'cancel', expectedVersion: version, reason: 'Shopper called to cancel' }),
    ]);
    const statuses = [first.status, second.status].sort();
    assert.deepEqual(statuses, [200, 409]);
    const [won, lost] = first.status === 200 ? [{ answer: first, name: 'Wanjiru Otieno', did: 'marked this order ready' }, second] : [{ answer: second, name: 'Baraka Mwangi', did: 'cancelled this order' }, first];
    const refusal = lost.body as { code: string; message: string; order: { version: number; status: string } };
    assert.equal(refusal.code, 'changed');
    assert.match(refusal.message, new RegExp(`^${won.name} ${won.did} at \\d{2}:\\d{2}\\. Look at it again before you change it\\.$`));
    assert.equal(refusal.order.version, version + 1);
    assert.equal(refusal.order.status, (won.answer.body as { order: { status: string } }).order.status);
    // The same version again is stale too; the current one works.
    const stale = await wanjiru.post(`/api/office/orders/${order}/actions`, { action: 'collect', expectedVersion: version });
    assert.equal((stale.body as { code: string }).code, 'changed');
  });

  it("a change by the shop's own job meanwhile makes the version stale: the message names it", async () => {
    const service = await backend.start();
    const office = await signInOffice(service);
    const order = await place(service, validOrder());
    const { version } = await officeOrder(office, order);
    // As the recovery job flags a typed code whose till payment never came.
    await service.database.transaction(2000, (tx) => changeOrder(tx, order, { paymentFlag: 'code-unmatched' }, { event: 'payment flagged: code-unmatched', note: null, actor: ACTORS.shop }));
    const stale = await office.post(`/api/office/orders/${order}/actions`, { action: 'cancel', expectedVersion: version, reason: 'never paid' });
    assert.equal(stale.status, 409);
    assert.match((stale.body as { message: string }).message, /^The shop flagged this order's payment \(code-unmatched\) at \d{2}:\d{2}\. /);
  });

  it('bulk: each order in a transaction of its own, a result for each; at most 100', async () => {
    const service = await backend.start();
    const office = await signInOffice(service);
    const cashA = await place(service, cashOrder());
    const cashB = await place(service, cashOrder({ phoneNumber: '+254733000111' }));
    const unpaid = await place(service, validOrder());
    const stale = await place(service, cashOrder({ phoneNumber: '+254733000222' }));
    assert.equal((await act(office, stale, 'cancel', 'duplicate order')).status, 200);
    const answer = await office.post('/api/office/orders/bulk', {
      action: 'mark-ready',
      orders: [
        { orderId: cashA, expectedVersion: 0 },
        { orderId: cashB, expectedVersion: 0 },
        { orderId: unpaid, expectedVersion: 0 },
        { orderId: stale, expectedVersion: 0 },
        { orderId: 'ORDER0000000000000000', expectedVersion: 0 },
      ],
    });
    assert.equal(answer.status, 200);
    const results = (answer.body as { results: { orderId: string; ok: boolean; message?: string }[] }).results;
    assert.deepEqual(results.map((result) => [result.orderId, result.ok]), [[cashA, true], [cashB, true], [unpaid, false], [stale, false], ['ORDER0000000000000000', false]]);
    assert.equal(results[2]!.message, 'This M-Pesa order is not paid yet: verify the payment before it is marked ready.');
    assert.match(results[3]!.message!, /cancelled this order at/);
    assert.equal(results[4]!.message, 'There is no order with this ID.');
    assert.equal((await officeOrder(office, cashA)).status, 'ready');

    const tooMany = Array.from({ length: 101 }, () => ({ orderId: cashA, expectedVersion: 1 }));
    assert.equal((await office.post('/api/office/orders/bulk', { action: 'collect', orders: tooMany })).status, 400);
    assert.equal((await office.post('/api/office/orders/bulk', { action: 'cancel', orders: [{ orderId: cashA, expectedVersion: 1 }] })).status, 400);
  });
});

onEachEngine(
  "the office's bulk actions past their time",
  (backend) => {
    it('keep the orders done, and say the rest were not tried', async () => {
      const service = await backend.start();
      const office = await signInOffice(service);
      const ids: string[] = [];
      for (let index = 0; index < 20; index += 1) ids.push(await place(service, cashOrder({ phoneNumber: `+2547330${String(index).padStart(5, '0')}` })));
      // Another session holds the 11th order's row lock past the request's database time.
      const pg = (await import('pg')).default;
      const other = new pg.Client({ connectionString: (service.target as { url: string }).url });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query('SELECT 1 FROM orders WHERE order_id = $1 FOR UPDATE', [ids[10]]);
        const answer = await office.post('/api/office/orders/bulk', { action: 'mark-ready', orders: ids.map((orderId) => ({ orderId, expectedVersion: 0 })) });
        assert.equal(answer.status, 200);
        const results = (answer.body as { results: { orderId: string; ok: boolean; message?: string }[] }).results;
        assert.deepEqual(results.map((result) => result.orderId), ids);
        assert.deepEqual(results.map((result) => result.ok), [...Array<boolean>(10).fill(true), ...Array<boolean>(10).fill(false)]);
        for (const result of results.slice(10)) assert.equal(result.message, 'Not changed: the order service ran out of time. Try this order again.');
      } finally {
        await other.query('ROLLBACK');
        await other.end();
      }
      const ready = await service.database.db.execute(sql`SELECT count(*)::int AS ready FROM orders WHERE status = 'ready'`);
      assert.equal((ready as unknown as { rows: { ready: number }[] }).rows[0]!.ready, 10);
    });
  },
  'postgres',
);
