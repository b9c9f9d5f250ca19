// Daraja's callbacks as they really arrive: lost, sent three times, late, with another amount,
// and forged. Each changes exactly what it should and nothing else.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { mpesaEvidence, mpesaPayments, mpesaPrompts, orderEvents, orders } from '../db/schema';
import { onEachEngine, type TestService } from '../test-support/test-service';
import { storedOrders } from '../test-support/office-client';
import { CALLBACK_SECRET, eventually, paymentService, paymentView, placeOrder, sendPrompt, simulators, type PlacedOrder } from '../test-support/payment-fixture';

const newSimulator = simulators();
const stkPath = `/api/payments/callbacks/${CALLBACK_SECRET}/stk`;
const confirmationPath = `/api/payments/callbacks/${CALLBACK_SECRET}/c2b/confirmation`;

async function evidence(service: TestService, orderId: string) {
  const { db } = service.database;
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  return {
    status: order!.status,
    flag: order!.paymentFlag,
    payments: await db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, orderId)),
    verified: (await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter((event) => event.event === 'payment verified').length,
  };
}

const paid = (service: TestService, order: PlacedOrder) => eventually(() => paymentView(service, order), (view) => view.status === 'payment-verified');

function stkBody(ids: { merchantRequestId: string; checkoutRequestId: string }, resultCode: number, amount = 1160) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: ids.merchantRequestId,
        CheckoutRequestID: ids.checkoutRequestId,
        ResultCode: resultCode,
        ResultDesc: resultCode === 0 ? 'The service request is processed successfully.' : 'Request cancelled by user',
        ...(resultCode === 0
          ? {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: amount },
                  { Name: 'MpesaReceiptNumber', Value: 'FRG0000001' },
                  { Name: 'TransactionDate', Value: 20261126100000 },
                  { Name: 'PhoneNumber', Value: 254722123456 },
                ],
              },
            }
          : {}),
      },
    },
  };
}

const c2bBody = (overrides: Record<string, string>) => ({
  TransactionType: 'Buy Goods',
  TransID: 'FRG0000002',
  TransTime: '20261126100000',
  TransAmount: '1160.00',
  BusinessShortCode: '5877276',
  BillRefNumber: '',
  MSISDN: '254722123456',
  FirstName: 'Wanjiku',
  ...overrides,
});

