// Transaction Status, M-Pesa's own word on a receipt, against the simulator's Daraja: its real
// SecurityCredential (encrypted with the simulator's certificate), its asynchronous result.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { mpesaPayments, mpesaStatusChecks, orderEvents } from '../db/schema';
import { officeAction, officeOf } from '../test-support/office-client';
import { CALLBACK_SECRET, eventually, MSISDN, paymentService, paymentView, placeOrder, sendPrompt, simulators } from '../test-support/payment-fixture';
import { onEachEngine } from '../test-support/test-service';
import { startPromptRecovery } from './prompt-recovery';
import { paymentNotifier } from './payment-notifier';

const newSimulator = simulators();

onEachEngine('Transaction Status', (backend) => {
  it("a typed code whose till confirmation was lost is confirmed by M-Pesa's record: paid", async () => {
    const sim = await newSimulator();
    // No C2B URLs: the till's confirmation reaches nobody.
    const service = await paymentService(backend, sim, { registerC2b: false, mpesa: { statusCheckAfterMs: 0 } });
    const { transId } = (await sim.call('POST', '/simulator/till-payments', { phone: MSISDN, amount: 1160 })).body as { transId: string };
    const order = await placeOrder(service, { mpesaTransactionId: transId, paymentStatus: 'paid' });
    const view = await eventually(() => paymentView(service, order), (current) => current.status === 'payment-verified');
    assert.deepEqual([view.status, view.receipt, view.codeUnknown], ['payment-verified', transId, false]);
    const [payment] = await service.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.transId, transId));
    assert.deepEqual([payment?.source, payment?.orderId], ['transaction-status', order.orderId]);
    const [check] = await service.database.db.select().from(mpesaStatusChecks);
    assert.deepEqual([check?.state, check?.reason, check?.amount], ['confirmed', 'typed-code', 1160]);
  });

  it('a typed code M-Pesa does not know: the shopper is told, the order flagged, and a corrected code is asked about again', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { registerC2b: false, mpesa: { statusCheckAfterMs: 0 } });
    const order = await placeOrder(service, { mpesaTransactionId: 'TZZ0000001', paymentStatus: 'paid' });
    const view = await eventually(() => paymentView(service, order), (current) => current.codeUnknown);
    assert.deepEqual([view.status, view.codeUnknown], ['awaiting-confirmation', true]);
    const events = await service.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.orderId));
    assert.ok(events.some((event) => event.event === 'payment flagged: code-unmatched' && event.note === 'M-Pesa has no transaction TZZ0000001'));

    const { transId } = (await sim.call('POST', '/simulator/till-payments', { phone: MSISDN, amount: 1160 })).body as { transId: string };
    const corrected = await service.request('POST', `/api/orders/${order.orderId}/payment-code`, { mpesaTransactionId: transId }, { 'X-Order-Key': order.orderKey });
    assert.equal(corrected.status, 200);
    assert.equal((corrected.body as { codeUnknown: boolean }).codeUnknown, false);
    const paid = await eventually(() => paymentView(service, order), (current) => current.status === 'payment-verified');
    assert.equal(paid.receipt, transId);
  });

  it("a payment matched to no order is asked about too: M-Pesa's word that it is real, before the owner links it", async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { mpesa: { statusCheckAfterMs: 0 } });
    const { transId } = (await sim.call('POST', '/simulator/till-payments', { phone: '254711000555', amount: 300 })).body as { transId: string };
    const check = await eventually(
      async () => (await service.database.db.select().from(mpesaStatusChecks).where(eq(mpesaStatusChecks.transId, transId)))[0],
      (row) => row?.state === 'confirmed',
    );
    assert.deepEqual([check?.reason, check?.state, check?.amount, check?.orderId], ['office', 'confirmed', 300, null]);
    const payments = await service.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.transId, transId));
    assert.deepEqual(payments.map((payment) => [payment.source, payment.orderId]), [['c2b', null]], 'still one payment, still for the owner to link');
  });

  it('a large order waits for M-Pesa to confirm its payment before the office marks it ready', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { recovery: false, mpesa: { verifyAboveKes: 1000 } });
    const order = await placeOrder(service);
    await sim.next({ outcome: 'approve' });
    assert.equal((await sendPrompt(service, order)).status, 202);
    await eventually(() => paymentView(service, order), (current) => current.status === 'payment-verified' && current.receipt !== null);
    const office = await officeOf(service);
    const early = await officeAction(office, order.orderId, 'mark-ready');
    assert.equal(early.status, 409);
    assert.match((early.body as { message: string }).message, /M-Pesa has not yet confirmed this order's payment/);

    const recovery = startPromptRecovery({ database: service.database, daraja: service.daraja!, mpesa: { ...service.mpesa, verifyAboveKes: 1000 }, notifier: paymentNotifier(), log: service.app.log, dbTimeoutMs: 2000 });
    try {
      await eventually(
        async () => (await service.database.db.select().from(mpesaStatusChecks))[0]?.state,
        (state) => state === 'confirmed',
      );
    } finally {
      await recovery.stop();
    }
    assert.equal((await officeAction(office, order.orderId, 'mark-ready')).status, 200);
  });
});

onEachEngine(
  'Transaction Status on two instances',
  (backend) => {
    it("a till confirmation racing M-Pesa's Transaction Status result on another instance: one payment, one status change", async () => {
      const sim = await newSimulator();
      const one = await paymentService(backend, sim, { recovery: false, registerC2b: false });
      const two = await paymentService(backend, sim, { target: one.target, recovery: false, registerC2b: false });
      for (let round = 0; round < 5; round += 1) {
        const transId = `TRC000000${round}`;
        const order = await placeOrder(one, { mpesaTransactionId: transId, paymentStatus: 'paid' });
        const conversationId = `AG_20261202_race${round}`;
        await one.database.db.insert(mpesaStatusChecks).values({ transId, orderId: order.orderId, reason: 'typed-code', state: 'requested', conversationId, originatorConversationId: `race-${round}` });
        const confirmation = { TransactionType: 'Buy Goods', TransID: transId, TransTime: '20261202103015', TransAmount: '1160.00', BusinessShortCode: '3481712', BillRefNumber: '', MSISDN: '2547 ***** 456', FirstName: 'Jane' };
        const result = {
          Result: {
            ResultType: 0,
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            OriginatorConversationID: `race-${round}`,
            ConversationID: conversationId,
            TransactionID: 'TRC0000000',
            ResultParameters: {
              ResultParameter: [
                { Key: 'DebitPartyName', Value: '254722***456 - Jane' },
                { Key: 'TransactionStatus', Value: 'Completed' },
                { Key: 'Amount', Value: 1160 },
                { Key: 'ReceiptNo', Value: transId },
                { Key: 'FinalisedTime', Value: 20261202103015 },
              ],
            },
            ReferenceData: { ReferenceItem: { Key: 'Occasion' } },
          },
        };
        const [confirmed, statused] = await Promise.all([
          one.request('POST', `/api/payments/callbacks/${CALLBACK_SECRET}/c2b/confirmation`, confirmation),
          two.request('POST', `/api/payments/callbacks/${CALLBACK_SECRET}/transaction-status/result`, result),
        ]);
        assert.deepEqual([confirmed.status, statused.status], [200, 200]);
        const payments = await one.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.transId, transId));
        assert.equal(payments.length, 1, 'one payment');
        const verified = (await one.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.orderId))).filter((event) => event.event === 'payment verified');
        assert.equal(verified.length, 1, 'one status change');
      }
    });
  },
  'postgres',
);
