import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { stkPassword } from './password';
import { type Harness, PHONE, SHORT_CODE, TILL, startHarness } from './test-support';
import { eatStamp } from './wire';

let h: Harness;
before(async () => (h = await startHarness()));
afterEach(async () => {
  await h.control('/simulator/reset', {});
  h.receiver.received.length = 0;
});
after(() => h.close());

const invalid = async (fields: Record<string, unknown>, field: string) => {
  const answer = await h.push(fields);
  assert.equal(answer.status, 400, `${field}: ${JSON.stringify(answer.body)}`);
  assert.equal(answer.body.errorCode, '400.002.02');
  assert.equal(answer.body.errorMessage, `Bad Request - Invalid ${field}`);
  assert.match(answer.body.requestId as string, /^\d+-\d+-1$/);
};

test('a good Buy Goods push is accepted in Daraja\'s words, and its prompt is on the phone', async () => {
  const answer = await h.push();
  assert.equal(answer.status, 200);
  assert.deepEqual(Object.keys(answer.body), ['MerchantRequestID', 'CheckoutRequestID', 'ResponseCode', 'ResponseDescription', 'CustomerMessage']);
  assert.match(answer.body.CheckoutRequestID as string, /^ws_CO_\d{20}$/);
  assert.match(answer.body.MerchantRequestID as string, /^\d+-\d+-1$/);
  assert.equal(answer.body.ResponseCode, '0');
  assert.equal(answer.body.ResponseDescription, 'Success. Request accepted for processing');
  assert.equal(answer.body.CustomerMessage, 'Success. Request accepted for processing');
  const { body } = await h.control('/simulator/prompts');
  const [prompt] = body.prompts as Record<string, unknown>[];
  assert.equal(prompt?.checkoutRequestId, answer.body.CheckoutRequestID);
  assert.equal(prompt?.state, 'sent');
  assert.equal(prompt?.amount, 2740);
  assert.equal(prompt?.phone, PHONE);
  assert.equal(prompt?.account, 'ORDER1764201');
  assert.equal(prompt?.partyB, TILL);
});

test('a wrong password, short code, type or a PartyB that is not a number is refused', async () => {
  const timestamp = eatStamp(new Date());
  await invalid({ Timestamp: timestamp, Password: stkPassword(SHORT_CODE, 'another-passkey', timestamp) }, 'Password');
  await invalid({ BusinessShortCode: '174379' }, 'BusinessShortCode');
  await invalid({ TransactionType: 'CustomerPayBill' }, 'TransactionType');
  await invalid({ PartyB: 'TILL' }, 'PartyB');
  await invalid({ PartyB: null }, 'PartyB');
  // Pay Bill: the party B is the store number itself
  assert.equal((await h.push({ TransactionType: 'CustomerPayBillOnline', PartyB: SHORT_CODE })).status, 200);
});

test('a PartyB that is not the type\'s (the store number for Buy Goods, the till for Pay Bill) is accepted, then its callback says SFC_IC0003', async () => {
  const cases: Record<string, unknown>[] = [{ PartyB: SHORT_CODE }, { TransactionType: 'CustomerPayBillOnline' }, { PartyB: 600000 }];
  for (const [index, fields] of cases.entries()) {
    const answer = await h.push(fields);
    assert.equal(answer.status, 200, JSON.stringify(fields));
    assert.equal(answer.body.ResponseCode, '0');
    const received = await h.receiver.waitFor('/stk', index + 1);
    const callback = received[index]!;
    assert.deepEqual(callback.body, {
      Body: {
        stkCallback: {
          MerchantRequestID: answer.body.MerchantRequestID,
          CheckoutRequestID: answer.body.CheckoutRequestID,
          ResultCode: 'SFC_IC0003',
          ResultDesc: 'The operator does not exist.',
        },
      },
    });
    assert.match(callback.raw, /"ResultCode":"SFC_IC0003"/, 'a string, unlike the other codes');
    const query = await h.query(answer.body.CheckoutRequestID as string);
    assert.equal(query.body.ResultCode, 'SFC_IC0003');
    const [prompt] = (await h.control('/simulator/prompts')).body.prompts as { state: string; receipt: string | null }[];
    assert.equal(prompt?.state, 'operator-missing');
    assert.equal(prompt?.receipt, null);
  }
  assert.equal((await h.push()).status, 200, 'nothing was on the phone: it is not locked');
});