onEachEngine('Daraja callbacks', (backend) => {
  it("a lost callback is recovered by STK Query, the till's confirmation on: the prompt paid, one payment with the till's receipt, no flag", async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service);
    await sim.next({ outcome: 'approve', callback: 'lost' });
    assert.equal((await sendPrompt(service, order)).status, 202);
    // The till's confirmation (no account: Buy Goods) pays the order; only the query can tell the prompt's end.
    const view = await eventually(() => paymentView(service, order), (current) => current.status === 'payment-verified' && current.prompt?.state === 'paid');
    assert.deepEqual([view.status, view.prompt?.state, view.paid], ['payment-verified', 'paid', 1160]);
    const stored = await evidence(service, order.orderId);
    assert.deepEqual([stored.payments.length, stored.flag, stored.verified], [1, null, 1], 'one payment, no false paid-twice, one status change');
    assert.equal(view.receipt, stored.payments[0]!.transId, "the receipt is the till's");
    assert.match(view.receipt ?? '', /^[A-Z0-9]{10}$/);
    const [prompt] = await service.database.db.select().from(mpesaPrompts).where(eq(mpesaPrompts.orderId, order.orderId));
    assert.equal(stored.payments[0]!.checkoutRequestId, prompt!.checkoutRequestId, 'the query tied the payment to its prompt');
  });

  it('a callback sent three times makes one payment, one status change and one history event', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service);
    await sim.next({ outcome: 'approve', callback: 'thrice' });
    assert.equal((await sendPrompt(service, order)).status, 202);
    await paid(service, order);
    await eventually(sim.callbacks, (sent) => sent.filter((callback) => callback.url.endsWith('/stk')).length >= 3);
    // And replayed once more by hand, after the fact.
    const callbacks = await sim.callbacks();
    const index = callbacks.findIndex((callback) => callback.url.endsWith('/stk'));
    assert.equal((await sim.call('POST', `/simulator/callbacks/${index}/resend`)).status, 200);
    const stored = await evidence(service, order.orderId);
    assert.deepEqual([stored.status, stored.payments.length, stored.verified], ['payment-verified', 1, 1]);
  });

  it('a callback 3 s late finds its prompt settled by the query: it only brings the receipt', async () => {
    const sim = await newSimulator();
    // The till's confirmation is off here, and only here: it would bring the receipt at once, and
    // this is the case where it never comes (lost, or the C2B URLs not registered), so the query
    // pays without a receipt and the late callback alone brings it, into the same row.
    await sim.call('POST', '/simulator/settings', { c2bForPrompts: false });
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service);
    await sim.next({ outcome: 'approve', callback: 'late', lateMs: 3000 });
    assert.equal((await sendPrompt(service, order)).status, 202);
    const queried = await paid(service, order);
    assert.equal(queried.receipt, null, 'settled by the query first');
    const withReceipt = await eventually(() => paymentView(service, order), (view) => view.receipt !== null);
    assert.match(withReceipt.receipt ?? '', /^[A-Z0-9]{10}$/);
    const stored = await evidence(service, order.orderId);
    assert.deepEqual([stored.payments.length, stored.payments[0]!.transId, stored.verified], [1, withReceipt.receipt, 1]);
  });

  it('another amount paid flags the order underpaid and leaves it unpaid', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service);
    await sim.next({ outcome: 'approve', paidAmount: 500 });
    assert.equal((await sendPrompt(service, order)).status, 202);
    const stored = await eventually(() => evidence(service, order.orderId), (current) => current.flag !== null);
    assert.deepEqual([stored.status, stored.flag, stored.payments.length, stored.payments[0]!.amount], ['awaiting-payment', 'underpaid', 1, 500]);
    const flagged = await storedOrders(service, 'tab=flagged');
    assert.deepEqual(
      flagged.orders.map((listed) => [listed.orderId, listed.payment.flag, listed.payment.payments[0]?.amount]),
      [[order.orderId, 'underpaid', 500]],
    );
  });

  it('forged callbacks change no order: unknown prompt (its money kept unmatched), wrong MerchantRequestID, wrong path, bad shape, another short code', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { recovery: false });
    const order = await placeOrder(service);
    // The phone does not answer (the simulator's own timeout is a minute away): the prompt stays on it, nothing real is paid.
    assert.equal((await sendPrompt(service, order)).status, 202);
    const [prompt] = await service.database.db.select().from(mpesaPrompts).where(eq(mpesaPrompts.orderId, order.orderId));
    const ids = { merchantRequestId: prompt!.merchantRequestId!, checkoutRequestId: prompt!.checkoutRequestId! };

    const unknown = await service.request('POST', stkPath, stkBody({ merchantRequestId: '1-2-3', checkoutRequestId: 'ws_CO_000000000000' }, 0));
    assert.deepEqual([unknown.status, unknown.body], [200, { ResultCode: 0, ResultDesc: 'Accepted' }]);
    assert.equal((await service.request('POST', stkPath, stkBody({ ...ids, merchantRequestId: '9-9-9' }, 0))).status, 200);
    assert.equal((await service.request('POST', `/api/payments/callbacks/not-the-secret-0123456789/stk`, stkBody(ids, 0))).status, 404);
    // Unreadable but carrying an identifier: kept, and answered as Daraja needs (it never sends a body again).
    assert.equal((await service.request('POST', stkPath, { Body: { stkCallback: { ...stkBody(ids, 0).Body.stkCallback, ResultCode: 'zero' } } })).status, 200);
    assert.equal((await service.request('POST', stkPath, stkBody(ids, 0, 1160).Body)).status, 400);
    const otherShop = await service.request('POST', confirmationPath, c2bBody({ BusinessShortCode: '1234567', BillRefNumber: order.orderId }));
    assert.equal(otherShop.status, 200);

    const stored = await evidence(service, order.orderId);
    assert.deepEqual([stored.status, stored.flag, stored.payments.length], ['awaiting-payment', null, 0]);
    // A success for a prompt we cannot place is money in the till all the same: kept, matched to nothing.
    const kept = await service.database.db.select().from(mpesaPayments);
    assert.deepEqual(kept.map((payment) => [payment.transId, payment.orderId]), [['FRG0000001', null]]);
    // Every body is in the journal, as it came; the one that names nothing was answered 400 all the same.
    const journal = await service.database.db.select().from(mpesaEvidence).orderBy(mpesaEvidence.id);
    assert.deepEqual(
      journal.map((row) => [row.kind, row.state]),
      [
        ['stk-result', 'handled'],
        ['stk-result', 'ignored'],
        ['stk-result', 'unreadable'],
        ['stk-result', 'unreadable'],
        ['c2b-confirmation', 'ignored'],
      ],
    );
    const [still] = await service.database.db.select().from(mpesaPrompts).where(eq(mpesaPrompts.orderId, order.orderId));
    assert.equal(still!.state, 'sent');
    // The request log never shows the secret path.
    await delay(50);
    assert.equal(service.logs().includes(CALLBACK_SECRET), false);
  });

  it('MPESA_CALLBACK_ALLOW refuses callbacks from elsewhere with 403', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { mpesa: { callbackAllow: ['196.201.214.0/24'] }, registerC2b: false });
    const answer = await service.request('POST', confirmationPath, c2bBody({}));
    assert.equal(answer.status, 403);
    assert.equal((await service.database.db.select().from(mpesaPayments)).length, 0);
  });
});
