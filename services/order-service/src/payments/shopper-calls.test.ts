// The shopper's payment calls' rules: the order key, never two prompts in flight, the limit,
// cash on delivery instead, prompts off without Daraja, and the long poll.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { onEachEngine } from '../test-support/test-service';
import { eventually, keyed, paymentService, paymentView, placeOrder, sendPrompt, sendPromptWhenAllowed, simulators } from '../test-support/payment-fixture';
import type { PaymentView } from './payment-view';

const newSimulator = simulators();
const codeOf = (body: unknown) => (body as { code?: string }).code;
/** Daraja's windows, short enough for a test, on both sides (as reconciliation.test.ts). */
const SHORT_RULES = { samePromptCooldownMs: 1500, subscriberLockMs: 500 };

onEachEngine("the shopper's payment calls", (backend) => {
  it('need the order key: a wrong or missing key is the 404 of an unknown order', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service);
    const again = await placeOrder(service, { orderId: order.orderId });
    assert.equal(again.orderKey, order.orderKey, 'a repeat gets the same key');
    for (const headers of [{}, { 'X-Order-Key': 'x'.repeat(43) }, { 'X-Order-Key': order.orderKey.slice(1) }] as Record<string, string>[]) {
      assert.equal((await service.request('GET', `/api/orders/${order.orderId}/payment`, undefined, headers)).status, 404);
      assert.equal((await service.request('POST', `/api/orders/${order.orderId}/prompts`, {}, headers)).status, 404);
      assert.equal((await service.request('POST', `/api/orders/${order.orderId}/cash-on-delivery`, {}, headers)).status, 404);
    }
    const view = await paymentView(service, order);
    assert.deepEqual(
      { ...view, version: typeof view.version },
      {
        orderId: order.orderId,
        status: 'awaiting-payment',
        paymentMethod: 'mpesa',
        total: 1160,
        prompt: null,
        promptsLeft: 3,
        promptsAvailable: true,
        receipt: null,
        paidAt: null,
        paid: 0,
        leftToPay: null,
        nextPromptAt: null,
        codeUnknown: false,
        version: 'string',
      },
    );
  });

  it('never puts two prompts in flight, and stops at MPESA_MAX_PROMPTS', async () => {
    const sim = await newSimulator({ duplicateWindowMs: SHORT_RULES.samePromptCooldownMs, subscriberLockMs: SHORT_RULES.subscriberLockMs });
    const service = await paymentService(backend, sim, { mpesa: { maxPrompts: 2, rules: SHORT_RULES } });
    const order = await placeOrder(service);
    // Both at once: one reaches the phone, the other is refused.
    const [first, second] = await Promise.all([sendPrompt(service, order), sendPrompt(service, order)]);
    assert.deepEqual([first.status, second.status].sort(), [202, 409]);
    assert.equal(codeOf(first.status === 409 ? first.body : second.body), 'prompt-in-flight');
    const [prompt] = ((await sim.call('GET', '/simulator/prompts')).body as { prompts: { checkoutRequestId: string }[] }).prompts;
    await sim.call('POST', `/simulator/prompts/${prompt!.checkoutRequestId}/cancel`);
    await eventually(() => paymentView(service, order), (view) => view.prompt?.state === 'cancelled');
    await sim.next({ outcome: 'cancel' });
    // The same amount to the same phone: sent again once Daraja's window has passed (the 409 prompt-cooldown's retryAt).
    assert.equal((await sendPromptWhenAllowed(service, order)).status, 202);
    await eventually(() => paymentView(service, order), (view) => view.prompt?.state === 'cancelled');
    const limited = await sendPrompt(service, order);
    assert.deepEqual([limited.status, codeOf(limited.body)], [409, 'prompt-limit']);
    assert.equal((await paymentView(service, order)).promptsLeft, 0);
  });

  it('long polls: answers when the view changes, or when the wait is over', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service);
    const before = await paymentView(service, order);
    let startedAt = Date.now();
    const unchanged = await paymentView(service, order, `?seen=${before.version}&wait=1`);
    assert.ok(Date.now() - startedAt >= 900, 'waited');
    assert.equal(unchanged.version, before.version);
    await sim.next({ outcome: 'approve' });
    startedAt = Date.now();
    const polled = paymentView(service, order, `?seen=${before.version}&wait=10`);
    assert.equal((await sendPrompt(service, order)).status, 202);
    const changed: PaymentView = await polled;
    assert.notEqual(changed.version, before.version);
    assert.ok(Date.now() - startedAt < 5000);
    assert.equal((await service.request('GET', `/api/orders/${order.orderId}/payment?wait=11`, undefined, keyed(order))).status, 400);
  });

  it('cash on delivery instead, where it is offered; not while a prompt is on the phone', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const diani = await placeOrder(service);
    const refused = await service.request('POST', `/api/orders/${diani.orderId}/cash-on-delivery`, {}, keyed(diani));
    assert.deepEqual([refused.status, codeOf(refused.body)], [409, 'cod-not-offered']);
    const nairobi = await placeOrder(service, { county: 'Nairobi', pickupStation: { id: 'nairobi-cbd-kenyatta-avenue', name: 'Nairobi CBD - Kenyatta Avenue', fee: 240 }, shipping: 240, orderAmount: 740 });
    await sim.next({ outcome: 'timeout', callback: 'lost' });
    assert.equal((await sendPrompt(service, nairobi)).status, 202);
    const inFlight = await service.request('POST', `/api/orders/${nairobi.orderId}/cash-on-delivery`, {}, keyed(nairobi));
    assert.deepEqual([inFlight.status, codeOf(inFlight.body)], [409, 'prompt-in-flight']);
    // The simulator's time-out is Daraja's 1037: the phone could not be reached.
    const ended = await eventually(() => paymentView(service, nairobi), (view) => view.prompt?.state === 'unreachable');
    assert.equal(ended.prompt?.state, 'unreachable');
    const switched = await service.request('POST', `/api/orders/${nairobi.orderId}/cash-on-delivery`, {}, keyed(nairobi));
    assert.deepEqual([switched.status, (switched.body as PaymentView).status, (switched.body as PaymentView).paymentMethod], [200, 'placed', 'cod']);
    const noPrompt = await sendPrompt(service, nairobi);
    assert.deepEqual([noPrompt.status, codeOf(noPrompt.body)], [409, 'not-awaiting-payment']);
  });

  it('without Daraja, prompts are off (404 prompts-off) and the view says so', async () => {
    const service = await backend.start();
    const order = await placeOrder(service);
    const answer = await sendPrompt(service, order);
    assert.deepEqual([answer.status, codeOf(answer.body)], [404, 'prompts-off']);
    assert.equal((await paymentView(service, order)).promptsAvailable, false);
  });
});
