import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { type Harness, PHONE, SHORT_CODE, TILL, WITHOUT_LIMITS, pause, startHarness } from './test-support';

let h: Harness;
before(async () => (h = await startHarness({ ...WITHOUT_LIMITS, confirmationStyle: 'plain' })));
afterEach(async () => {
  await h.control('/simulator/reset', {});
  await h.remove('/simulator/c2b');
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

test('a till payment by hand: validation, then confirmation, in C2B v2\'s Buy Goods shape: the number masked, no account', async () => {
  await h.registerC2b();
  const paid = await h.control('/simulator/till-payments', { phone: '0712345126', amount: 2740 });
  assert.equal(paid.status, 200);
  assert.deepEqual(Object.keys(paid.body), ['transId', 'accepted']);
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
    BusinessShortCode: TILL,
    BillRefNumber: '',
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
});

test('an account typed at a Buy Goods till is ignored (BillRefNumber ""), and the answer says so', async () => {
  await h.registerC2b();
  const paid = await h.control('/simulator/till-payments', { phone: PHONE, amount: 500, account: 'ORDER1764201600000123' });
  assert.equal(paid.body.accepted, true);
  assert.match((paid.body.warnings as string[])[0]!, /payBill: true only/);
  const [confirmation] = h.receiver.at('/c2b/confirmation');
  assert.equal((confirmation!.body as { BillRefNumber: string }).BillRefNumber, '');
});

test('payBill: true pays the store number as Pay Bill, with the account typed', async () => {
  await h.registerC2b();
  const paid = await h.control('/simulator/till-payments', { phone: PHONE, amount: 500, account: ' ORDER1764201600000123 ', payBill: true });
  assert.equal(paid.body.accepted, true);
  assert.equal(paid.body.warnings, undefined);
  for (const path of ['/c2b/validation', '/c2b/confirmation']) {
    const body = h.receiver.at(path)[0]!.body as Record<string, string>;
    assert.equal(body.TransactionType, 'Pay Bill', path);
    assert.equal(body.BusinessShortCode, SHORT_CODE, path);
    assert.equal(body.BillRefNumber, 'ORDER1764201600000123', path);
  }
  assert.equal((await h.control('/simulator/till-payments', { phone: PHONE, amount: 5, payBill: 'yes' })).status, 400);
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
  await h.remove('/simulator/c2b');
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

test('registering again answers 500.003.1001 "Urls are already registered." and keeps the first URLs, as production does', async () => {
  await h.registerC2b();
  const again = await h.registerC2b({ ConfirmationURL: `${h.receiver.url}/second/confirmation`, ValidationURL: `${h.receiver.url}/second/validation` });
  assert.equal(again.status, 500);
  assert.deepEqual(Object.keys(again.body).sort(), ['errorCode', 'errorMessage', 'requestId']);
  assert.equal(again.body.errorCode, '500.003.1001');
  assert.equal(again.body.errorMessage, 'Urls are already registered.');
  await h.control('/simulator/till-payments', { phone: PHONE, amount: 100 });
  assert.equal(h.receiver.at('/c2b/confirmation').length, 1, 'the first URLs are kept');
  assert.equal(h.receiver.at('/second/confirmation').length, 0);
  const { c2b } = (await h.control('/simulator/c2b')).body as { c2b: { confirmationUrl: string } };
  assert.equal(c2b.confirmationUrl, `${h.receiver.url}/c2b/confirmation`);
});

test('DELETE /simulator/c2b (deleting the URLs in the portal) lets them be registered again', async () => {
  await h.registerC2b();
  assert.deepEqual((await h.remove('/simulator/c2b')).body, { deleted: true });
  assert.deepEqual((await h.control('/simulator/c2b')).body, { c2b: null });
  assert.deepEqual((await h.remove('/simulator/c2b')).body, { deleted: false });
  assert.equal((await h.control('/simulator/till-payments', { phone: PHONE, amount: 100 })).body.accepted, true, 'no URLs: no callbacks, the payment stands');
  assert.equal(h.receiver.received.length, 0);
  const second = await h.registerC2b({ ConfirmationURL: `${h.receiver.url}/second/confirmation`, ValidationURL: `${h.receiver.url}/second/validation` });
  assert.equal(second.body.ResponseCode, '0');
  await h.control('/simulator/till-payments', { phone: PHONE, amount: 100 });
  assert.equal(h.receiver.at('/second/confirmation').length, 1);
});

test('registration "always" (the sandbox, a setting or an option) replaces the URLs every time', async () => {
  assert.equal((await h.control('/simulator/settings', { registration: 'always' })).body.registration, 'always');
  await h.registerC2b();
  assert.equal((await h.registerC2b({ ConfirmationURL: `${h.receiver.url}/second/confirmation`, ValidationURL: `${h.receiver.url}/second/validation` })).status, 200);
  await h.control('/simulator/till-payments', { phone: PHONE, amount: 100 });
  assert.equal(h.receiver.at('/c2b/confirmation').length, 0);
  assert.equal(h.receiver.at('/second/confirmation').length, 1);
  assert.equal(h.receiver.at('/second/validation').length, 1);
  assert.equal((await h.control('/simulator/settings', { registration: 'twice' })).status, 400);
  await h.control('/simulator/reset', {});
  assert.equal((await h.control('/simulator/settings')).body.registration, 'once', 'reset brings back the option');
  const sandbox = await startHarness({ registration: 'always' });
  try {
    await sandbox.registerC2b();
    assert.equal((await sandbox.registerC2b()).body.ResponseDescription, 'Success');
  } finally {
    await sandbox.close();
  }
});

test("a paid Buy Goods prompt's C2B confirmation carries its receipt and no account; c2bForPrompts false turns it off", async () => {
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
  assert.equal(c2b.TransactionType, 'Buy Goods');
  assert.equal(c2b.BusinessShortCode, TILL);
  assert.equal(c2b.BillRefNumber, '', 'a Buy Goods prompt carries no account');
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

test("a paid Pay Bill prompt's C2B confirmation carries its AccountReference and the store number", async () => {
  await h.registerC2b();
  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'approve' });
  await h.push({ TransactionType: 'CustomerPayBillOnline', PartyB: SHORT_CODE });
  const [confirmation] = await h.receiver.waitFor('/c2b/confirmation');
  const c2b = confirmation!.body as Record<string, string>;
  assert.equal(c2b.TransactionType, 'Pay Bill');
  assert.equal(c2b.BusinessShortCode, SHORT_CODE);
  assert.equal(c2b.BillRefNumber, 'ORDER1764201');
});
