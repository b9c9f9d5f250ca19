// The office's actions on orders through its API: each allowed or refused by where the order is
// and by the role (duties separated), the handover's check, the reasons, two people acting on one
// order at once, and bulk actions.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { ACTORS, changeOrder } from '../../orders/order-change';
import { mpesaPayments } from '../../db/schema';
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
    const office = await signInOffice(service, 'manager', 'Baraka Mwangi');
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
    // A reason that reads otherwise than it is (a right-to-left override, a zero-width space) is refused.
    for (const reason of ['Paid \u202Eteg', 'Paid\u200Bin full', 'Paid\u0007']) {
      const hidden = await act(office, order, 'verify-payment', reason);
      assert.deepEqual([hidden.status, hidden.body.problems], [400, [{ field: 'reason', message: 'Remove the invisible characters from the reason.' }]], JSON.stringify(reason));
    }
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
    const handover = { orderId: order, nationalId: '12345678' };
    assert.equal((await office.post(`/api/office/orders/${order}/actions`, { action: 'collect', expectedVersion: '0', handover })).status, 400);
    assert.equal((await office.post('/api/office/orders/ORDER0000000000000000/actions', { action: 'collect', expectedVersion: 0, handover })).status, 404);
    assert.equal((await office.post('/api/office/orders/nothing/actions', { action: 'collect', expectedVersion: 0, handover })).status, 404);
    // A handover names the order number and the shopper's national ID as typed.
    const bare = await office.post(`/api/office/orders/${order}/actions`, { action: 'collect', expectedVersion: 0 });
    assert.deepEqual([bare.status, (bare.body as Answer).problems], [400, [{ field: 'handover', message: "To hand an order over, type its order number and the shopper's national ID." }]]);
    assert.equal((await office.post(`/api/office/orders/${order}/actions`, { action: 'collect', expectedVersion: 0, handover: { orderId: order } })).status, 400);
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
    const stale = await wanjiru.post(`/api/office/orders/${order}/actions`, { action: 'collect', expectedVersion: version, handover: { orderId: order, nationalId: '12345678' } });
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
    const hidden = await office.post('/api/office/orders/bulk', { action: 'cancel', reason: 'dup\u2066licate', orders: [{ orderId: cashA, expectedVersion: 1 }] });
    assert.deepEqual([hidden.status, (hidden.body as Answer).problems], [400, [{ field: 'reason', message: 'Remove the invisible characters from the reason.' }]]);
    // A handover checks the shopper's national ID: one order at a time, on its own page.
    const collect = await office.post('/api/office/orders/bulk', { action: 'collect', orders: [{ orderId: cashA, expectedVersion: 1 }] });
    assert.deepEqual([collect.status, (collect.body as { error: string }).error], [400, 'Hand over each order on its own page: its national ID is checked.']);
    assert.equal((await officeOrder(office, cashA)).status, 'ready');
  });

  it('hands an order over only to the national ID and order number on it; an erased ID cannot be checked', async () => {
    const service = await backend.start();
    const staff = await signInOffice(service, 'staff', 'Wanjiru Otieno');
    const order = await place(service, cashOrder({ customerId: '23456789' }));
    const handOver = (typed: { orderId: string; nationalId: string }) => staff.post(`/api/office/orders/${order}/actions`, { action: 'collect', expectedVersion: 0, handover: typed });

    const wrongId = await handOver({ orderId: order, nationalId: '23456780' });
    assert.deepEqual([wrongId.status, wrongId.body], [409, { code: 'handover-mismatch', message: "The national ID does not match this order's. Do not hand it over." }]);
    const wrongOrder = await handOver({ orderId: order.slice(0, -1), nationalId: '23456789' });
    assert.deepEqual([wrongOrder.status, wrongOrder.body], [409, { code: 'handover-mismatch', message: 'The order number does not match this order.' }]);
    const other = await place(service, cashOrder({ phoneNumber: '+254733000111', customerId: '34567890' }));
    assert.equal((await handOver({ orderId: other, nationalId: '34567890' })).status, 409, "another order's number and ID do not hand this one over");
    assert.equal((await officeOrder(staff, order)).status, 'placed');

    // Case and spaces are the typist's: the whole number and every digit are not.
    const right = await handOver({ orderId: ` ${order.toLowerCase().replace(/(\d{4})/g, '$1 ')} `, nationalId: '234 567 89' });
    assert.deepEqual([right.status, (right.body as Answer).order?.status], [200, 'collected']);

    const rows = await service.database.db.execute(sql`SELECT action, order_id, role, detail FROM office_audit WHERE action IN ('order.handover-refused', 'order.action') ORDER BY id`);
    assert.deepEqual((rows as unknown as { rows: unknown[] }).rows, [
      { action: 'order.handover-refused', order_id: order, role: 'staff', detail: { mismatch: 'national-id' } },
      { action: 'order.handover-refused', order_id: order, role: 'staff', detail: { mismatch: 'order-id' } },
      { action: 'order.handover-refused', order_id: order, role: 'staff', detail: { mismatch: 'order-id' } },
      { action: 'order.action', order_id: order, role: 'staff', detail: { action: 'collect', reason: null } },
    ]);
    // What was typed at the station is nowhere in the record.
    const record = await service.database.db.execute(sql`SELECT string_agg(detail::text, ' ') AS text FROM office_audit`);
    const recorded = (record as unknown as { rows: { text: string }[] }).rows[0]!.text;
    for (const typed of ['23456780', '23456789', '34567890']) assert.equal(recorded.includes(typed), false, typed);

    // An order whose national ID was erased (retention) cannot be checked: not handed over.
    const erased = await place(service, cashOrder({ phoneNumber: '+254733000222' }));
    await service.database.db.execute(sql`UPDATE orders SET customer_id = NULL WHERE order_id = ${erased}`);
    assert.deepEqual((await officeOrder(staff, erased)).actions, ['mark-ready', 'cancel']);
    const refused = await staff.post(`/api/office/orders/${erased}/actions`, { action: 'collect', expectedVersion: 0, handover: { orderId: erased, nationalId: '12345678' } });
    assert.deepEqual([refused.status, (refused.body as Answer).code], [409, 'not-allowed']);
  });

  it("separates duties: staff are refused marking paid, clearing a flag, cancelling a paid order, linking and importing (403, recorded); a manager may", async () => {
    const service = await backend.start();
    const staff = await signInOffice(service, 'staff', 'Wanjiru Otieno');
    const manager = await signInOffice(service, 'manager', 'Baraka Mwangi');
    const unpaid = await place(service, validOrder());
    const roleRefusal = { error: 'Only the owner or a manager may do this.', code: 'role' };

    // Staff see only what they may do: cancel an order whose money the shop does not have.
    assert.deepEqual((await officeOrder(staff, unpaid)).actions, ['cancel']);
    assert.deepEqual((await officeOrder(manager, unpaid)).actions, ['cancel', 'verify-payment']);
    const markPaid = await act(staff, unpaid, 'verify-payment', 'ok.');
    assert.deepEqual([markPaid.status, markPaid.body], [403, roleRefusal]);
    assert.equal((await officeOrder(staff, unpaid)).status, 'awaiting-confirmation');
    assert.equal((await act(manager, unpaid, 'verify-payment', 'Seen on the till statement')).status, 200);

    // Paid now: staff prepare and hand it over, but neither cancel it nor clear its flag.
    assert.deepEqual((await officeOrder(staff, unpaid)).actions, ['mark-ready', 'collect']);
    assert.deepEqual([(await act(staff, unpaid, 'cancel', 'Shopper called')).status], [403]);
    await service.database.db.execute(sql`UPDATE orders SET payment_flag = 'paid-twice' WHERE order_id = ${unpaid}`);
    assert.deepEqual((await officeOrder(staff, unpaid)).actions, ['mark-ready', 'collect']);
    assert.deepEqual([(await act(staff, unpaid, 'verify-payment', 'Refunded the second payment')).status], [403]);
    assert.equal((await act(manager, unpaid, 'verify-payment', 'Refunded the second payment')).body.order?.history.at(-1)?.event, 'payment flag cleared');

    // An unpaid order with an M-Pesa payment matched to it (underpaid) holds the shop's money too.
    const underpaid = await place(service, validOrder({ phoneNumber: '+254733000111' }));
    await service.database.db.insert(mpesaPayments).values({ transId: 'TKU1A2B3C4', source: 'c2b', amount: 100, orderId: underpaid, msisdn: '254733000111' });
    assert.deepEqual((await officeOrder(staff, underpaid)).actions, []);
    assert.equal((await act(staff, underpaid, 'cancel', 'Shopper called')).status, 403);

    // Bulk: marking paid is refused whole; a cancel is refused for each paid order, done for the rest.
    const cash = await place(service, cashOrder());
    const bulkPaid = await staff.post('/api/office/orders/bulk', { action: 'verify-payment', reason: 'till statement', orders: [{ orderId: underpaid, expectedVersion: 0 }] });
    assert.deepEqual([bulkPaid.status, bulkPaid.body], [403, roleRefusal]);
    const paidVersion = (await officeOrder(staff, unpaid)).version;
    const bulkCancel = await staff.post('/api/office/orders/bulk', { action: 'cancel', reason: 'Shop closed for the day', orders: [{ orderId: unpaid, expectedVersion: paidVersion }, { orderId: cash, expectedVersion: 0 }] });
    assert.deepEqual((bulkCancel.body as { results: unknown[] }).results, [{ orderId: unpaid, ok: false, message: roleRefusal.error }, { orderId: cash, ok: true }]);

    // Linking a payment and importing the till statement.
    await service.database.db.insert(mpesaPayments).values({ transId: 'TKL1A2B3C4', source: 'c2b', amount: 5160, msisdn: '254712345678', billRefNumber: 'wrong-account' });
    const linkTo = await place(service, validOrder({ phoneNumber: '+254733000222' }));
    const link = { orderId: linkTo, reason: 'Paid from her husband’s phone' };
    assert.deepEqual([(await staff.post('/api/office/payments/TKL1A2B3C4/link', link)).body], [roleRefusal]);
    const hiddenReason = await manager.post('/api/office/payments/TKL1A2B3C4/link', { ...link, reason: 'Paid \u202Eenohp' });
    assert.deepEqual([hiddenReason.status, (hiddenReason.body as Answer).problems], [400, [{ field: 'reason', message: 'Remove the invisible characters from the reason.' }]]);
    const linked = await manager.post('/api/office/payments/TKL1A2B3C4/link', link);
    assert.equal(linked.status, 200, JSON.stringify(linked.body));
    const csv = { 'Content-Type': 'text/csv' };
    assert.deepEqual([(await staff.post('/api/office/payments/statement', 'a,b\n1,2', csv)).status], [403]);
    assert.equal((await manager.post('/api/office/payments/statement', 'a,b\n1,2', csv)).status, 400, 'past the guard: no statement');
    // The owner's alone, a manager's neither: the export and the access record.
    assert.deepEqual([(await manager.post('/api/office/orders.csv', {})).body], [{ error: 'Only the owner may do this.', code: 'role' }]);
    assert.equal((await manager.get('/api/office/audit')).status, 403);

    const refused = await service.database.db.execute(sql`SELECT username, role, order_id, detail FROM office_audit WHERE action = 'refused' ORDER BY id`);
    const refusals = (refused as unknown as { rows: { username: string; role: string; order_id: string | null; detail: Record<string, unknown> }[] }).rows;
    const actions = '/api/office/orders/:orderId/actions';
    assert.deepEqual(
      refusals.map((row) => [row.role, row.order_id, row.detail]),
      [
        ['staff', unpaid, { route: `POST ${actions}`, code: 'role', action: 'verify-payment' }],
        ['staff', unpaid, { route: `POST ${actions}`, code: 'role', action: 'cancel' }],
        ['staff', unpaid, { route: `POST ${actions}`, code: 'role', action: 'verify-payment' }],
        ['staff', underpaid, { route: `POST ${actions}`, code: 'role', action: 'cancel' }],
        ['staff', null, { route: 'POST /api/office/orders/bulk', code: 'role', action: 'verify-payment' }],
        ['staff', unpaid, { route: 'POST /api/office/orders/bulk', code: 'role', action: 'cancel' }],
        ['staff', null, { route: 'POST /api/office/payments/:receipt/link', code: 'role' }],
        ['staff', null, { route: 'POST /api/office/payments/statement', code: 'role' }],
        ['manager', null, { route: 'POST /api/office/orders.csv', code: 'role' }],
        ['manager', null, { route: 'GET /api/office/audit', code: 'role' }],
      ],
    );
    // A manager cancels a paid order (the shop then owes the money back: the reason says how).
    const paid = await officeOrder(manager, unpaid);
    assert.deepEqual(paid.actions, ['mark-ready', 'collect', 'cancel']);
    assert.equal((await act(manager, unpaid, 'cancel', 'Refunded to the payer')).body.order?.status, 'cancelled');
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
