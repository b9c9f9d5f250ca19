// Money the order did not wait for: paid twice, paid after it was cancelled, paid again once it
// was ready at its station. Flagged for the office, never reopened; the office's reason clears the
// flag. An order the office verified from the till statement takes its late evidence quietly,
// ready or not. The till is Buy Goods, as the shop's is: a payment by hand carries no account, so
// it finds its order by the prompt of its payer and amount, or by the code the shopper typed.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { onEachEngine, type TestService } from '../test-support/test-service';
import { eq } from 'drizzle-orm';
import { catalogueHolds } from '../db/schema';
import { readProduct } from '../catalogue/catalogue-store';
import { lapseHolds } from '../catalogue/stock';
import { setStock } from '../test-support/stock';
import { officeAction, officeOf, officeOrder, signInOffice, storedOrders, type OfficeOrder } from '../test-support/office-client';
import { eventually, keyed, MSISDN, paymentService, paymentView, placeOrder, sendPrompt, simulators, type PlacedOrder, type Simulator } from '../test-support/payment-fixture';

const newSimulator = simulators();

const flagged = async (service: TestService) => (await storedOrders(service, 'tab=flagged')).orders;

/** The order paid by its prompt: the callback and the till's confirmation of it, one payment. */
async function paidByPrompt(service: TestService, sim: Simulator, order: PlacedOrder): Promise<void> {
  await sim.next({ outcome: 'approve' });
  assert.equal((await sendPrompt(service, order)).status, 202);
  await eventually(
    () => paymentView(service, order),
    (view) => view.status === 'payment-verified' && view.prompt?.state === 'paid' && view.receipt !== null,
  );
  await eventually(sim.callbacks, (sent) => sent.filter((callback) => callback.kind === 'c2b-confirmation' && callback.status !== null).length === 1);
}

/** The shopper pays the till by hand as well, from the prompt's phone, the same amount (Buy Goods: no account). */
const paysTillAgain = (sim: Simulator) => sim.call('POST', '/simulator/till-payments', { phone: MSISDN, amount: 1160 });

