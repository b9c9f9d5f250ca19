// The access record as the database keeps it: append-only (UPDATE, DELETE and TRUNCATE refused
// even to the service's own role), each row chained to the one before, so a row changed or taken
// out by someone who got past the trigger is found (verifyAuditChain); the retention job's deletion
// of the oldest rows leaves a chain that verifies. And the owner's page: filters, the chain, the CSV.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import { applyRetention } from '../../retention';
import { cashOrder } from '../../test-support/order-fixture';
import { officeOrder, signInOffice } from '../../test-support/office-client';
import { onEachEngine, type TestService } from '../../test-support/test-service';
import { signIn, storeAccount } from '../auth/office-sign-in-fixture';
import { verifyAuditChain } from './audit-chain';

/** Whether an error (or one of its causes: drizzle wraps the driver's) says the record is append-only. */
function appendOnly(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) if (/append-only/.test(current.message)) return true;
  return false;
}

const rowsOf = async <T>(service: TestService, query: SQL) => ((await service.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** As a superuser would: the append-only trigger off, the change, the trigger on again. */
async function pastTheTrigger(service: TestService, change: SQL): Promise<void> {
  const { db } = service.database;
  await db.execute(sql`ALTER TABLE office_audit DISABLE TRIGGER office_audit_append_only`);
  try {
    await db.execute(change);
  } finally {
    await db.execute(sql`ALTER TABLE office_audit ENABLE TRIGGER office_audit_append_only`);
  }
}

interface AuditPage {
  entries: { id: number; at: string; username: string | null; role: string | null; action: string; orderId: string | null; detail: Record<string, unknown> | null }[];
  total: number;
  chain: { ok: boolean; rows: number; brokenAt: number | null };
}

onEachEngine('the access record', (backend) => {
  it('refuses UPDATE, DELETE and TRUNCATE; a changed row, or one taken out, breaks the chain there', async () => {
    const service = await backend.start();
    const { db } = service.database;
    const owner = await signInOffice(service, 'owner');
    const staff = await signInOffice(service, 'staff');
    const order = await service.request('POST', '/api/orders', cashOrder());
    const orderId = (order.body as { orderId: string }).orderId;
    await officeOrder(staff, orderId);
    await staff.post('/api/office/orders/search', { q: 'Kamau' });
    await staff.get('/api/office/orders.csv');

    const refusedStatements: [string, SQL][] = [
      ['UPDATE every row', sql`UPDATE office_audit SET username = 'nobody'`],
      ['UPDATE a search', sql`UPDATE office_audit SET detail = NULL WHERE action = 'orders.list'`],
      ['DELETE every row', sql`DELETE FROM office_audit`],
      ['DELETE the refusals', sql`DELETE FROM office_audit WHERE action = 'refused'`],
      ['TRUNCATE', sql`TRUNCATE office_audit`],
    ];
    for (const [what, statement] of refusedStatements) await assert.rejects(db.execute(statement), appendOnly, what);
    // Nor does the application's own code write prev_hash or hash: the trigger sets them, whatever an INSERT says.
    await db.execute(sql`INSERT INTO office_audit (action, prev_hash, hash) VALUES ('sign-out', 'forged', 'forged')`);
    const all = await rowsOf<{ id: number; prev_hash: string | null; hash: string }>(service, sql`SELECT id::int AS id, prev_hash, hash FROM office_audit ORDER BY id`);
    assert.ok(all.length >= 6);
    assert.equal(all[0]!.prev_hash, null);
    all.forEach((row, index) => {
      assert.match(row.hash, /^[0-9a-f]{64}$/);
      if (index > 0) assert.equal(row.prev_hash, all[index - 1]!.hash);
    });
    assert.deepEqual(await verifyAuditChain(db), { ok: true, rows: all.length, brokenAt: null });

    // Someone past the trigger rewrites what a search was: found at that row.
    const [listed] = await rowsOf<{ id: number }>(service, sql`SELECT id::int AS id FROM office_audit WHERE action = 'orders.list'`);
    await pastTheTrigger(service, sql`UPDATE office_audit SET detail = jsonb_set(detail, '{search}', '"order-id"') WHERE id = ${listed!.id}`);
    assert.deepEqual(await verifyAuditChain(db), { ok: false, rows: all.length, brokenAt: listed!.id });
    const page = (await owner.get('/api/office/audit')).body as AuditPage;
    assert.deepEqual(page.chain, { ok: false, rows: all.length, brokenAt: listed!.id });

    // Put back as it was, the chain holds again; a row taken out of the middle breaks it at the next.
    await pastTheTrigger(service, sql`UPDATE office_audit SET detail = jsonb_set(detail, '{search}', '"name"') WHERE id = ${listed!.id}`);
    assert.equal((await verifyAuditChain(db)).ok, true);
    const [refused] = await rowsOf<{ id: number }>(service, sql`SELECT id::int AS id FROM office_audit WHERE action = 'refused'`);
    await pastTheTrigger(service, sql`DELETE FROM office_audit WHERE id = ${refused!.id}`);
    const after = await verifyAuditChain(db);
    assert.equal(after.ok, false);
    assert.ok(after.brokenAt !== null && after.brokenAt > refused!.id, String(after.brokenAt));
  });

  it("records every refusal of a signed-in person: the route's pattern and the code, never the URL's query", async () => {
    const service = await backend.start();
    const staff = await signInOffice(service, 'staff');
    const forged = await staff.post('/api/office/orders/search', { q: '0711987654' }, { 'X-CSRF-Token': 'not-the-token' });
    assert.deepEqual([forged.status, (forged.body as { code: string }).code], [403, 'csrf']);
    const newcomer = await signIn(service, await storeAccount(service, { username: 'otieno', mustChangePassword: true }));
    assert.equal((await newcomer.get('/api/office/orders?tab=ready&county=Nyambura')).status, 403);
    const unenrolled = await signIn(service, await storeAccount(service, { username: 'amina', role: 'owner', totp: false }));
    assert.equal((await unenrolled.get('/api/office/audit?account=otieno')).status, 403);
    assert.equal((await staff.get('/api/office/vitals')).status, 403);
    const refused = await rowsOf<{ username: string; detail: unknown }>(service, sql`SELECT username, detail FROM office_audit WHERE action = 'refused' ORDER BY id`);
    assert.deepEqual(refused.map((row) => row.detail), [
      { route: 'POST /api/office/orders/search', code: 'csrf' },
      { route: 'GET /api/office/orders', code: 'password-change' },
      { route: 'GET /api/office/audit', code: 'enrol' },
      { route: 'GET /api/office/vitals', code: 'role' },
    ]);
    assert.deepEqual(refused.slice(1, 3).map((row) => row.username), ['otieno', 'amina']);
  });

  it('the retention job deletes only the oldest rows, past 5 years, and the rest of the chain verifies', async () => {
    const service = await backend.start();
    const { db } = service.database;
    await db.execute(sql`INSERT INTO office_audit (at, action) VALUES (now() - interval '6 years', 'sign-in'), (now() - interval '5 years 1 day', 'sign-out'), (now() - interval '4 years', 'sign-in')`);
    await signInOffice(service, 'staff');
    assert.equal((await applyRetention(db))?.auditRowsDeleted, 2);
    const left = await rowsOf<{ action: string }>(service, sql`SELECT action FROM office_audit ORDER BY id`);
    assert.deepEqual(left.map((row) => row.action), ['sign-in', 'sign-in']);
    assert.deepEqual(await verifyAuditChain(db), { ok: true, rows: 2, brokenAt: null });
    // A row of 4 years is refused to a DELETE as to any other.
    await assert.rejects(db.execute(sql`DELETE FROM office_audit WHERE at < now() - interval '3 years'`), appendOnly);
  });

  it('the owner filters it by shop day (East Africa Time), account, order and action, and exports it as CSV, each recorded', async () => {
    const service = await backend.start();
    const owner = await signInOffice(service, 'owner');
    const staff = await signInOffice(service, 'staff');
    const placed = await service.request('POST', '/api/orders', cashOrder());
    const orderId = (placed.body as { orderId: string }).orderId;
    await officeOrder(staff, orderId);
    await officeOrder(owner, orderId);
    // 23:59 EAT on the 20th (20:59 UTC) and 00:01 EAT on the 21st (21:01 UTC on the 20th), as rows written then.
    await service.database.db.execute(sql`INSERT INTO office_audit (at, action, username, order_id) VALUES ('2026-11-20T20:59:00Z', 'order.open', 'late', ${orderId}), ('2026-11-20T21:01:00Z', 'order.open', 'early', ${orderId})`);

    const page = async (query: string) => {
      const answer = await owner.get(`/api/office/audit${query}`);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body as AuditPage;
    };
    assert.deepEqual((await page('?from=2026-11-20&to=2026-11-20')).entries.map((entry) => entry.username), ['late']);
    assert.deepEqual((await page('?from=2026-11-21&to=2026-11-21')).entries.map((entry) => entry.username), ['early']);
    assert.deepEqual((await page('?to=2026-11-21')).entries.map((entry) => entry.username), ['early', 'late']);
    const opened = await page(`?orderId=${orderId.toLowerCase()}&action=order.open`);
    assert.equal(opened.total, 4);
    assert.equal(opened.chain.ok, true);
    const byStaff = await page(`?account=${(await staffName(service)).toUpperCase()}&action=order.open`);
    assert.deepEqual(byStaff.entries.map((entry) => [entry.role, entry.orderId]), [['staff', orderId]]);
    for (const bad of ['?from=2026-02-30', '?from=2026-11-21&to=2026-11-20', '?page=0', `?action=${'x'.repeat(61)}`]) assert.equal((await owner.get(`/api/office/audit${bad}`)).status, 400, bad);

    const csv = await owner.get('/api/office/audit.csv?from=2026-11-20&to=2026-11-21&action=order.open');
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(csv.headers.get('content-disposition') ?? '', /attachment; filename="mimea-access-record-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = String(csv.body).split('\r\n');
    assert.equal(lines[0], 'id,at,username,role,action,order_id,detail,network,hash');
    assert.equal(lines.length, 4);
    assert.match(lines[1]!, new RegExp(`^\\d+,2026-11-20T23:59:00\\+03:00,late,,order\\.open,${orderId},,,[0-9a-f]{64}$`));
    assert.match(lines[2]!, /^\d+,2026-11-21T00:01:00\+03:00,early,/);
    assert.equal((await staff.get('/api/office/audit.csv')).status, 403);

    const recorded = await rowsOf<{ action: string; detail: Record<string, unknown> }>(service, sql`SELECT action, detail FROM office_audit WHERE action IN ('audit.open', 'audit.export') ORDER BY id`);
    assert.deepEqual(recorded.slice(0, 2).map((row) => row.detail), [
      { account: null, orderId: null, from: '2026-11-20', to: '2026-11-20', page: 1 },
      { account: null, orderId: null, from: '2026-11-21', to: '2026-11-21', page: 1 },
    ]);
    assert.deepEqual(recorded.at(-1), { action: 'audit.export', detail: { account: null, orderId: null, from: '2026-11-20', to: '2026-11-21', action: 'order.open', rows: 2 } });
    const refused = await rowsOf<{ detail: unknown }>(service, sql`SELECT detail FROM office_audit WHERE action = 'refused'`);
    assert.deepEqual(refused.map((row) => row.detail), [{ route: 'GET /api/office/audit.csv', code: 'role' }]);
  });
});

/** The username the staff account was given (the test client numbers them). */
async function staffName(service: TestService): Promise<string> {
  const [row] = await rowsOf<{ username: string }>(service, sql`SELECT username FROM office_accounts WHERE role = 'staff'`);
  return row!.username;
}
