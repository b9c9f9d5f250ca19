// Recovery across restarts and instances: the prompts live in the database, so a new instance
// carries on where the old one stopped; two instances racing a callback and the till's
// confirmation against STK Query leave one payment, one status change and no flag. The till's
// confirmation is on throughout, as a real till sends it.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { mpesaPayments, mpesaPrompts, orderEvents, orders } from '../db/schema';
import { onEachEngine } from '../test-support/test-service';
import { storedOrders } from '../test-support/office-client';
import { eventually, paymentService, paymentView, placeOrder, sendPrompt, simulators } from '../test-support/payment-fixture';
import { settlePrompt } from './prompt-settlement';

const newSimulator = simulators();

onEachEngine('prompt recovery', (backend) => {
  it('a service restarted between the prompt and its callback recovers the payment by query: one payment, no flag', async () => {
    const sim = await newSimulator();
    const first = await paymentService(backend, sim, { recovery: false });
    const order = await placeOrder(first);
    // The shopper pays a second after the push, while the instance is stopped.
    await sim.next({ outcome: 'approve', answerAfterMs: 1000 });
    assert.equal((await sendPrompt(first, order)).status, 202);
    await first.close();
    // The callback and the till's confirmation go to the old address, and are lost (Daraja does not send them again); the new instance asks.
    const second = await paymentService(backend, sim, { target: first.target, registerC2b: false });
    const view = await eventually(() => paymentView(second, order), (current) => current.status === 'payment-verified', 15_000);
    assert.equal(view.status, 'payment-verified');
    assert.equal(view.prompt?.state, 'paid');
    const sent = await sim.callbacks();
    assert.deepEqual(
      sent.filter((callback) => callback.kind === 'c2b-confirmation' || callback.kind === 'stk').map((callback) => [callback.kind, callback.status]),
      [
        ['c2b-confirmation', null],
        ['stk', null],
      ],
      "the till's confirmation was sent, and lost with the callback",
    );
    const payments = await second.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, order.orderId));
    const [stored] = await second.database.db.select().from(orders).where(eq(orders.orderId, order.orderId));
    assert.deepEqual([payments.length, stored!.paymentFlag], [1, null], 'one payment, no flag');
  });

  it('gives up on a prompt nobody answers: unresolved, and the order flagged', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { mpesa: { promptGiveUpMinutes: 0.03 } });
    const order = await placeOrder(service);
    // The phone never answers: no script, and the simulator's own timeout is a minute away.
    assert.equal((await sendPrompt(service, order)).status, 202);
    const view = await eventually(() => paymentView(service, order), (current) => current.prompt?.state === 'unresolved', 15_000);
    assert.equal(view.prompt?.state, 'unresolved');
    const flagged = await storedOrders(service, 'tab=flagged');
    assert.equal(flagged.orders[0]?.payment.flag, 'prompt-unresolved');
  });
});

onEachEngine(
  'two instances on one database',
  (backend) => {
    it("a prompt's callback and the till's confirmation on one instance racing an STK Query on another: one payment, one status change, no flag", async () => {
      const sim = await newSimulator();
      const one = await paymentService(backend, sim, { recovery: false });
      const two = await paymentService(backend, sim, { target: one.target, recovery: false, registerC2b: false });
      for (let round = 0; round < 5; round += 1) {
        // A phone of its own each round: one still busy with the last prompt would refuse.
        const order = await placeOrder(one, { phoneNumber: `+25472212340${round}` });
        // No script: the prompt waits on the phone until the shopper approves it below.
        assert.equal((await sendPrompt(one, order)).status, 202);
        const [prompt] = await one.database.db.select().from(mpesaPrompts).where(eq(mpesaPrompts.orderId, order.orderId));
        const ids = { checkoutRequestId: prompt!.checkoutRequestId!, merchantRequestId: prompt!.merchantRequestId! };
        // The shopper pays: Daraja sends the prompt's callback and the till's confirmation (Buy Goods:
        // no account, the payer masked or hashed) to instance one, while instance two settles the
        // same prompt from its query, which confirms without a receipt.
        const [approved] = await Promise.all([
          sim.call('POST', `/simulator/prompts/${ids.checkoutRequestId}/approve`, { pin: '1234' }),
          two.database.transaction(2000, (tx) => settlePrompt(tx, { source: 'stk-query', ...ids, resultCode: '0', resultDesc: 'ok', payment: null })),
        ]);
        assert.equal(approved.status, 200);
        const receipt = (approved.body as { receipt: string }).receipt;
        const delivered = (await sim.callbacks()).filter((callback) => JSON.stringify(callback.body).includes(receipt));
        assert.deepEqual(delivered.map((callback) => [callback.kind, callback.status]).sort(), [['c2b-confirmation', 200], ['stk', 200]], 'both reached instance one');
        const payments = await one.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, order.orderId));
        assert.equal(payments.length, 1, 'one payment');
        assert.deepEqual([payments[0]!.transId, payments[0]!.checkoutRequestId], [receipt, ids.checkoutRequestId], 'with the receipt and its prompt, whichever came first');
        const verified = (await one.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.orderId))).filter((event) => event.event === 'payment verified');
        assert.equal(verified.length, 1, 'one status change');
        const [stored] = await one.database.db.select().from(orders).where(eq(orders.orderId, order.orderId));
        assert.deepEqual([stored!.status, stored!.paymentFlag], ['payment-verified', null], 'no false paid-twice');
      }
    });
  },
  'postgres',
);
