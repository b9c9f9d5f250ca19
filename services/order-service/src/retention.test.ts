import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { applyRetention, RETENTION_LOCK } from './retention';
import { cashOrder, validOrder } from './test-support/order-fixture';
import { officeAction, officeOf, officeOrder } from './test-support/office-client';
import { onEachEngine } from './test-support/test-service';

interface Row {
  order_id: string;
  customer_id: string | null;
  id_in_submission: string | null;
}

onEachEngine('retention, as the privacy policy promises', (backend) => {
  it('erases the national ID 90 days after collection or cancellation, deletes orders after 5 years and messages 12 months after the last reply', async () => {
    const service = await backend.start();
    const { db } = service.database;
    const now = new Date('2026-11-23T09:00:00Z');
    // The access record's oldest rows, written before anything else (the record is chained by id).
    await db.execute(sql`INSERT INTO office_audit (at, action) VALUES ('2021-11-22T08:00:00Z', 'sign-in'), ('2022-11-24T08:00:00Z', 'sign-in')`);
    const collectedLongAgo = cashOrder();
    // Another shopper's: the same purchase twice would be one order (repeat-purchase.test.ts).
    const collectedRecently = cashOrder({ phoneNumber: '+254733000222' });
    const stillOpen = validOrder();
    const ancient = validOrder();
    for (const order of [collectedLongAgo, collectedRecently, stillOpen, ancient]) await service.request('POST', '/api/orders', order);
    const office = await officeOf(service);
    for (const order of [collectedLongAgo, collectedRecently]) assert.equal((await officeAction(office, order.orderId, 'collect')).status, 200);
    await db.execute(sql`UPDATE orders SET closed_at = '2026-08-24T08:00:00Z' WHERE order_id = ${collectedLongAgo.orderId}`);
    await db.execute(sql`UPDATE orders SET closed_at = '2026-08-26T08:00:00Z' WHERE order_id = ${collectedRecently.orderId}`);
    await db.execute(sql`UPDATE orders SET created_at = '2021-11-22T08:00:00Z' WHERE order_id = ${ancient.orderId}`);
    for (const [text, at, replied] of [
      ['answered 13 months ago', '2025-09-01T08:00:00Z', '2025-10-20T08:00:00Z'],
      ['answered 11 months ago', '2025-09-01T08:00:00Z', '2025-12-20T08:00:00Z'],
      ['never answered, 13 months old', '2025-10-20T08:00:00Z', null],
    ] as const) {
      await service.request('POST', '/api/messages', { name: 'A', email: 'a@example.com', message: text });
      await db.execute(sql`UPDATE messages SET created_at = ${at}::timestamptz, replied_at = ${replied}::timestamptz WHERE message = ${text}`);
    }

    // The office: one session past its end, one still on (the access record's rows of 5 years and a day ago and of 4 years ago came first).
    await db.execute(sql`INSERT INTO office_accounts (id, username, name, role, password_hash) VALUES ('a1', 'wanjiru', 'Wanjiru', 'staff', 'x')`);
    await db.execute(sql`INSERT INTO office_sessions (id_hash, account_id, csrf_token, expires_at) VALUES ('ended', 'a1', 't', '2026-11-23T08:59:00Z'), ('live', 'a1', 't', '2026-11-23T20:00:00Z')`);
    // The M-Pesa evidence journal: a body of 5 years and a day ago goes, one of 4 years stays.
    await db.execute(sql`INSERT INTO mpesa_evidence (kind, body, received_at) VALUES ('c2b-confirmation', '{}', '2021-11-22T08:00:00Z'), ('c2b-confirmation', '{}', '2022-11-24T08:00:00Z')`);

    assert.deepEqual(await applyRetention(db, now), { idsErased: 1, ordersDeleted: 1, messagesDeleted: 2, unmatchedPaymentsDeleted: 0, officeSessionsDeleted: 1, auditRowsDeleted: 1, evidenceDeleted: 1, vitalRowsDeleted: 0 });
    const officeRows = await db.execute(sql`SELECT (SELECT string_agg(id_hash, ',') FROM office_sessions WHERE account_id = 'a1') AS sessions, (SELECT count(*)::int FROM office_audit WHERE at < '2023-01-01') AS audit`);
    assert.deepEqual((officeRows as unknown as { rows: unknown[] }).rows[0], { sessions: 'live', audit: 1 });
    const result = await db.execute(sql`SELECT order_id, customer_id, submission->>'customerId' AS id_in_submission FROM orders ORDER BY order_id`);
    const rows = (result as unknown as { rows: Row[] }).rows;
    const byId = new Map(rows.map((row) => [row.order_id, row]));
    assert.equal(byId.has(ancient.orderId), false);
    assert.deepEqual(byId.get(collectedLongAgo.orderId), { order_id: collectedLongAgo.orderId, customer_id: null, id_in_submission: null });
    assert.equal(byId.get(collectedRecently.orderId)?.customer_id, '12345678');
    assert.equal(byId.get(stillOpen.orderId)?.customer_id, '12345678');
    const messages = (await office.get('/api/office/messages?filter=all')).body as { messages: { message: string }[] };
    assert.deepEqual(messages.messages.map((message) => message.message), ['answered 11 months ago']);
    // The order's page shows an erased ID as null, not as a mask of nothing.
    assert.equal((await officeOrder(office, collectedLongAgo.orderId)).customerId, null);
    // Running again changes nothing more.
    assert.deepEqual(await applyRetention(db, now), { idsErased: 0, ordersDeleted: 0, messagesDeleted: 0, unmatchedPaymentsDeleted: 0, officeSessionsDeleted: 0, auditRowsDeleted: 0, evidenceDeleted: 0, vitalRowsDeleted: 0 });
  });
});

onEachEngine('retention with several instances', (backend) => {
  it('runs in one instance at a time: another finds the lock taken and changes nothing', async () => {
    const service = await backend.start();
    const { db } = service.database;
    const pg = (await import('pg')).default;
    const other = new pg.Client({ connectionString: service.target.engine === 'postgres' ? service.target.url : '' });
    await other.connect();
    try {
      // Another instance, in the middle of its round.
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1)', [RETENTION_LOCK]);
      assert.equal(await applyRetention(db), null);
      await other.query('COMMIT');
      assert.deepEqual(await applyRetention(db), { idsErased: 0, ordersDeleted: 0, messagesDeleted: 0, unmatchedPaymentsDeleted: 0, officeSessionsDeleted: 0, auditRowsDeleted: 0, evidenceDeleted: 0, vitalRowsDeleted: 0 });
    } finally {
      await other.end();
    }
  });
  // PGlite is one process's own database: no other instance shares it.
}, 'postgres');
