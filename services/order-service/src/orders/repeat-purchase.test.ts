// The same cash-on-delivery purchase sent again under a new order ID (the checkout's answer was
// lost and the shopper reloaded) is the order already stored, as an M-Pesa purchase with the same
// code is (issue 38): 200 with the stored order's ID, one order in the office's list.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { cashOrder, nextOrderId } from '../test-support/order-fixture';
import { onEachEngine, type TestService } from '../test-support/test-service';
import { officeAction, officeOf, storedOrders } from '../test-support/office-client';

interface Receipt {
  orderId: string;
  status: string;
}
const listed = async (service: TestService) => (await storedOrders(service)).total;

onEachEngine('a cash-on-delivery purchase sent again under a new order ID', (backend) => {
  it('within the window is the stored order: 200 with its ID, nothing stored twice', async () => {
    const service = await backend.start();
    const first = cashOrder();
    assert.equal((await service.request('POST', '/api/orders', first)).status, 201);
    const again = await service.request('POST', '/api/orders', { ...first, orderId: nextOrderId(), paymentDate: new Date().toISOString(), notes: 'Sent again' });
    assert.equal(again.status, 200);
    assert.equal((again.body as Receipt).orderId, first.orderId);
    assert.equal(await listed(service), 1);
  });

  it('sent twice at once under two IDs is stored once', async () => {
    const service = await backend.start();
    const order = cashOrder();
    const answers = await Promise.all([service.request('POST', '/api/orders', order), service.request('POST', '/api/orders', { ...order, orderId: nextOrderId() })]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 201]);
    assert.equal((answers[0]!.body as Receipt).orderId, (answers[1]!.body as Receipt).orderId);
    assert.equal(await listed(service), 1);
  });

  it('is a new order when anything of the purchase differs, when the first was cancelled, or after the window', async () => {
    const service = await backend.start();
    const first = cashOrder();
    assert.equal((await service.request('POST', '/api/orders', first)).status, 201);
    const otherQuantity = cashOrder({ lines: [{ id: 'tourmaline-flask', name: 'Tourmaline Flask', unitPrice: 3500, quantity: 4, lineTotal: 14_000 }], subtotal: 14_000, orderAmount: 14_000, products: 'Tourmaline Flask (4x)' });
    assert.equal((await service.request('POST', '/api/orders', otherQuantity)).status, 201);
    const otherPhone = cashOrder({ phoneNumber: '+254733000111' });
    assert.equal((await service.request('POST', '/api/orders', otherPhone)).status, 201);

    assert.equal((await officeAction(await officeOf(service), first.orderId, 'cancel', 'Shopper changed their mind')).status, 200);
    assert.equal((await service.request('POST', '/api/orders', { ...first, orderId: nextOrderId() })).status, 201);

    // An hour later the same basket is bought again.
    await service.database.db.execute(sql`UPDATE orders SET created_at = now() - interval '1 hour'`);
    assert.equal((await service.request('POST', '/api/orders', { ...otherPhone, orderId: nextOrderId() })).status, 201);
    assert.equal(await listed(service), 5);
  });
});
