// The rest of the office's desk through its API: the owner's CSV export (and the bearer token's),
// the till's unmatched payments, the contact messages and "Today" on orders whose figures are
// known; each look at personal data in the access record.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { mpesaPayments } from '../../db/schema';
import { cashOrder, validOrder } from '../../test-support/order-fixture';
import { officeAction, signInOffice } from '../../test-support/office-client';
import { OWNER_TOKEN, onEachEngine, type TestService } from '../../test-support/test-service';
import { shopDayOf } from './dashboard';

async function place(service: TestService, order: ReturnType<typeof validOrder>): Promise<string> {
  const answer = await service.request('POST', '/api/orders', order);
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return order.orderId;
}

const auditRows = async (service: TestService, action: string) =>
  ((await service.database.db.execute(sql`SELECT username, order_id, detail FROM office_audit WHERE action = ${action} ORDER BY id`)) as unknown as { rows: { username: string; order_id: string | null; detail: Record<string, unknown> }[] }).rows;

const message = { name: 'Achieng Otieno', email: 'achieng@example.com', phone: '+254 712 345 678', productInterest: 'olive-soap', message: 'Is the soap safe for a baby?' };

onEachEngine("the office's desk", (backend) => {
  it("exports the list's orders as CSV for the owner only, recorded with its filter and row count", async () => {
    const service = await backend.start();
    const owner = await signInOffice(service, 'owner');
    const staff = await signInOffice(service, 'staff');
    const cash = await place(service, cashOrder({ customerName: '=HYPERLINK("x") Kamau' }));
    await place(service, validOrder());
    const refused = await staff.get('/api/office/orders.csv');
    assert.deepEqual([refused.status, (refused.body as { code: string }).code], [403, 'role']);
    assert.deepEqual((await auditRows(service, 'refused')).map((row) => row.detail), [{ route: 'GET /api/office/orders.csv', code: 'role' }]);
    // The list's filters, a search too, in the body: never in the URL.
    assert.equal((await owner.get('/api/office/orders.csv?q=Kamau')).status, 400);
    const csv = await owner.post('/api/office/orders.csv', { tab: 'to-prepare', method: 'cod', q: 'Kamau' });
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(csv.headers.get('content-disposition') ?? '', /attachment; filename="mimea-orders-\d{4}-\d{2}-\d{2}\.csv"/);
    assert.equal(csv.headers.get('cache-control'), 'no-store');
    const [header, row, end] = String(csv.body).split('\r\n');
    assert.match(header!, /^Order ID,Placed \(EAT\),Status,Payment,/);
    assert.ok(row!.startsWith(`${cash},`));
    assert.ok(row!.includes(`"'=HYPERLINK(""x"") Kamau"`));
    assert.ok(row!.includes('*****678') && !row!.includes('12345678'));
    assert.equal(end, '');
    const exports = await auditRows(service, 'orders.export');
    assert.equal(exports.length, 1);
    assert.deepEqual(exports[0]!.detail, { via: 'session', search: 'name', tab: 'to-prepare', filters: { method: 'cod' }, rows: 1 });
    assert.equal((await owner.get('/api/office/orders.csv?tab=lost')).status, 400);
    assert.equal((await owner.post('/api/office/orders.csv', { tab: 'lost' })).status, 400);
    assert.equal((await owner.get('/api/office/orders.csv?method=cod')).status, 200, 'a GET without a search still works');
  });

  it("records the bearer token's export: the whole customer list, with no account behind it", async () => {
    const service = await backend.start();
    await place(service, cashOrder());
    await place(service, validOrder());
    assert.equal((await service.request('GET', '/api/orders.csv?status=placed', undefined, { Authorization: `Bearer ${OWNER_TOKEN}` })).status, 200);
    assert.equal((await service.request('GET', '/api/orders.csv', undefined, { Authorization: 'Bearer not-the-token-not-the-token-00' })).status, 401);
    const rows = await service.database.db.execute(sql`SELECT account_id, username, action, detail, network FROM office_audit ORDER BY id`);
    assert.deepEqual((rows as unknown as { rows: unknown[] }).rows, [
      { account_id: null, username: null, action: 'orders.export', detail: { via: 'token', rows: 1, filters: { status: 'placed' } }, network: '127.0.0.0/24' },
    ]);
  });

  it('lists the till payments matched to no order, the paying number masked', async () => {
    const service = await backend.start();
    const office = await signInOffice(service);
    await service.database.db.insert(mpesaPayments).values({ transId: 'TKQ1A2B3C4', source: 'c2b', amount: 1160, msisdn: '254712345678', firstName: 'JOHN', billRefNumber: 'wrong-account' });
    const listed = await office.get('/api/office/payments/unmatched');
    assert.equal(listed.status, 200);
    const body = listed.body as { payments: Record<string, unknown>[]; total: number; page: number };
    assert.deepEqual([body.total, body.page], [1, 1]);
    assert.deepEqual({ ...body.payments[0], receivedAt: undefined }, { receipt: 'TKQ1A2B3C4', amount: 1160, receivedAt: undefined, source: 'c2b', account: 'wrong-account', shortCode: null, msisdn: '2547*****678', firstName: 'JOHN' });
    assert.equal((await office.get('/api/office/payments/unmatched?page=0')).status, 400);
    assert.equal((await office.get('/api/office/payments/TKQ1A2B3C4/suggestions')).status, 200);
    assert.equal((await office.get('/api/office/payments/unreadable')).status, 200);
    // Which payers' details were shown, and which payment's orders were suggested: in the record.
    assert.deepEqual((await auditRows(service, 'payments.unmatched')).map((row) => row.detail), [{ page: 1, receipts: ['TKQ1A2B3C4'] }]);
    assert.deepEqual((await auditRows(service, 'payments.suggestions')).map((row) => row.detail), [{ receipt: 'TKQ1A2B3C4', orderIds: [] }]);
    assert.deepEqual((await auditRows(service, 'payments.unreadable')).map((row) => row.detail), [{ evidenceIds: [] }]);
  });

  it('lists messages unread, replied or all, marks one answered with who did it, and records each listing', async () => {
    const service = await backend.start();
    const office = await signInOffice(service, 'staff', 'Wanjiru Otieno');
    const first = ((await service.request('POST', '/api/messages', message)).body as { id: string }).id;
    const second = ((await service.request('POST', '/api/messages', { name: 'A', email: 'a@example.co.ke', message: 'Hello' })).body as { id: string }).id;
    type Listing = { messages: { id: string; phone: string | null; productInterest: string | null; repliedAt: string | null; repliedBy: string | null }[]; unread: number; total: number };
    const list = async (filter?: string) => (await office.get(`/api/office/messages${filter ? `?filter=${filter}` : ''}`)).body as Listing;
    const unread = await list();
    assert.deepEqual([unread.total, unread.unread, unread.messages.map((entry) => entry.id)], [2, 2, [second, first]]);
    assert.deepEqual({ ...unread.messages[1], receivedAt: undefined }, { id: first, ...message, phone: '+254712345678', receivedAt: undefined, repliedAt: null, repliedBy: null });
    assert.deepEqual([unread.messages[0]!.phone, unread.messages[0]!.productInterest], [null, null]);

    const replied = await office.post(`/api/office/messages/${first}/replied`);
    assert.equal(replied.status, 200);
    const answered = (replied.body as { message: { repliedAt: string; repliedBy: string } }).message;
    assert.match(answered.repliedAt, /\+03:00$/);
    assert.equal(answered.repliedBy, 'Wanjiru Otieno');
    assert.deepEqual((await list('unread')).messages.map((entry) => entry.id), [second]);
    const done = await list('replied');
    assert.deepEqual([done.messages.map((entry) => [entry.id, entry.repliedBy]), done.unread], [[[first, 'Wanjiru Otieno']], 1]);
    assert.equal((await list('all')).total, 2);
    assert.equal(((await office.get('/api/office/overview')).body as { unreadMessages: number }).unreadMessages, 1);

    assert.equal((await office.post('/api/office/messages/unknown/replied')).status, 404);
    assert.equal((await office.post('/api/office/messages/00000000-0000-4000-8000-000000000000/replied')).status, 404);
    assert.equal((await office.get('/api/office/messages?filter=spam')).status, 400);
    // Four listings (the refused one is not a listing), each with the messages it showed.
    assert.deepEqual((await auditRows(service, 'messages.open')).map((row) => row.detail), [
      { filter: 'unread', page: 1, messageIds: [second, first] },
      { filter: 'unread', page: 1, messageIds: [second] },
      { filter: 'replied', page: 1, messageIds: [first] },
      { filter: 'all', page: 1, messageIds: [second, first] },
    ]);
    assert.deepEqual((await auditRows(service, 'message.replied')).map((row) => row.detail), [{ messageId: first }]);
    assert.equal(service.logs().includes('712 345 678'), false);
  });

  it("'Today': 30 shop days of orders and revenue, by method, county and product, and what waits", async () => {
    const service = await backend.start();
    const office = await signInOffice(service, 'manager');
    const daysAgo = (orderId: string, days: number) => service.database.db.execute(sql`UPDATE orders SET created_at = now() - make_interval(days => ${days}) WHERE order_id = ${orderId}`);
    const readyMpesa = await place(service, validOrder());
    assert.equal((await officeAction(office, readyMpesa, 'verify-payment', 'till statement')).status, 200);
    assert.equal((await officeAction(office, readyMpesa, 'mark-ready')).status, 200);
    const collectedCash = await place(service, cashOrder({ phoneNumber: '+254733000111' }));
    assert.equal((await officeAction(office, collectedCash, 'collect')).status, 200);
    await place(service, cashOrder({ phoneNumber: '+254733000222' }));
    const cancelled = await place(service, cashOrder({ phoneNumber: '+254733000333' }));
    assert.equal((await officeAction(office, cancelled, 'cancel', 'duplicate')).status, 200);
    await daysAgo(await place(service, validOrder()), 3);
    const paidEarlier = await place(service, validOrder());
    assert.equal((await officeAction(office, paidEarlier, 'verify-payment', 'till statement')).status, 200);
    await daysAgo(paidEarlier, 10);
    const longAgo = await place(service, validOrder());
    assert.equal((await officeAction(office, longAgo, 'verify-payment', 'till statement')).status, 200);
    await daysAgo(longAgo, 40);

    const answer = await office.get('/api/office/dashboard');
    assert.equal(answer.status, 200);
    type Figures = { orders: number; revenue: number };
    const dashboard = answer.body as {
      today: Figures;
      last7: Figures;
      last30: Figures;
      byMethod: (Figures & { key: string })[];
      byCounty: (Figures & { key: string })[];
      topProducts: { productId: string; name: string; quantity: number; revenue: number }[];
      waiting: Record<string, number>;
      daily: (Figures & { day: string })[];
    };
    assert.deepEqual(dashboard.today, { orders: 3, revenue: 5160 + 10_500 });
    assert.deepEqual(dashboard.last7, { orders: 4, revenue: 5160 + 10_500 });
    assert.deepEqual(dashboard.last30, { orders: 5, revenue: 5160 + 10_500 + 5160 });
    assert.deepEqual(dashboard.byMethod, [{ key: 'cod', orders: 2, revenue: 10_500 }, { key: 'mpesa', orders: 3, revenue: 10_320 }]);
    assert.deepEqual(dashboard.byCounty, [{ key: 'Nairobi', orders: 2, revenue: 10_500 }, { key: 'Mombasa', orders: 3, revenue: 10_320 }]);
    assert.deepEqual(dashboard.topProducts, [
      { productId: 'tourmaline-flask', name: 'Tourmaline Flask', quantity: 9, revenue: 3500 + 10_500 + 3500 },
      { productId: 'olive-soap', name: 'Olive Soap', quantity: 9, revenue: 1500 + 1500 },
    ]);
    // What waits whenever it was placed: the two paid M-Pesa orders of 10 and 40 days ago are still to prepare.
    assert.deepEqual(dashboard.waiting, { awaitingPayment: 0, awaitingConfirmation: 1, flagged: 0, unmatchedPayments: 0, toPrepare: 3, ready: 1 });
    // Failed sign-ins (who is being tried) are the owner's to watch, not the team's.
    assert.equal('signIns' in dashboard, false);
    assert.equal(dashboard.daily.length, 30);
    const today = shopDayOf(new Date());
    assert.deepEqual(dashboard.daily.at(-1), { day: today, orders: 3, revenue: 15_660 });
    assert.deepEqual(dashboard.daily.at(-4), { day: shopDayOf(new Date(Date.now() - 3 * 86_400_000)), orders: 1, revenue: 0 });
    assert.deepEqual(dashboard.daily.at(-11), { day: shopDayOf(new Date(Date.now() - 10 * 86_400_000)), orders: 1, revenue: 5160 });
    assert.equal(dashboard.daily.reduce((sum, day) => sum + day.orders, 0), 5);
  });
});