onEachEngine("the payments' evidence in the office", (backend) => {
  it('a second payment for a paid order flags it paid-twice; verify-payment with a reason clears the flag', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    // A manager: clearing a payment flag settles money (staff may not: office-actions.test.ts).
    const office = await signInOffice(service, 'manager', 'Wanjiru Otieno');
    const order = await placeOrder(service);
    await paidByPrompt(service, sim, order);
    await paysTillAgain(sim);
    const listed = await eventually(() => flagged(service), (orders) => orders.length > 0);
    assert.deepEqual([listed[0]!.status, listed[0]!.payment.flag, listed[0]!.payment.payments.length], ['payment-verified', 'paid-twice', 2]);
    assert.deepEqual(listed[0]!.payment.payments.map((payment) => [payment.amount, payment.matchedBy]), [[1160, 'prompt'], [1160, 'prompt']]);
    assert.deepEqual(
      listed[0]!.history.map((event) => [event.event, event.actor]),
      [['placed', 'the shopper'], ['prompt sent', 'the shopper'], ['payment verified', 'M-Pesa'], ['payment flagged: paid-twice', 'M-Pesa']],
    );
    assert.equal(listed[0]!.version, 2);
    assert.deepEqual(listed[0]!.actions, ['mark-ready', 'collect', 'cancel', 'verify-payment']);
    assert.equal((await officeAction(office, order.orderId, 'verify-payment')).status, 400);
    const cleared = await officeAction(office, order.orderId, 'verify-payment', 'refunded the second payment');
    assert.equal(cleared.status, 200);
    const after = (cleared.body as { order: { status: string; history: { event: string; actor: string; note: string }[] } }).order;
    assert.equal(after.status, 'payment-verified');
    assert.deepEqual(after.history.at(-1), { ...after.history.at(-1), event: 'payment flag cleared', actor: 'Wanjiru Otieno', note: 'refunded the second payment' });
    assert.deepEqual(await flagged(service), []);
  });

  it('money for a ready order is one payment too many: flagged paid-twice, and the order stays ready', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const office = await officeOf(service);
    const order = await placeOrder(service);
    await paidByPrompt(service, sim, order);
    assert.equal((await officeAction(office, order.orderId, 'mark-ready')).status, 200);
    assert.equal((await paymentView(service, order)).status, 'ready');
    await paysTillAgain(sim);
    const listed = await eventually(() => flagged(service), (orders) => orders.length > 0);
    assert.deepEqual([listed[0]!.status, listed[0]!.payment.flag, listed[0]!.payment.payments.length], ['ready', 'paid-twice', 2]);
    assert.equal((await officeAction(office, order.orderId, 'collect')).status, 200);
  });

  it('a ready order the office verified from the till statement takes its late payment as its evidence, unflagged', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const office = await officeOf(service);
    // The shopper paid the till and typed the code; the till's confirmation is slow to come.
    const { transId } = (await sim.call('POST', '/simulator/till-payments', { phone: MSISDN, amount: 1160, confirmAfterMs: 4000 })).body as { transId: string };
    const order = await placeOrder(service, { mpesaTransactionId: transId, paymentStatus: 'paid' });
    assert.equal(order.status, 'awaiting-confirmation');
    assert.equal((await officeAction(office, order.orderId, 'verify-payment', 'seen on the till statement')).status, 200);
    assert.equal((await officeAction(office, order.orderId, 'mark-ready')).status, 200);
    assert.equal((await officeOrder(office, order.orderId)).payment.payments.length, 0, 'verified and ready before its confirmation came');
    const withEvidence = await eventually(() => officeOrder(office, order.orderId), (current) => current.payment.payments.length > 0);
    assert.deepEqual([withEvidence.status, withEvidence.payment.flag, withEvidence.payment.payments[0]!.matchedBy], ['ready', null, 'typed-code']);
    assert.deepEqual(await flagged(service), []);
  });

  it('a payment for a cancelled order flags it and never reopens it; the flag shows in the CSV', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const office = await officeOf(service);
    const order = await placeOrder(service);
    // The prompt waits on the phone (no script) while the office cancels the order; then the shopper pays it.
    assert.equal((await sendPrompt(service, order)).status, 202);
    assert.equal((await officeAction(office, order.orderId, 'cancel', 'shopper asked')).status, 200);
    const [prompt] = ((await sim.call('GET', `/simulator/prompts?phone=${MSISDN}`)).body as { prompts: { checkoutRequestId: string }[] }).prompts;
    assert.equal((await sim.call('POST', `/simulator/prompts/${prompt!.checkoutRequestId}/approve`, { pin: '1234' })).status, 200);
    const listed = await eventually(() => flagged(service), (orders) => orders.length > 0);
    assert.deepEqual([listed[0]!.status, listed[0]!.payment.flag], ['cancelled', 'unexpected-payment']);
    // The prompt's callback and the till's confirmation of the same money: one payment.
    assert.equal(listed[0]!.payment.payments.length, 1);
    assert.deepEqual(listed[0]!.actions, ['verify-payment']);
    const csv = (await service.owner('GET', '/api/orders.csv')).body as string;
    assert.match(csv, /Payment flag/);
    assert.match(csv, /unexpected-payment/);
    // Refunded: the reason clears the flag; the order stays cancelled.
    const cleared = await officeAction(office, order.orderId, 'verify-payment', 'refunded to the payer');
    assert.deepEqual([cleared.status, (cleared.body as { order: { status: string } }).order.status], [200, 'cancelled']);
    assert.deepEqual(await flagged(service), []);
  });

  it('more money than its total for an order whose units are gone: flagged paid, out of stock; restocked, the excess to return is flagged', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const office = await signInOffice(service, 'manager', 'Wanjiru Otieno');
    await setStock(service, 'olive-soap', 1);
    const order = await placeOrder(service);
    // The hold lapses unpaid and the last soap is sold to someone else.
    await service.database.db.update(catalogueHolds).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(catalogueHolds.orderId, order.orderId));
    assert.equal(await service.database.transaction(5000, (tx) => lapseHolds(tx)), 1);
    await setStock(service, 'olive-soap', 0);
    // The shopper pays the till by hand, KES 1,500 for KES 1,160 (an STK prompt asks for the
    // total exactly), and types its code; the till's confirmation comes in Daraja's C2B shape.
    const { transId } = (await sim.call('POST', '/simulator/till-payments', { phone: MSISDN, amount: 1500 })).body as { transId: string };
    assert.equal((await service.request('POST', `/api/orders/${order.orderId}/payment-code`, { mpesaTransactionId: transId }, keyed(order))).status, 200);
    const listed = await eventually(() => flagged(service), (orders) => orders.some((candidate) => candidate.history.some((event) => event.event === 'payment flagged: overpaid')));
    const paid = listed.find((candidate) => candidate.orderId === order.orderId)!;
    assert.deepEqual([paid.status, paid.payment.flag], ['payment-verified', 'paid-out-of-stock']);
    assert.deepEqual(
      paid.history.filter((event) => event.event.startsWith('payment flagged')).map((event) => [event.event, event.note]),
      [
        ['payment flagged: paid-out-of-stock', 'Paid after its hold lapsed: Olive Soap is out of stock. (1 ordered)'],
        ['payment flagged: overpaid', 'KES 1,500 for KES 1,160: return KES 340 to the payer'],
      ],
    );
    // Restocked: the order takes its soap, and what is still owed to the payer is the flag now.
    await setStock(service, 'olive-soap', 4);
    const restocked = await officeAction(office, order.orderId, 'verify-payment', 'restocked, one set aside');
    assert.equal(restocked.status, 200);
    const after = (restocked.body as { order: OfficeOrder }).order;
    assert.equal(after.payment.flag, 'overpaid');
    assert.deepEqual([after.history.at(-1)!.event, after.history.at(-1)!.note], ['payment flagged: overpaid', 'KES 1,500 for KES 1,160: return KES 340 to the payer']);
    assert.equal((await readProduct(service.database.db, 'olive-soap'))!.stock, 3);
    const returned = await officeAction(office, order.orderId, 'verify-payment', 'returned KES 340');
    assert.equal((returned.body as { order: OfficeOrder }).order.payment.flag, null);
    assert.deepEqual(await flagged(service), []);
  });
});
