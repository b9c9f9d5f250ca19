import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { type Harness, PHONE, SHORT_CODE, pause, startHarness } from './test-support';

let h: Harness;
before(async () => (h = await startHarness()));
afterEach(async () => {
  await h.control('/simulator/reset', {});
  h.receiver.received.length = 0;
  h.receiver.answer('/c2b/validation', 200, { ResultCode: 0, ResultDesc: 'Accepted' });
});
after(() => h.close());

test('registering the C2B URLs answers Daraja\'s Success (with its OriginatorCoversationID spelling)', async () => {
  const answer = await h.registerC2b();
  assert.equal(answer.status, 200);
  assert.deepEqual(Object.keys(answer.body), ['OriginatorCoversationID', 'ResponseCode', 'ResponseDescription']);
  assert.equal(answer.body.ResponseCode, '0');
  assert.equal(answer.body.ResponseDescription, 'Success');
});

test('URLs with a word Daraja forbids, another short code or response type are refused', async () => {
  for (const word of ['mpesa', 'M-Pesa', 'SAFARICOM', 'exec', 'exe', 'cmd', 'sql', 'Query']) {
    const answer = await h.registerC2b({ ConfirmationURL: `${h.receiver.url}/${word}/confirmation` });
    assert.equal(answer.status, 400, word);
    assert.equal(answer.body.errorMessage, 'Bad Request - Invalid ConfirmationURL');
    assert.equal((await h.registerC2b({ ValidationURL: `${h.receiver.url}/v?x=${word}` })).body.errorMessage, 'Bad Request - Invalid ValidationURL');
  }
  assert.equal((await h.registerC2b({ ShortCode: '600000' })).body.errorMessage, 'Bad Request - Invalid ShortCode');
  assert.equal((await h.registerC2b({ ResponseType: 'Whatever' })).body.errorMessage, 'Bad Request - Invalid ResponseType');
});

test('a till payment by hand: validation, then confirmation, in C2B v2\'s shape with the number masked', async () => {
  await h.registerC2b();
  const paid = await h.control('/simulator/till-payments', { phone: '0712345126', amount: 2740, account: 'ORDER1764201600000123' });
  assert.equal(paid.status, 200);
  assert.equal(paid.body.accepted, true);
  const transId = paid.body.transId as string;
  assert.match(transId, /^[A-Z0-9]{10}$/);
  const [validation] = h.receiver.at('/c2b/validation');
  const [confirmation] = h.receiver.at('/c2b/confirmation');
  assert.ok(h.receiver.received.indexOf(validation!) < h.receiver.received.indexOf(confirmation!), 'validation first');
  const expected = {
    TransactionType: 'Buy Goods',
    TransID: transId,
    TransTime: (confirmation!.body as { TransTime: string }).TransTime,
    TransAmount: '2740.00',
    BusinessShortCode: SHORT_CODE,
    BillRefNumber: 'ORDER1764201600000123',
    InvoiceNumber: '',
    OrgAccountBalance: '2740.00',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 126',
    FirstName: 'John',
    MiddleName: '',
    LastName: '',
  };
  assert.match(expected.TransTime, /^20\d{12}$/);
  assert.deepEqual(confirmation!.body, expected);
  assert.deepEqual(validation!.body, { ...expected, OrgAccountBalance: '' });

  const second = await h.control('/simulator/till-payments', { phone: PHONE, amount: 10 });
  assert.notEqual(second.body.transId, transId, 'receipts are unique');
  assert.equal((h.receiver.at('/c2b/confirmation')[1]!.body as { BillRefNumber: string }).BillRefNumber, '', 'no account: empty');
});

