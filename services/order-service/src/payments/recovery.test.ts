// Recovery across restarts and instances: the prompts live in the database, so a new instance
// carries on where the old one stopped; two instances racing a callback against STK Query leave
// one payment and one status change.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { mpesaPayments, mpesaPrompts, orderEvents } from '../db/schema';
import { onEachEngine } from '../test-support/test-service';
import { storedOrders } from '../test-support/office-client';
import { CALLBACK_SECRET, eventually, paymentService, paymentView, placeOrder, sendPrompt, simulators } from '../test-support/payment-fixture';
import { settlePrompt } from './prompt-settlement';

const newSimulator = simulators();

onEachEngine('prompt recovery', (backend) => {
  it('a service restarted between the prompt and its callback recovers the payment by query', async () => {
    const sim = await newSimulator();
    await sim.call('POST', '/simulator/settings', { c2bForPrompts: false });
    const first = await paymentService(backend, sim, { recovery: false });
    const order = await placeOrder(first);
    await sim.next({ outcome: 'approve', callback: 'late', lateMs: 1000 });
    assert.equal((await sendPrompt(first, order)).status, 202);
    await first.close();
    // The callback goes to the old address, and is lost; the new instance asks.
    const second = await paymentService(backend, sim, { target: first.target, registerC2b: false });
    const view = await eventually(() => paymentView(second, order), (current) => current.status === 'payment-verified', 15_000);
    assert.equal(view.status, 'payment-verified');
    assert.equal(view.prompt?.state, 'paid');
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
    it('a callback racing an STK Query on another instance: one payment, one status change', async () => {
      const sim = await newSimulator();
      await sim.call('POST', '/simulator/settings', { c2bForPrompts: false });
      const one = await paymentService(backend, sim, { recovery: false });
      const two = await paymentService(backend, sim, { target: one.target, recovery: false, registerC2b: false });
      for (let round = 0; round < 5; round += 1) {
        // A phone of its own each round: one still busy with the last prompt would refuse.
        const order = await placeOrder(one, { phoneNumber: `+25472212340${round}` });
        await sim.next({ outcome: 'approve', callback: 'lost' }, `25472212340${round}`);
        assert.equal((await sendPrompt(one, order)).status, 202);
        const [prompt] = await one.database.db.select().from(mpesaPrompts).where(eq(mpesaPrompts.orderId, order.orderId));
        const ids = { checkoutRequestId: prompt!.checkoutRequestId!, merchantRequestId: prompt!.merchantRequestId! };
        const callback = {
          Body: {
            stkCallback: {
              MerchantRequestID: ids.merchantRequestId,
              CheckoutRequestID: ids.checkoutRequestId,
              ResultCode: 0,
              ResultDesc: 'The service request is processed successfully.',
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: 1160 },
                  { Name: 'MpesaReceiptNumber', Value: `RACE00000${round}` },
                  { Name: 'TransactionDate', Value: 20261126100000 },
                  { Name: 'PhoneNumber', Value: 254722123456 },
                ],
              },
            },
          },
        };
        // Instance one takes the callback while instance two settles the same prompt from its query.
        const [answer] = await Promise.all([
          one.request('POST', `/api/payments/callbacks/${CALLBACK_SECRET}/stk`, callback),
          two.database.transaction(2000, (tx) => settlePrompt(tx, { source: 'stk-query', ...ids, resultCode: 0, resultDesc: 'ok', payment: null })),
        ]);
        assert.equal(answer.status, 200);
        const payments = await one.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, order.orderId));
        assert.equal(payments.length, 1, 'one payment');
        assert.equal(payments[0]!.transId, `RACE00000${round}`, 'with the receipt, whichever came first');
        const verified = (await one.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.orderId))).filter((event) => event.event === 'payment verified');
        assert.equal(verified.length, 1, 'one status change');
      }
    });
  },
  'postgres',
);