test('a timestamp that is not EAT now (within five minutes) or not a date is refused', async () => {
  const stale = eatStamp(new Date(Date.now() - 10 * 60 * 1000));
  await invalid({ Timestamp: stale, Password: stkPassword(SHORT_CODE, 'simulator-passkey', stale) }, 'Timestamp');
  // UTC instead of East Africa Time is three hours off
  const utc = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  await invalid({ Timestamp: utc, Password: stkPassword(SHORT_CODE, 'simulator-passkey', utc) }, 'Timestamp');
  await invalid({ Timestamp: '20261399000000' }, 'Timestamp');
});

test('phones are 2547… or 2541… with 12 digits; amounts whole shillings from 1', async () => {
  for (const phone of ['0712345678', '+254712345678', '25471234567', '254212345678']) await invalid({ PhoneNumber: phone }, 'PhoneNumber');
  await invalid({ PartyA: '0712345678' }, 'PartyA');
  assert.equal((await h.push({ PhoneNumber: Number('254112345678'), PartyA: '254112345678' })).status, 200, 'numbers as JSON numbers too');
  for (const amount of [0, 1.5, -3, '10.50', 'ten', 300_000]) await invalid({ Amount: amount }, 'Amount');
  assert.equal((await h.push({ Amount: '1', PhoneNumber: '254700000001', PartyA: '254700000001' })).status, 200, 'a whole amount as a string');
  await invalid({ CallBackURL: 'not a url' }, 'CallBackURL');
});

test('AccountReference over 12 and TransactionDesc over 13 characters are refused, as Daraja refuses them', async () => {
  const long = await h.push({ AccountReference: 'ORDER1764201600000123' });
  assert.equal(long.status, 400);
  assert.equal(long.body.errorMessage, 'Bad Request - Invalid AccountReference');
  const description = await h.push({ TransactionDesc: 'Fourteen chars' });
  assert.equal(description.body.errorMessage, 'Bad Request - Invalid TransactionDesc');
  assert.equal((await h.push({ AccountReference: 'ORDER1764201', TransactionDesc: 'Thirteen char' })).status, 200);
  await invalid({ AccountReference: '' }, 'AccountReference');
  await invalid({ TransactionDesc: '' }, 'TransactionDesc');
});

test('with enforceDocumentedLengths false, they are taken with a warning', async () => {
  const lenient = await startHarness({ enforceDocumentedLengths: false });
  try {
    const answer = await lenient.push({ AccountReference: 'ORDER1764201600000123', TransactionDesc: 'Mimea Naturals order' });
    assert.equal(answer.status, 200);
    const { body } = await lenient.control('/simulator/prompts');
    const [prompt] = body.prompts as { warnings: string[] }[];
    assert.deepEqual(prompt?.warnings, [
      'AccountReference has 21 characters; Daraja documents at most 12',
      'TransactionDesc has 20 characters; Daraja documents at most 13',
    ]);
    assert.ok(lenient.lines.some((line) => line.includes('AccountReference has 21 characters')));
  } finally {
    await lenient.close();
  }
});

test('a second prompt to a phone with one open is refused: the subscriber is locked', async () => {
  assert.equal((await h.push()).status, 200);
  const second = await h.push();
  assert.equal(second.status, 500);
  assert.equal(second.body.errorCode, '500.001.1001');
  assert.match(second.body.errorMessage as string, /Unable to lock subscriber/);
});

test('a body that is not JSON is refused', async () => {
  const token = await h.token();
  const response = await fetch(`${h.sim.url}/mpesa/stkpush/v1/processrequest`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: '{nope' });
  assert.equal(response.status, 400);
  assert.equal(((await response.json()) as Record<string, unknown>).errorCode, '400.002.02');
});
