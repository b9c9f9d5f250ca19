import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { stkPassword } from './password';
import { type Harness, PHONE, SHORT_CODE, WITHOUT_LIMITS, startHarness } from './test-support';
import { eatStamp } from './wire';

let h: Harness;
before(async () => (h = await startHarness(WITHOUT_LIMITS)));
afterEach(() => h.control('/simulator/reset', {}));
after(() => h.close());

test('while the prompt is on the phone, a query answers HTTP 500 "The transaction is being processed"', async () => {
  const { body } = await h.push();
  const answer = await h.query(body.CheckoutRequestID as string);
  assert.equal(answer.status, 500);
  assert.deepEqual(Object.keys(answer.body).sort(), ['errorCode', 'errorMessage', 'requestId']);
  assert.equal(answer.body.errorCode, '500.001.1001');
  assert.equal(answer.body.errorMessage, 'The transaction is being processed');
});

test('once settled, a query answers its result with ResultCode a string and no receipt', async () => {
  const { body } = await h.push();
  const id = body.CheckoutRequestID as string;
  await h.control(`/simulator/prompts/${id}/approve`, { pin: '1234' });
  const answer = await h.query(id);
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, {
    ResponseCode: '0',
    ResponseDescription: 'The service request has been accepted successsfully',
    MerchantRequestID: body.MerchantRequestID,
    CheckoutRequestID: id,
    ResultCode: '0',
    ResultDesc: 'The service request is processed successfully.',
  });

  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'cancel', callback: 'lost' });
  const cancelled = await h.push();
  const cancelledId = cancelled.body.CheckoutRequestID as string;
  for (let tries = 0; (await h.query(cancelledId)).status === 500 && tries < 50; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  const lost = await h.query(cancelledId);
  assert.equal(lost.body.ResultCode, '1032', 'a lost callback: the query still knows');
  assert.equal(lost.body.ResultDesc, 'Request cancelled by user');
});

test('an unknown CheckoutRequestID or wrong password is refused', async () => {
  const unknown = await h.query('ws_CO_000000000000000000');
  assert.equal(unknown.status, 400);
  assert.equal(unknown.body.errorMessage, 'Bad Request - Invalid CheckoutRequestID');
  const timestamp = eatStamp(new Date());
  const wrong = await h.daraja('/mpesa/stkpushquery/v1/query', {
    BusinessShortCode: SHORT_CODE,
    Password: stkPassword(SHORT_CODE, 'guessed', timestamp),
    Timestamp: timestamp,
    CheckoutRequestID: 'ws_CO_000000000000000000',
  });
  assert.equal(wrong.body.errorMessage, 'Bad Request - Invalid Password');
});
