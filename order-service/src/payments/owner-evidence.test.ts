// Money the order did not wait for: paid twice, paid after it was cancelled. Flagged for the
// owner, never reopened; the owner's reason clears the flag.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { onEachEngine } from '../test-support/test-service';
import { eventually, MSISDN, paymentService, paymentView, placeOrder, simulators } from '../test-support/payment-fixture';

const newSimulator = simulators();

interface Listed {
  orderId: string;
  status: string;
  payment: { flag: string | null; payments: { receipt: string; matchedBy: string }[] };
}
const flagged = async (service: Awaited<ReturnType<typeof paymentService>>) =>
  ((await service.owner('GET', '/api/orders?flagged=true')).body as { orders: Listed[] }).orders;

onEachEngine("the owner's payment evidence", (backend) => {
  it('a second payment for a paid order flags it paid-twice; verify-payment with a reason clears the flag', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service);
    await sim.call('POST', '/simulator/till-payments', { phone: MSISDN, amount: 1160, account: order.orderId });
    await eventually(() => paymentView(service, order), (view) => view.status === 'payment-verified');
    await sim.call('POST', '/simulator/till-payments', { phone: MSISDN, amount: 1160, account: order.orderId });
    const listed = await eventually(() => flagged(service), (orders) => orders.length > 0);
    assert.deepEqual([listed[0]!.status, listed[0]!.payment.flag, listed[0]!.payment.payments.length], ['payment-verified', 'paid-twice', 2]);
    assert.equal((await service.owner('PATCH', `/api/orders/${order.orderId}`, { action: 'verify-payment' })).status, 400);
    const cleared = await service.owner('PATCH', `/api/orders/${order.orderId}`, { action: 'verify-payment', note: 'refunded the second payment' });
    assert.equal(cleared.status, 200);
    assert.deepEqual(await flagged(service), []);
  });

  it('a payment for a cancelled order flags it and never reopens it', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service);
    assert.equal((await service.owner('PATCH', `/api/orders/${order.orderId}`, { action: 'cancel', note: 'shopper asked' })).status, 200);
    await sim.call('POST', '/simulator/till-payments', { phone: MSISDN, amount: 1160, account: order.orderId });
    const listed = await eventually(() => flagged(service), (orders) => orders.length > 0);
    assert.deepEqual([listed[0]!.status, listed[0]!.payment.flag], ['cancelled', 'unexpected-payment']);
    const csv = (await service.owner('GET', '/api/orders.csv')).body as string;
    assert.match(csv, /Payment flag/);
    assert.match(csv, /unexpected-payment/);
  });
});
