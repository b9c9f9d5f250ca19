// The office's orders through its API, signed in with a real session: tabs and counts, search
// (in the body, never the URL), filters, paging, the order page with its history, and every list
// and opening in the access record, never the search's text.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { cashOrder, oneSoap, validOrder } from '../../test-support/order-fixture';
import { officeAction, officeOrder, signInOffice } from '../../test-support/office-client';
import { onEachEngine, type TestService } from '../../test-support/test-service';

interface Row {
  orderId: string;
  status: string;
  tab: string;
  flag: string | null;
  phone: string;
  station: string;
  items: number;
}
interface Listing {
  orders: Row[];
  counts: Record<string, number>;
  page: number;
  pageSize: number;
  total: number;
}

async function place(service: TestService, order: ReturnType<typeof validOrder>): Promise<string> {
  const answer = await service.request('POST', '/api/orders', order);
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return order.orderId;
}

const setPlacedAt = (service: TestService, orderId: string, at: string) =>
  service.database.db.execute(sql`UPDATE orders SET created_at = ${at}::timestamptz WHERE order_id = ${orderId}`);

onEachEngine("the office's orders", (backend) => {
  it('are for signed-in people only: 401 signed-out without a session', async () => {
    const service = await backend.start();
    for (const path of ['/api/office/orders', '/api/office/overview', '/api/office/dashboard', '/api/office/messages', '/api/office/payments/unmatched', '/api/office/orders.csv']) {
      const answer = await service.request('GET', path);
      assert.deepEqual([answer.status, (answer.body as { code: string }).code], [401, 'signed-out'], path);
    }
    const office = await signInOffice(service);
    // A change without the CSRF token is refused.
    const forged = await service.request('POST', '/api/office/orders/bulk', { action: 'cancel', reason: 'x', orders: [] });
    assert.equal(forged.status, 401);
    assert.equal((await office.get('/api/office/orders')).status, 200);
  });

  it('sorts orders into tabs, counting each tab under every filter but the tab, newest first and page by page', async () => {
    const service = await backend.start();
    const office = await signInOffice(service);
    const awaiting = await place(service, validOrder({ mpesaTransactionId: null, paymentStatus: 'pending' }));
    const confirming = await place(service, validOrder());
    const cash = await place(service, cashOrder());
    const readyCash = await place(service, cashOrder({ phoneNumber: '+254733000111' }));
    const cancelled = await place(service, validOrder());
    assert.equal((await officeAction(office, readyCash, 'mark-ready')).status, 200);
    assert.equal((await officeAction(office, cancelled, 'cancel', 'Shopper called to cancel')).status, 200);
    await service.database.db.execute(sql`UPDATE orders SET payment_flag = 'code-unmatched' WHERE order_id = ${confirming}`);

    const all = (await office.get('/api/office/orders')).body as Listing;
    assert.deepEqual(all.counts, { 'awaiting-payment': 2, 'to-prepare': 1, ready: 1, collected: 0, cancelled: 1, flagged: 1 });
    assert.deepEqual(all.orders.map((row) => row.orderId), [cancelled, readyCash, cash, confirming, awaiting]);
    assert.deepEqual([all.total, all.page, all.pageSize], [5, 1, 25]);
    const row = all.orders.find((order) => order.orderId === cash)!;
    assert.deepEqual([row.tab, row.phone, row.station, row.items], ['to-prepare', '0722 *** 456', 'Nairobi CBD - Kenyatta Avenue', 3]);

    const tab = async (name: string, extra = '') => ((await office.get(`/api/office/orders?tab=${name}${extra}`)).body as Listing).orders.map((order) => order.orderId);
    assert.deepEqual(await tab('awaiting-payment'), [confirming, awaiting]);
    assert.deepEqual(await tab('to-prepare'), [cash]);
    assert.deepEqual(await tab('ready'), [readyCash]);
    assert.deepEqual(await tab('cancelled'), [cancelled]);
    assert.deepEqual(await tab('flagged'), [confirming]);
    assert.deepEqual(await tab('collected'), []);

    // Counts follow the filters (here the method), not the tab.
    const cod = (await office.get('/api/office/orders?tab=ready&method=cod')).body as Listing;
    assert.deepEqual(cod.counts, { 'awaiting-payment': 0, 'to-prepare': 1, ready: 1, collected: 0, cancelled: 0, flagged: 0 });
    assert.deepEqual(await tab('awaiting-payment', '&method=mpesa&county=Mombasa&station=diani'), [confirming, awaiting]);
    assert.deepEqual(await tab('to-prepare', '&station=diani'), []);

    const first = (await office.get('/api/office/orders?pageSize=2')).body as Listing;
    const third = (await office.get('/api/office/orders?pageSize=2&page=3')).body as Listing;
    assert.deepEqual([first.orders.map((order) => order.orderId), third.orders.map((order) => order.orderId), third.total], [[cancelled, readyCash], [awaiting], 5]);

    const overview = (await office.get('/api/office/overview')).body as { counts: Record<string, number>; unreadMessages: number };
    assert.deepEqual(overview, { counts: all.counts, unreadMessages: 0 });
  });

  it('finds an order by its ID or its start, by a phone however it is written, by part of a name', async () => {
    const service = await backend.start();
    const office = await signInOffice(service);
    const kamau = await place(service, validOrder({ phoneNumber: '+254712345678', customerName: 'Wanjiku Kamau' }));
    const otieno = await place(service, oneSoap({ phoneNumber: '+254722000111', customerName: 'Achieng 100%_Otieno' }));
    const found = async (q: string) => ((await office.post('/api/office/orders/search', { q })).body as Listing).orders.map((order) => order.orderId);
    for (const phone of ['0712345678', '0712 345 678', '+254712345678', '254712345678', '712345678', '+254 712 345 678']) assert.deepEqual(await found(phone), [kamau], phone);
    assert.deepEqual(await found(kamau), [kamau]);
    assert.deepEqual(await found(kamau.toLowerCase()), [kamau]);
    assert.deepEqual(await found(kamau.slice(0, -2)), [kamau]);
    assert.deepEqual((await found('ORDER')).sort(), [kamau, otieno].sort());
    assert.deepEqual(await found('kamau'), [kamau]);
    assert.deepEqual(await found('ACHIENG'), [otieno]);
    // LIKE's wildcards are only themselves.
    assert.deepEqual(await found('100%_'), [otieno]);
    assert.deepEqual(await found('%'), [otieno]);
    assert.deepEqual(await found('_'), [otieno]);
    assert.deepEqual(await found('Nobody'), []);
  });

  it('keeps searches out of URLs, and records every list: the kind of search, the filters and the orders shown, never the text', async () => {
    const service = await backend.start();
    const office = await signInOffice(service, 'staff');
    const kamau = await place(service, validOrder({ phoneNumber: '+254712345678', customerName: 'Wanjiku Kamau' }));
    const cash = await place(service, cashOrder({ phoneNumber: '+254733000111', customerName: 'Otieno Odhiambo' }));
    const inUrl = await office.get('/api/office/orders?q=0712345678');
    assert.deepEqual([inUrl.status, (inUrl.body as { error: string }).error], [400, 'Search in the body: POST /api/office/orders/search.']);
    assert.equal((await office.get('/api/office/orders?tab=ready&q=')).status, 400);

    const search = (body: Record<string, unknown>) => office.post('/api/office/orders/search', body);
    const byPhone = (await search({ q: '0712 345 678', tab: 'awaiting-payment', page: 1 })).body as Listing;
    assert.deepEqual(byPhone.orders.map((order) => order.orderId), [kamau]);
    await search({ q: 'wanjiku' });
    await search({ q: kamau.slice(0, 12) });
    await search({ method: 'cod', pageSize: 10 });
    await office.get('/api/office/orders?tab=to-prepare');
    assert.equal((await search({ q: 'x'.repeat(101) })).status, 400);

    const record = await service.database.db.execute(sql`SELECT role, detail FROM office_audit WHERE action = 'orders.list' ORDER BY id`);
    assert.deepEqual((record as unknown as { rows: { role: string; detail: unknown }[] }).rows.map((row) => row.detail), [
      { search: 'phone', tab: 'awaiting-payment', filters: { page: 1, pageSize: 25 }, orderIds: [kamau] },
      { search: 'name', tab: null, filters: { page: 1, pageSize: 25 }, orderIds: [kamau] },
      { search: 'order-id', tab: null, filters: { page: 1, pageSize: 25 }, orderIds: [cash, kamau] },
      { search: null, tab: null, filters: { method: 'cod', page: 1, pageSize: 10 }, orderIds: [cash] },
      { search: null, tab: 'to-prepare', filters: { page: 1, pageSize: 25 }, orderIds: [cash] },
    ]);
    // What was typed is in no row of the record, nor in the service's logs.
    const everything = await service.database.db.execute(sql`SELECT string_agg(coalesce(detail::text, ''), ' ') AS text FROM office_audit`);
    const recorded = (everything as unknown as { rows: { text: string }[] }).rows[0]!.text;
    for (const typed of ['0712', '345 678', '712345678', 'wanjiku', 'Wanjiku']) {
      assert.equal(recorded.includes(typed), false, typed);
      assert.equal(service.logs().includes(typed), false, typed);
    }
  });

  it('filters by shop day in East Africa Time, across midnight', async () => {
    const service = await backend.start();
    const office = await signInOffice(service);
    const late = await place(service, validOrder());
    const early = await place(service, validOrder());
    // 23:59 EAT on the 20th is 20:59 UTC; 00:01 EAT on the 21st is 21:01 UTC on the 20th.
    await setPlacedAt(service, late, '2026-11-20T20:59:00Z');
    await setPlacedAt(service, early, '2026-11-20T21:01:00Z');
    const day = async (value: string) => ((await office.get(`/api/office/orders?day=${value}`)).body as Listing).orders.map((order) => order.orderId);
    assert.deepEqual(await day('2026-11-20'), [late]);
    assert.deepEqual(await day('2026-11-21'), [early]);
    assert.deepEqual(await day('2026-11-22'), []);
  });

  it('answers bad filters with 400 and their problems', async () => {
    const service = await backend.start();
    const office = await signInOffice(service);
    const bad = await office.get('/api/office/orders?tab=lost&day=2026-02-30&method=card&pageSize=101&page=0');
    assert.equal(bad.status, 400);
    assert.deepEqual((bad.body as { problems: { field: string }[] }).problems.map((problem) => problem.field).sort(), ['day', 'method', 'page', 'pageSize', 'tab']);
    assert.equal((await office.post('/api/office/orders/search', { q: 'Wanjiku\u0000' })).status, 400);
    const badBody = await office.post('/api/office/orders/search', { tab: 'lost', pageSize: 101 });
    assert.deepEqual((badBody.body as { problems: { field: string }[] }).problems.map((problem) => problem.field).sort(), ['pageSize', 'tab']);
    assert.equal((await office.get('/api/office/orders?pageSize=100')).status, 200);
  });

  it('opens an order: the owner view, its version, history with who did it, the actions allowed; recorded in the access record', async () => {
    const service = await backend.start();
    const office = await signInOffice(service, 'staff', 'Wanjiru Otieno');
    const orderId = await place(service, cashOrder({ customerId: '12345678', phoneNumber: '+254712345678' }));
    const opened = await officeOrder(office, orderId);
    assert.equal(opened.version, 0);
    assert.deepEqual(opened.actions, ['mark-ready', 'collect', 'cancel']);
    assert.equal(opened.customerId, '*****678');
    assert.equal(opened.phoneNumber, '+254712345678');
    assert.deepEqual(opened.history.map((event) => [event.event, event.actor, event.note]), [['placed', 'the shopper', 'cash on delivery']]);
    assert.equal((await officeAction(office, orderId, 'mark-ready')).status, 200);
    const ready = await officeOrder(office, orderId);
    assert.equal(ready.version, 1);
    assert.deepEqual(ready.actions, ['collect', 'cancel']);
    assert.deepEqual(ready.history.at(-1), { ...ready.history.at(-1), event: 'marked ready', actor: 'Wanjiru Otieno', note: null });

    const record = await service.database.db.execute(sql`SELECT username, action, order_id, network FROM office_audit WHERE action IN ('order.open', 'order.action') ORDER BY id`);
    const rows = (record as unknown as { rows: { username: string; action: string; order_id: string; network: string }[] }).rows;
    assert.deepEqual(rows.map((row) => [row.action, row.order_id]), [['order.open', orderId], ['order.open', orderId], ['order.action', orderId], ['order.open', orderId]]);
    assert.equal(rows[0]!.network, '127.0.0.0/24');

    assert.equal((await office.get('/api/office/orders/ORDER0000000000000000')).status, 404);
    assert.equal((await office.get('/api/office/orders/not-an-order')).status, 404);
    assert.equal((await office.get('/api/office/orders/%00')).status, 404);
  });
});
