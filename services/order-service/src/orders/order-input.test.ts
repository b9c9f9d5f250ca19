// Input a hostile or broken client sends, and the prices the shop sets: a 400 naming the field
// for anything the database could not hold or the shop does not sell, never a 503; and every
// stored figure and word of an order comes from the shop, not from the browser.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { oneSoap, validOrder } from '../test-support/order-fixture';
import { onEachEngine } from '../test-support/test-service';
import { officeOf, storedOrders } from '../test-support/office-client';
import { unstorableMessage } from '../validation';
import { repriceMessages } from './reprice';

interface Refusal {
  error: string;
  problems: { field: string; message: string }[];
}
interface Listed {
  orderId: string;
  total: number;
  shipping: number;
  products: string;
  pickupStation: { id: string; name: string };
  priceCheck: { result: string; issues: string[] };
}

const fieldsOf = (body: unknown) => (body as Refusal).problems.map((problem) => problem.field);

onEachEngine('input the database cannot hold', (backend) => {
  it('answers 400 naming the field for a NUL byte or a lone surrogate in any text, never 503', async () => {
    const service = await backend.start();
    const nul = await service.request('POST', '/api/orders', { ...validOrder(), customerName: 'Wanjiku\u0000' });
    assert.equal(nul.status, 400);
    assert.deepEqual((nul.body as Refusal).problems, [{ field: 'customerName', message: unstorableMessage }]);
    // A lone surrogate cannot be written by JSON.stringify: the raw text a hostile client sends.
    const raw = JSON.stringify(validOrder()).replace('"Please call on arrival"', '"Please call \\ud800"');
    const surrogate = await service.request('POST', '/api/orders', raw);
    assert.equal(surrogate.status, 400);
    assert.deepEqual(fieldsOf(surrogate.body), ['notes']);
    const inLine = await service.request('POST', '/api/orders', { ...validOrder(), lines: [{ ...validOrder().lines[0]!, name: 'Soap\u0000' }, validOrder().lines[1]] });
    assert.deepEqual(fieldsOf(inLine.body), ['lines.0.name']);
    const message = await service.request('POST', '/api/messages', { name: 'A', email: 'a@example.com', message: 'Hi\u0000' });
    assert.equal(message.status, 400);
    assert.deepEqual(fieldsOf(message.body), ['message']);
    const office = await officeOf(service);
    assert.equal((await office.post('/api/office/orders/%00/actions', { action: 'cancel', expectedVersion: 0, reason: 'test' })).status, 404);
    assert.equal((await office.post('/api/office/messages/%00/replied')).status, 404);
    assert.equal((await office.get('/api/office/orders?q=Wanjiku%00')).status, 400);
    assert.equal((await storedOrders(service)).total, 0);
  });

  it('answers 400 for an order above KES 100,000,000 (the database’s integers hold 2^31 − 1)', async () => {
    const lines = Array.from({ length: 22 }, (_, index) => ({ id: `product-${index}`, name: 'Gold', unitPrice: 100_000_000, quantity: 1, lineTotal: 100_000_000 }));
    const service = await backend.start({ prices: { current: async () => null } });
    const answer = await service.request('POST', '/api/orders', validOrder({ lines, subtotal: 0, discount: 0, orderAmount: 0 }));
    assert.equal(answer.status, 400);
    assert.ok(fieldsOf(answer.body).includes('lines'));
  });

  it('answers 400 for filters that are not dates of the calendar (the office, the CSV)', async () => {
    const service = await backend.start();
    const office = await officeOf(service);
    for (const query of ['day=2024-13-45', 'day=2025-02-29', 'day=0000-00-00', 'page=1e300']) {
      const answer = await office.get(`/api/office/orders?${query}`);
      assert.equal(answer.status, 400, query);
    }
    assert.equal((await office.get('/api/office/orders?day=2024-02-29')).status, 200);
    for (const query of ['from=2024-13-45', 'to=2025-02-29', 'from=0000-00-00', 'page=1e300']) assert.equal((await service.owner('GET', `/api/orders.csv?${query}`)).status, 400, query);
    assert.equal((await service.owner('GET', '/api/orders.csv?from=2024-02-29&to=2024-03-01')).status, 200);
  });
});

onEachEngine('the prices, names and station of a stored order', (backend) => {
  it('refuses a product the catalogue does not sell with a 400 naming the line', async () => {
    const service = await backend.start();
    const goldBar = validOrder({
      lines: [...validOrder().lines, { id: 'gold-bar', name: 'Gold bar', unitPrice: 1, quantity: 1, lineTotal: 1 }],
      subtotal: 5001,
      discount: 500,
      orderAmount: 5161,
    });
    const answer = await service.request('POST', '/api/orders', goldBar);
    assert.equal(answer.status, 400);
    assert.deepEqual((answer.body as Refusal).problems, [{ field: 'lines.2.id', message: repriceMessages.notSold }]);
    assert.equal((await storedOrders(service)).total, 0);
  });

  it('charges shipping when FREESHIPPING-MAR25 is below its minimum, as the cart does', async () => {
    const service = await backend.start();
    const answer = await service.request('POST', '/api/orders', oneSoap({ coupon: 'FREESHIPPING-MAR25', shipping: 0, orderAmount: 500 }));
    assert.equal(answer.status, 201);
    assert.equal((answer.body as { total: number }).total, 1160);
    const [stored] = (await storedOrders(service)).orders as unknown as Listed[];
    assert.equal(stored!.shipping, 660);
    assert.equal(stored!.priceCheck.result, 'mismatch');
  });

  it('stores the station’s name and the products text of the shop, not the browser’s', async () => {
    const service = await backend.start();
    const order = validOrder({ pickupStation: { id: 'diani', name: '=HYPERLINK("http://evil.example","Diani")', fee: 660 }, products: 'Olive Soap (1x)' });
    assert.equal((await service.request('POST', '/api/orders', order)).status, 201);
    const [stored] = (await storedOrders(service)).orders as unknown as Listed[];
    assert.deepEqual(stored!.pickupStation, { id: 'diani', name: 'Diani' });
    assert.equal(stored!.products, 'Olive Soap (3x), Tourmaline Flask (1x)');
    const csv = (await service.owner('GET', '/api/orders.csv')).body as string;
    assert.equal(csv.includes('HYPERLINK'), false);
  });

});
