import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { type Harness, PHONE, WITHOUT_LIMITS, pause, startHarness } from './test-support';

let h: Harness;
before(async () => (h = await startHarness({ promptTimeoutMs: 300, ...WITHOUT_LIMITS })));
afterEach(async () => {
  await h.control('/simulator/reset', {});
  h.receiver.received.length = 0;
});
after(() => h.close());

interface PromptView {
  checkoutRequestId: string;
  merchantRequestId: string;
  state: string;
  receipt: string | null;
  paidAmount: number | null;
}

async function pushScripted(script: Record<string, unknown> | null, fields: Record<string, unknown> = {}) {
  if (script) assert.equal((await h.control(`/simulator/phones/${PHONE}/next`, script)).status, 200);
  const answer = await h.push(fields);
  assert.equal(answer.status, 200);
  return answer.body as { CheckoutRequestID: string; MerchantRequestID: string };
}

const promptOf = async (id: string) => ((await h.control('/simulator/prompts')).body.prompts as PromptView[]).find((p) => p.checkoutRequestId === id)!;

const failure = (ids: { CheckoutRequestID: string; MerchantRequestID: string }, code: number, desc: string) => ({
  Body: { stkCallback: { MerchantRequestID: ids.MerchantRequestID, CheckoutRequestID: ids.CheckoutRequestID, ResultCode: code, ResultDesc: desc } },
});

test('a scripted approve sends the success callback at once, in Daraja\'s exact shape', async () => {
  const started = Date.now();
  const ids = await pushScripted({ outcome: 'approve' });
  const [callback] = await h.receiver.waitFor('/stk');
  assert.ok(Date.now() - started < 1000, 'within a second');
  const prompt = await promptOf(ids.CheckoutRequestID);
  assert.equal(prompt.state, 'paid');
  assert.match(prompt.receipt!, /^[A-Z][A-Z0-9]{9}$/);
  const body = callback!.body as { Body: { stkCallback: { CallbackMetadata: { Item: { Name: string; Value: number }[] } } } };
  const date = body.Body.stkCallback.CallbackMetadata.Item[2]!.Value;
  assert.match(String(date), /^20\d{12}$/);
  assert.deepEqual(callback!.body, {
    Body: {
      stkCallback: {
        MerchantRequestID: ids.MerchantRequestID,
        CheckoutRequestID: ids.CheckoutRequestID,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: 2740 },
            { Name: 'MpesaReceiptNumber', Value: prompt.receipt },
            { Name: 'TransactionDate', Value: date },
            { Name: 'PhoneNumber', Value: 254712345678 },
          ],
        },
      },
    },
  });
  assert.match(callback!.raw, /\{"Name":"Amount","Value":2740\.00\}/, 'the amount written as Daraja writes it');
});

test('cancel, timeout, insufficient funds and wrong PIN send their ResultCode without metadata', async () => {
  const cases: [string, number, string, string][] = [
    ['cancel', 1032, 'Request cancelled by user', 'cancelled'],
    ['timeout', 1037, 'DS timeout user cannot be reached', 'timed-out'],
    ['insufficient-funds', 1, 'The balance is insufficient for the transaction.', 'insufficient-funds'],
    ['wrong-pin', 2001, 'The initiator information is invalid.', 'wrong-pin'],
  ];
  for (const [outcome, code, desc, state] of cases) {
    h.receiver.received.length = 0;
    const ids = await pushScripted({ outcome });
    const [callback] = await h.receiver.waitFor('/stk');
    assert.deepEqual(callback!.body, failure(ids, code, desc), outcome);
    const prompt = await promptOf(ids.CheckoutRequestID);
    assert.equal(prompt.state, state);
    assert.equal(prompt.receipt, null);
  }
});

test('the phone page\'s buttons: the right PIN pays, a wrong one fails with 2001, cancel cancels; a settled prompt stays settled', async () => {
  const first = await pushScripted(null);
  const wrong = await h.control(`/simulator/prompts/${first.CheckoutRequestID}/approve`, { pin: '9999' });
  assert.equal(wrong.body.state, 'wrong-pin');
  assert.deepEqual((await h.receiver.waitFor('/stk'))[0]!.body, failure(first, 2001, 'The initiator information is invalid.'));
  const again = await h.control(`/simulator/prompts/${first.CheckoutRequestID}/approve`, { pin: '1234' });
  assert.equal(again.status, 409);

  const second = await pushScripted(null);
  const paid = await h.control(`/simulator/prompts/${second.CheckoutRequestID}/approve`, { pin: '1234' });
  assert.equal(paid.status, 200);
  assert.equal(paid.body.state, 'paid');
  assert.equal(((await h.receiver.waitFor('/stk', 2))[1]!.body as { Body: { stkCallback: { ResultCode: number } } }).Body.stkCallback.ResultCode, 0);

  const third = await pushScripted(null);
  assert.equal((await h.control(`/simulator/prompts/${third.CheckoutRequestID}/cancel`, {})).body.state, 'cancelled');
  assert.equal((await h.control('/simulator/prompts/ws_CO_unknown/cancel', {})).status, 404);
});

test('an unanswered prompt times out after promptTimeoutMs with 1037', async () => {
  const ids = await pushScripted(null);
  assert.equal((await promptOf(ids.CheckoutRequestID)).state, 'sent');
  const [callback] = await h.receiver.waitFor('/stk');
  assert.deepEqual(callback!.body, failure(ids, 1037, 'DS timeout user cannot be reached'));
});

test('paidAmount pays another amount than asked (underpaid)', async () => {
  const ids = await pushScripted({ outcome: 'approve', paidAmount: 2000 });
  const [callback] = await h.receiver.waitFor('/stk');
  assert.match(callback!.raw, /\{"Name":"Amount","Value":2000\.00\}/);
  assert.equal((await promptOf(ids.CheckoutRequestID)).paidAmount, 2000);
});

test('a phone whose balance is below the amount answers insufficient funds, per phone or for every phone', async () => {
  await h.control('/simulator/settings', { balance: { [PHONE]: 1000 } });
  const ids = await pushScripted({ outcome: 'approve' });
  assert.deepEqual((await h.receiver.waitFor('/stk'))[0]!.body, failure(ids, 1, 'The balance is insufficient for the transaction.'));
  const other = await pushScripted(null, { PhoneNumber: '254798765432', PartyA: '254798765432' });
  await h.control(`/simulator/prompts/${other.CheckoutRequestID}/approve`, { pin: '1234' });
  assert.equal((await promptOf(other.CheckoutRequestID)).state, 'paid', 'other phones have no limit');
  await h.control('/simulator/settings', { balance: 100 });
  await h.control('/simulator/phones/0711111111/next', { outcome: 'approve' });
  const poor = await pushScripted(null, { PhoneNumber: '254711111111', PartyA: '254711111111' });
  await h.receiver.waitFor('/stk', 3);
  assert.equal((await promptOf(poor.CheckoutRequestID)).state, 'insufficient-funds');
});

test('a script is for the next prompt only, and refuses unknown outcomes', async () => {
  assert.equal((await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'explode' })).status, 400);
  assert.equal((await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'approve', callback: 'late' })).status, 400, 'late needs lateMs');
  assert.equal((await h.control('/simulator/phones/12345/next', { outcome: 'approve' })).status, 400);
  const first = await pushScripted({ outcome: 'cancel' });
  await h.receiver.waitFor('/stk');
  const second = await pushScripted(null);
  await pause(50);
  assert.equal((await promptOf(first.CheckoutRequestID)).state, 'cancelled');
  assert.equal((await promptOf(second.CheckoutRequestID)).state, 'sent');
});
