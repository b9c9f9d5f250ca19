// A prompt on the shopper's phone, end to end with the real Daraja simulator: each way it can
// end, the order key, never two in flight, the limit, and the long poll.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { mpesaPayments, orderEvents } from '../db/schema';
import { onEachEngine } from '../test-support/test-service';
import { eventually, MSISDN, paymentService, paymentView, placeOrder, sendPrompt, sendPromptWhenAllowed, simulators, type PlacedOrder } from '../test-support/payment-fixture';
import type { TestService } from '../test-support/test-service';
import type { PaymentView } from './payment-view';

const newSimulator = simulators();

/**
 * Daraja's windows, short enough for a test, on both sides (as reconciliation.test.ts): the same
 * amount to the same phone waits 1.5 s, a phone is locked 0.5 s after its prompt ends.
 */
const SHORT_RULES = { samePromptCooldownMs: 1500, subscriberLockMs: 500 };
const shortSimulator = () => newSimulator({ duplicateWindowMs: SHORT_RULES.samePromptCooldownMs, subscriberLockMs: SHORT_RULES.subscriberLockMs });

const settledView = (service: TestService, order: PlacedOrder) =>
  eventually(
    () => paymentView(service, order),
    (view) => view.prompt !== null && view.prompt.state !== 'sent' && view.prompt.state !== 'sending',
  );

const events = async (service: TestService, orderId: string) =>
  (await service.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((event) => event.event);

onEachEngine('M-Pesa prompts', (backend) => {
  it('an approved prompt pays the order: one payment with its receipt, one status change', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service);
    assert.equal(order.status, 'awaiting-payment');
    await sim.next({ outcome: 'approve' });
    const sent = await sendPrompt(service, order);
    assert.equal(sent.status, 202, JSON.stringify(sent.body));
    const view = sent.body as PaymentView;
    assert.equal(view.prompt?.phone, '0722 *** 456');
    assert.equal(view.promptsLeft, 2);
    const paid = await eventually(
      () => paymentView(service, order),
      // The till's confirmation of the same payment may come before the prompt's callback.
      (current) => current.status === 'payment-verified' && current.receipt !== null && current.prompt?.state === 'paid',
    );
    assert.equal(paid.status, 'payment-verified');
    assert.equal(paid.prompt?.state, 'paid');
    assert.match(paid.receipt ?? '', /^[A-Z0-9]{10}$/);
    assert.ok(paid.paidAt);
    // The prompt's callback and the till's confirmation of the same payment: stored once.
    const payments = await service.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, order.orderId));
    assert.equal(payments.length, 1);
    assert.equal((await events(service, order.orderId)).filter((event) => event === 'payment verified').length, 1);
  });

  it("the shop's wait for the same amount to the same phone ends no sooner than Daraja's: counted from when Daraja took the request", async () => {
    // Daraja's own windows (2 minutes, 1 minute), on both sides.
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { mpesa: { rules: { samePromptCooldownMs: 120_000, subscriberLockMs: 60_000 } } });
    const order = await placeOrder(service);
    await sim.next({ outcome: 'cancel' });
    assert.equal((await sendPrompt(service, order)).status, 202);
    const view = await settledView(service, order);
    const [taken] = ((await sim.call('GET', `/simulator/prompts?phone=${MSISDN}`)).body as { prompts: { sentAt: string }[] }).prompts;
    const darajaTakesAgainAt = Date.parse(taken!.sentAt) + 120_000;
    assert.ok(Date.parse(view.nextPromptAt ?? '') >= darajaTakesAgainAt, `the view's ${view.nextPromptAt} is before Daraja's ${new Date(darajaTakesAgainAt).toISOString()}`);
    const refused = await sendPrompt(service, order);
    assert.equal(refused.status, 409);
    assert.ok(Date.parse((refused.body as { retryAt: string }).retryAt) >= darajaTakesAgainAt, 'nor is the 409 retryAt');
  });

  // The simulator's time-out is Daraja's 1037 ("DS timeout user cannot be reached"): the phone was
  // off or out of reach, which the checkout says as such (1019, the prompt expired, is timed-out).
  for (const [outcome, state] of [
    ['cancel', 'cancelled'],
    ['timeout', 'unreachable'],
    ['insufficient-funds', 'insufficient-funds'],
    ['wrong-pin', 'wrong-pin'],
  ] as const) {
    it(`a prompt answered "${outcome}" leaves the order unpaid, its prompt ${state}, and another may be sent once Daraja's window has passed`, async () => {
      const sim = await shortSimulator();
      const service = await paymentService(backend, sim, { mpesa: { rules: SHORT_RULES } });
      const order = await placeOrder(service);
      await sim.next({ outcome });
      assert.equal((await sendPrompt(service, order)).status, 202);
      const view = await settledView(service, order);
      assert.equal(view.prompt?.state, state);
      assert.equal(view.status, 'awaiting-payment');
      assert.equal(view.receipt, null);
      assert.equal(view.promptsLeft, 2);
      await sim.next({ outcome: 'approve' });
      // The same amount to the same phone: the shop holds it back (409 prompt-cooldown) until its retryAt, when Daraja takes it.
      const again = await sendPromptWhenAllowed(service, order);
      assert.equal(again.status, 202, JSON.stringify(again.body));
      const paid = await eventually(() => paymentView(service, order), (current) => current.status === 'payment-verified');
      assert.deepEqual([paid.status, paid.prompt?.state === 'rule-limited'], ['payment-verified', false], 'Daraja did not refuse it as a repeat');
      assert.equal(paid.promptsLeft, 1);
    });
  }
});
