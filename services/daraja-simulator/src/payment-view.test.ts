import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Harness, PHONE, SHORT_CODE, TILL, WITHOUT_LIMITS, startHarness } from './test-support';

let h: Harness;
before(async () => {
  h = await startHarness(WITHOUT_LIMITS);
  await h.registerC2b();
});
after(() => h.close());

test('GET /simulator/payments/:transId: a till payment by hand, as the simulator knows it', async () => {
  const paid = await h.control('/simulator/till-payments', { phone: '0712345678', amount: 2740 });
  const view = await h.control(`/simulator/payments/${paid.body.transId as string}`);
  assert.equal(view.status, 200);
  const { transTime, at, ...rest } = view.body;
  assert.match(transTime as string, /^20\d{12}$/);
  assert.ok(Math.abs(Date.parse(at as string) - Date.now()) < 5000);
  assert.deepEqual(rest, {
    transId: paid.body.transId,
    source: 'till',
    kind: 'buy-goods',
    accepted: true,
    amount: 2740,
    phone: PHONE,
    businessShortCode: TILL,
    billRefNumber: '',
    checkoutRequestId: null,
    sequence: 0,
  });
});

test('a prompt\'s payment names its prompt; a Pay Bill one its account; a refused one is not accepted; an unknown one is a 404', async () => {
  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'approve', paidAmount: 2000 });
  const pushed = await h.push();
  await h.receiver.waitFor('/stk');
  const [prompt] = (await h.control('/simulator/prompts')).body.prompts as { receipt: string }[];
  const fromPrompt = (await h.control(`/simulator/payments/${prompt!.receipt}`)).body;
  assert.equal(fromPrompt.source, 'prompt');
  assert.equal(fromPrompt.checkoutRequestId, pushed.body.CheckoutRequestID);
  assert.equal(fromPrompt.amount, 2000, 'what was paid');

  const payBill = await h.control('/simulator/till-payments', { phone: PHONE, amount: 50, payBill: true, account: 'ACC-1' });
  const payBillView = (await h.control(`/simulator/payments/${payBill.body.transId as string}`)).body;
  assert.deepEqual([payBillView.kind, payBillView.businessShortCode, payBillView.billRefNumber], ['pay-bill', SHORT_CODE, 'ACC-1']);

  h.receiver.answer('/c2b/validation', 200, { ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
  const refused = await h.control('/simulator/till-payments', { phone: PHONE, amount: 70 });
  assert.equal((await h.control(`/simulator/payments/${refused.body.transId as string}`)).body.accepted, false);
  assert.equal((await h.control('/simulator/payments/QWERTY1234')).status, 404);
});
