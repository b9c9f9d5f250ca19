// One payment is one row, whatever the order in which its evidence arrives, and payments are
// summed: against the simulator as Daraja behaves (the till's confirmation on, as a real till
// sends it; a Buy Goods confirmation naming no account; the payer masked).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { mpesaPayments, orderEvents, orders } from '../db/schema';
import { signInOffice } from '../test-support/office-client';
import { eventually, keyed, MSISDN, paymentService, paymentView, placeOrder, sendPrompt, simulators } from '../test-support/payment-fixture';
import { onEachEngine, type TestService } from '../test-support/test-service';

const newSimulator = simulators();

async function stored(service: TestService, orderId: string) {
  const { db } = service.database;
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  return {
    status: order!.status,
    flag: order!.paymentFlag,
    payments: await db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, orderId)),
    events: events.map((event) => event.event),
  };
}

/** Windows short enough for a test, on both sides: the simulator's rules and the shop's copy of them. */
const SHORT_RULES = { samePromptCooldownMs: 1500, subscriberLockMs: 500 };
const shortSimulator = () => newSimulator({ duplicateWindowMs: SHORT_RULES.samePromptCooldownMs, subscriberLockMs: SHORT_RULES.subscriberLockMs });

onEachEngine('M-Pesa reconciled', (backend) => {
  it("the till's confirmation first, the prompt's callback lost, then the query: one payment, paid, no flag", async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service);
    await sim.next({ outcome: 'approve', callback: 'lost' });
    assert.equal((await sendPrompt(service, order)).status, 202);
    const view = await eventually(
      () => paymentView(service, order),
      (current) => current.status === 'payment-verified' && current.prompt?.state === 'paid',
    );
    assert.equal(view.paid, 1160);
    const after = await stored(service, order.orderId);
    assert.equal(after.payments.length, 1, 'one payment');
    assert.equal(after.flag, null, 'no false paid-twice');
    assert.match(after.payments[0]!.transId ?? '', /^[A-Z0-9]{10}$/, "the till's receipt");
    assert.notEqual(after.payments[0]!.checkoutRequestId, null, 'and the prompt it paid');
    assert.equal(view.receipt, after.payments[0]!.transId);
  });

  it("a push answered after the client's time-out, then paid: the shopper is told to check the phone, no second prompt, one payment", async () => {
    const sim = await newSimulator();
    // The service waits 3 s for Daraja's answer (MPESA_REQUEST_TIMEOUT_MS of the fixture); Daraja takes 4.5 s.
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service);
    await sim.next({ outcome: 'approve', pushAnswer: { delayMs: 4500 }, answerAfterMs: 6000 });
    const sent = await sendPrompt(service, order);
    assert.equal(sent.status, 202);
    assert.equal((sent.body as { prompt: { state: string } }).prompt.state, 'unknown', 'check your phone, not "nothing was sent"');
    assert.equal((await sendPrompt(service, order)).status, 409, 'no second prompt while the first may be on the phone');
    // Daraja's late answer is still read: the prompt is sent, with its IDs.
    const recorded = await eventually(() => paymentView(service, order), (view) => view.prompt?.state === 'sent');
    assert.equal(recorded.prompt?.state, 'sent');
    const paid = await eventually(() => paymentView(service, order), (view) => view.status === 'payment-verified');
    assert.equal(paid.prompt?.state, 'paid');
    const after = await stored(service, order.orderId);
    assert.deepEqual([after.payments.length, after.flag], [1, null]);
  });

  it("a push whose connection was reset: its success callback finds the prompt by phone and amount; one payment", async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service);
    await sim.next({ outcome: 'approve', pushAnswer: 'reset', answerAfterMs: 1500 });
    const sent = await sendPrompt(service, order);
    assert.equal(sent.status, 202);
    assert.equal((sent.body as { prompt: { state: string } }).prompt.state, 'unknown');
    const paid = await eventually(() => paymentView(service, order), (view) => view.status === 'payment-verified');
    assert.equal(paid.prompt?.state, 'paid');
    const after = await stored(service, order.orderId);
    assert.deepEqual([after.payments.length, after.flag], [1, null]);
    assert.ok(after.events.includes('prompt outcome unknown'));
  });

  it('KES 1,000 then KES 160 for a KES 1,160 order: told what is left, then paid, with one prompt for the rest', async () => {
    const sim = await shortSimulator();
    const service = await paymentService(backend, sim, { mpesa: { rules: SHORT_RULES } });
    const order = await placeOrder(service);
    await sim.next({ outcome: 'approve', paidAmount: 1000 });
    assert.equal((await sendPrompt(service, order)).status, 202);
    const short = await eventually(() => paymentView(service, order), (current) => current.leftToPay !== null);
    assert.deepEqual([short.status, short.paid, short.leftToPay], ['awaiting-payment', 1000, 160]);
    assert.equal((await stored(service, order.orderId)).flag, 'underpaid');

    await sim.next({ outcome: 'approve' });
    const rest = await eventually(
      () => sendPrompt(service, order),
      (answer) => answer.status === 202,
    );
    assert.equal(rest.status, 202);
    const prompts = (await sim.call('GET', `/simulator/prompts?phone=${MSISDN}`)).body as { prompts: { amount: number }[] };
    assert.equal(prompts.prompts[0]!.amount, 160, 'the second prompt asks for what is left');
    const paid = await eventually(() => paymentView(service, order), (current) => current.status === 'payment-verified');
    assert.deepEqual([paid.paid, paid.leftToPay], [1160, null]);
    const after = await stored(service, order.orderId);
    assert.deepEqual([after.payments.length, after.flag], [2, null]);
  });

  it('a cancelled prompt: the same amount to the same phone waits for its window (409 with the time), another number goes at once, and no prompt is used up', async () => {
    const sim = await newSimulator();
    const rules = { samePromptCooldownMs: 120_000, subscriberLockMs: 60_000 };
    const service = await paymentService(backend, sim, { mpesa: { rules } });
    const order = await placeOrder(service);
    await sim.next({ outcome: 'cancel' });
    assert.equal((await sendPrompt(service, order)).status, 202);
    const cancelled = await eventually(() => paymentView(service, order), (current) => current.prompt?.state === 'cancelled');
    const wait = Date.parse(cancelled.nextPromptAt ?? '') - Date.now();
    assert.ok(wait > 100_000 && wait <= 120_000, `the next prompt waits for Daraja's 2 minutes (${wait} ms)`);
    const again = await sendPrompt(service, order);
    assert.equal(again.status, 409);
    assert.deepEqual([(again.body as { code: string }).code, typeof (again.body as { retryAt?: string }).retryAt], ['prompt-cooldown', 'string']);
    assert.equal((await paymentView(service, order)).promptsLeft, 2, 'the refusal used up nothing');
    const other = await sendPrompt(service, order, { phoneNumber: '+254733000111' });
    assert.equal(other.status, 202, 'another number is not held back');
  });

  it("Daraja's own \"Rule limited\" (17) does not use up a prompt, and says when the next may go", async () => {
    const sim = await newSimulator({ duplicateWindowMs: 120_000, subscriberLockMs: 0 });
    // The shop's copy of the rule is off here, so Daraja's refusal itself is seen.
    const service = await paymentService(backend, sim, { mpesa: { rules: { samePromptCooldownMs: 0, subscriberLockMs: 0 } } });
    const order = await placeOrder(service);
    await sim.next({ outcome: 'cancel' });
    assert.equal((await sendPrompt(service, order)).status, 202);
    await eventually(() => paymentView(service, order), (current) => current.prompt?.state === 'cancelled');
    assert.equal((await sendPrompt(service, order)).status, 202);
    const limited = await eventually(() => paymentView(service, order), (current) => current.prompt?.state === 'rule-limited');
    assert.equal(limited.prompt?.state, 'rule-limited');
    assert.equal(limited.promptsLeft, 2, 'only the cancelled prompt counts');
  });

  it('a till payment no code names: the office suggests its order, the owner links it with a reason, the order is paid and says so', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service);
    const { transId } = (await sim.call('POST', '/simulator/till-payments', { phone: '254711000999', amount: 1160 })).body as { transId: string };
    await eventually(
      async () => (await service.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.transId, transId))).length,
      (count) => count === 1,
    );
    const staff = await signInOffice(service, 'staff');
    const suggested = (await staff.get(`/api/office/payments/${transId}/suggestions`)).body as { orders: { orderId: string; reasons: string[] }[] };
    assert.deepEqual(suggested.orders[0], { ...suggested.orders[0], orderId: order.orderId, reasons: ['amount', 'time'] });
    assert.equal((await staff.post(`/api/office/payments/${transId}/link`, { orderId: order.orderId, reason: 'Her husband paid' })).status, 403, 'the owner links money');

    const owner = await signInOffice(service, 'owner');
    assert.equal((await owner.post(`/api/office/payments/${transId}/link`, { orderId: order.orderId, reason: 'ok' })).status, 400, 'a reason is required');
    const linked = await owner.post(`/api/office/payments/${transId}/link`, { orderId: order.orderId, reason: "Paid from her husband's phone; she called" });
    assert.deepEqual([linked.status, linked.body], [200, { orderId: order.orderId, effect: 'paid', status: 'payment-verified', due: 0 }]);
    const view = await paymentView(service, order);
    assert.deepEqual([view.status, view.receipt], ['payment-verified', transId]);
    assert.ok((await stored(service, order.orderId)).events.includes('payment linked'));
    const again = await owner.post(`/api/office/payments/${transId}/link`, { orderId: order.orderId, reason: 'twice' });
    assert.deepEqual([again.status, (again.body as { code: string }).code], [409, 'already-linked']);

    // More than an order is owed is not hidden in it.
    const other = await placeOrder(service);
    const big = (await sim.call('POST', '/simulator/till-payments', { phone: '254711000998', amount: 5000 })).body as { transId: string };
    await eventually(
      async () => (await service.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.transId, big.transId))).length,
      (count) => count === 1,
    );
    const tooMuch = await owner.post(`/api/office/payments/${big.transId}/link`, { orderId: other.orderId, reason: 'she said so' });
    assert.deepEqual([tooMuch.status, (tooMuch.body as { code: string }).code], [409, 'amount-too-large']);
    assert.equal((await paymentView(service, other)).status, 'awaiting-payment');
    assert.equal((await service.request('GET', `/api/orders/${other.orderId}/payment`, undefined, keyed(other))).status, 200);
  });
});
