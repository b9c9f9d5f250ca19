// Evidence first (docs/payments.md): every body Daraja posts is kept raw before it is read,
// answered "Accepted" whenever it carries an identifier, and read tolerantly. The payloads are
// shaped as Daraja's documentation and its users' reports show them, not as our code writes them.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { mpesaEvidence, mpesaPayments } from '../db/schema';
import { signInOffice } from '../test-support/office-client';
import { nextTransactionId } from '../test-support/order-fixture';
import { CALLBACK_SECRET, eventually, keyed, paymentService, paymentView, placeOrder, simulators } from '../test-support/payment-fixture';
import { onEachEngine } from '../test-support/test-service';

const newSimulator = simulators();
const confirmationPath = `/api/payments/callbacks/${CALLBACK_SECRET}/c2b/confirmation`;
const validationPath = `/api/payments/callbacks/${CALLBACK_SECRET}/c2b/validation`;
const stkPath = `/api/payments/callbacks/${CALLBACK_SECRET}/stk`;
const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };

/** A Buy Goods confirmation as real tills send it: nulls for absent names, numbers for amounts, the payer hashed. */
const realConfirmation = (transId: string, amount: number) => ({
  TransactionType: 'Buy Goods',
  TransID: transId,
  TransTime: '20261202103015',
  TransAmount: amount,
  BusinessShortCode: 3481712,
  BillRefNumber: null,
  InvoiceNumber: null,
  OrgAccountBalance: 49197.0,
  ThirdPartyTransID: null,
  MSISDN: '8e2b7e2b0ae2cf4e0d1e0fb3a8c8d2e4c9f1d0b3a6e5c4b3a2f1e0d9c8b7a6f5',
  FirstName: null,
  MiddleName: null,
  LastName: null,
});

onEachEngine('M-Pesa evidence first', (backend) => {
  it('a confirmation with nulls, numbers and a hashed payer is kept, accepted, and pays the order whose code it is', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { registerC2b: false });
    const code = nextTransactionId();
    const order = await placeOrder(service, { mpesaTransactionId: code, paymentStatus: 'paid' });
    const validation = await service.request('POST', validationPath, realConfirmation(code, 1160));
    assert.deepEqual([validation.status, validation.body], [200, ACCEPTED]);
    const confirmation = await service.request('POST', confirmationPath, realConfirmation(code, 1160));
    assert.deepEqual([confirmation.status, confirmation.body], [200, ACCEPTED]);
    const view = await paymentView(service, order);
    assert.deepEqual([view.status, view.receipt, view.paid], ['payment-verified', code, 1160]);
    const journal = await service.database.db.select().from(mpesaEvidence).orderBy(mpesaEvidence.id);
    assert.deepEqual(
      journal.map((row) => [row.kind, row.reference, row.amount, row.state]),
      [
        ['c2b-validation', code, 1160, 'handled'],
        ['c2b-confirmation', code, 1160, 'handled'],
      ],
    );
    assert.equal(journal[1]!.body, JSON.stringify(realConfirmation(code, 1160)), 'kept exactly as it came');
  });

  it('a TransID that is not 10 characters, "<" in the account and a string amount are money all the same: kept unmatched for the office', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { registerC2b: false });
    const answer = await service.request('POST', confirmationPath, { ...realConfirmation('QK12AB34CD56', 0), TransAmount: '2,740.00', BillRefNumber: '<b>me</b>', BusinessShortCode: '5877276' });
    assert.deepEqual([answer.status, answer.body], [200, ACCEPTED]);
    const [payment] = await service.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.transId, 'QK12AB34CD56'));
    assert.deepEqual([payment?.amount, payment?.orderId, payment?.billRefNumber], [2740, null, '<b>me</b>']);
    const office = await signInOffice(service, 'staff');
    const unmatched = (await office.get('/api/office/payments/unmatched')).body as { payments: { receipt: string }[] };
    assert.deepEqual(unmatched.payments.map((listed) => listed.receipt), ['QK12AB34CD56']);
  });

  it('a body we cannot use is accepted when it names a payment, kept, and listed as a payment we could not read, without its personal data', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { registerC2b: false });
    const unusable = await service.request('POST', confirmationPath, { TransID: 'RKTQDM7W6S', TransAmount: 'ten shillings', MSISDN: '254708374149', FirstName: 'John' });
    assert.deepEqual([unusable.status, unusable.body], [200, ACCEPTED]);
    const nameless = await service.request('POST', confirmationPath, 'not json at all');
    assert.equal(nameless.status, 400, 'nothing in it names a payment');
    const office = await signInOffice(service, 'staff');
    const listed = (await office.get('/api/office/payments/unreadable')).body as { evidence: Record<string, unknown>[] };
    assert.deepEqual(
      listed.evidence.map((row) => [row.kind, row.reference, row.problem]),
      [
        ['c2b-confirmation', null, 'body: not JSON'],
        ['c2b-confirmation', 'RKTQDM7W6S', 'TransAmount: must be an amount above 0'],
      ],
    );
    assert.equal(JSON.stringify(listed).includes('254708374149'), false, 'the payer is not shown');
    assert.equal(JSON.stringify(listed).includes('John'), false);
    assert.equal(service.logs().includes('254708374149') || service.logs().includes('John'), false, 'nor logged');
  });

  it('a body whose handling did not finish (the instance died) is handled again by the recovery job', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { registerC2b: false });
    const code = nextTransactionId();
    const order = await placeOrder(service, { mpesaTransactionId: code, paymentStatus: 'paid' });
    // Kept, then the instance died before handling it.
    const [kept] = await service.database.db
      .insert(mpesaEvidence)
      .values({ kind: 'c2b-confirmation', body: JSON.stringify(realConfirmation(code, 1160)), reference: code, amount: 1160, receivedAt: new Date(Date.now() - 60_000) })
      .returning();
    await service.recovery!.runOnce();
    const view = await eventually(() => paymentView(service, order), (current) => current.status === 'payment-verified');
    assert.equal(view.receipt, code);
    const row = await eventually(
      async () => (await service.database.db.select().from(mpesaEvidence).where(eq(mpesaEvidence.id, kept!.id)))[0],
      (current) => current?.state !== 'received',
    );
    assert.deepEqual([row?.state, row?.attempts], ['handled', 1]);
  });

  it('result codes come as numbers or strings, "SFC_IC0003" included: each prompt ends with its own state', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { registerC2b: false, recovery: false });
    const states: string[] = [];
    for (const [phone, code] of [
      ['+254722100101', '1032'],
      ['+254722100102', 'SFC_IC0003'],
      ['+254722100103', 17],
      ['+254722100104', '1037'],
    ] as const) {
      const order = await placeOrder(service, { phoneNumber: phone });
      const sent = await service.request('POST', `/api/orders/${order.orderId}/prompts`, {}, keyed(order));
      assert.equal(sent.status, 202);
      const [prompt] = await sim.call('GET', `/simulator/prompts?phone=${phone.slice(1)}`).then((answer) => (answer.body as { prompts: { checkoutRequestId: string; merchantRequestId: string }[] }).prompts);
      const body = { Body: { stkCallback: { MerchantRequestID: prompt!.merchantRequestId, CheckoutRequestID: prompt!.checkoutRequestId, ResultCode: code, ResultDesc: 'as Daraja says' } } };
      const answer = await service.request('POST', stkPath, body);
      assert.deepEqual([answer.status, answer.body], [200, ACCEPTED]);
      states.push((await paymentView(service, order)).prompt?.state ?? 'none');
    }
    assert.deepEqual(states, ['cancelled', 'not-permitted', 'rule-limited', 'unreachable']);
  });
});