test('when validation refuses (C2B00012), there is no payment and no confirmation', async () => {
  await h.registerC2b();
  h.receiver.answer('/c2b/validation', 200, { ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
  const refused = await h.control('/simulator/till-payments', { phone: PHONE, amount: 500, account: 'X' });
  assert.equal(refused.body.accepted, false);
  assert.equal(refused.body.resultCode, 'C2B00012');
  await pause(50);
  assert.equal(h.receiver.at('/c2b/validation').length, 1);
  assert.equal(h.receiver.at('/c2b/confirmation').length, 0);
});

test('a validation URL that does not answer: ResponseType decides (Completed pays, Cancelled does not)', async () => {
  h.receiver.answer('/c2b/validation', 500, { error: 'down' });
  await h.registerC2b({ ResponseType: 'Cancelled' });
  assert.equal((await h.control('/simulator/till-payments', { phone: PHONE, amount: 100 })).body.accepted, false);
  assert.equal(h.receiver.at('/c2b/confirmation').length, 0);
  await h.registerC2b({ ResponseType: 'Completed' });
  assert.equal((await h.control('/simulator/till-payments', { phone: PHONE, amount: 100 })).body.accepted, true);
  assert.equal(h.receiver.at('/c2b/confirmation').length, 1);
});

test('a till payment with confirmAfterMs gives its code at once and confirms it later', async () => {
  await h.registerC2b();
  const paid = await h.control('/simulator/till-payments', { phone: PHONE, amount: 100, confirmAfterMs: 300 });
  assert.equal(paid.body.accepted, true);
  assert.equal(h.receiver.at('/c2b/confirmation').length, 0);
  const [confirmation] = await h.receiver.waitFor('/c2b/confirmation', 1);
  assert.equal((confirmation?.body as { TransID: string }).TransID, paid.body.transId);
  assert.equal((await h.control('/simulator/till-payments', { phone: PHONE, amount: 100, confirmAfterMs: -1 })).status, 400);
});

test('registering again replaces the URLs', async () => {
  await h.registerC2b();
  await h.registerC2b({ ConfirmationURL: `${h.receiver.url}/second/confirmation`, ValidationURL: `${h.receiver.url}/second/validation` });
  await h.control('/simulator/till-payments', { phone: PHONE, amount: 100 });
  assert.equal(h.receiver.at('/c2b/confirmation').length, 0);
  assert.equal(h.receiver.at('/second/confirmation').length, 1);
  assert.equal(h.receiver.at('/second/validation').length, 1);
});

test("a paid prompt's C2B confirmation carries its receipt and account; c2bForPrompts false turns it off", async () => {
  await h.registerC2b();
  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'approve' });
  const { body } = await h.push();
  const [stk] = await h.receiver.waitFor('/stk');
  const [confirmation] = await h.receiver.waitFor('/c2b/confirmation');
  const prompt = ((await h.control('/simulator/prompts')).body.prompts as { checkoutRequestId: string; receipt: string }[])[0]!;
  assert.equal(prompt.checkoutRequestId, body.CheckoutRequestID);
  assert.match(stk!.raw, new RegExp(`"Value":"${prompt.receipt}"`));
  const c2b = confirmation!.body as Record<string, string>;
  assert.equal(c2b.TransID, prompt.receipt);
  assert.equal(c2b.BillRefNumber, 'ORDER1764201');
  assert.equal(c2b.TransAmount, '2740.00');
  assert.equal(h.receiver.at('/c2b/validation').length, 0, 'a prompt is not validated');

  assert.equal((await h.control('/simulator/settings', { c2bForPrompts: false })).body.c2bForPrompts, false);
  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'approve' });
  await h.push();
  await h.receiver.waitFor('/stk', 2);
  await pause(50);
  assert.equal(h.receiver.at('/c2b/confirmation').length, 1);
});

test('a till payment above the phone\'s balance is refused; bad input too', async () => {
  await h.control('/simulator/settings', { balance: 50 });
  const poor = await h.control('/simulator/till-payments', { phone: PHONE, amount: 100 });
  assert.equal(poor.status, 409);
  assert.equal(poor.body.code, 'insufficient-funds');
  assert.equal((await h.control('/simulator/till-payments', { phone: '123', amount: 10 })).status, 400);
  assert.equal((await h.control('/simulator/till-payments', { phone: PHONE, amount: 1.5 })).status, 400);
});
