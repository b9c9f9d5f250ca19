import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { type Harness, PHONE, pause, startHarness } from './test-support';

let h: Harness;
before(async () => (h = await startHarness()));
afterEach(async () => {
  await h.control('/simulator/reset', {});
  h.receiver.received.length = 0;
});
after(() => h.close());

const LOCKED = 'Unable to lock subscriber, a transaction is already in process for the current subscriber';

async function pushAndCancel(fields: Record<string, unknown> = {}) {
  const answer = await h.push(fields);
  assert.equal(answer.status, 200);
  await h.control(`/simulator/prompts/${answer.body.CheckoutRequestID as string}/cancel`, {});
  return answer.body;
}

test('by default a phone stays locked a minute after its prompt ends, and a repeat within two minutes is rule limited', async () => {
  const settings = (await h.control('/simulator/settings')).body;
  assert.equal(settings.duplicateWindowMs, 120_000);
  assert.equal(settings.subscriberLockMs, 60_000);
  await pushAndCancel();
  const again = await h.push({ Amount: 100 });
  assert.equal(again.status, 500);
  assert.equal(again.body.errorCode, '500.001.1001');
  assert.equal(again.body.errorMessage, LOCKED);
  assert.equal((await h.push({ PhoneNumber: '254798765432', PartyA: '254798765432' })).status, 200, 'another phone is free');
});

test('the lock ends subscriberLockMs after the prompt ends, not before', async () => {
  await h.control('/simulator/settings', { subscriberLockMs: 300, duplicateWindowMs: 0 });
  await pushAndCancel();
  await pause(100);
  assert.equal((await h.push()).status, 500, 'still locked');
  await pause(250);
  assert.equal((await h.push()).status, 200, 'free again');
});

test('the same amount to the same phone within duplicateWindowMs: accepted, then 17 "Rule limited." with nothing on the phone', async () => {
  await h.control('/simulator/settings', { subscriberLockMs: 0 });
  const first = await pushAndCancel();
  await h.receiver.waitFor('/stk');
  const repeat = await h.push();
  assert.equal(repeat.status, 200);
  assert.equal(repeat.body.ResponseCode, '0');
  assert.notEqual(repeat.body.CheckoutRequestID, first.CheckoutRequestID);
  const [, callback] = await h.receiver.waitFor('/stk', 2);
  assert.deepEqual(callback!.body, {
    Body: { stkCallback: { MerchantRequestID: repeat.body.MerchantRequestID, CheckoutRequestID: repeat.body.CheckoutRequestID, ResultCode: 17, ResultDesc: 'Rule limited.' } },
  });
  const prompts = (await h.control('/simulator/prompts')).body.prompts as { checkoutRequestId: string; state: string }[];
  assert.equal(prompts[0]!.state, 'rule-limited');
  assert.equal((await h.query(repeat.body.CheckoutRequestID as string)).body.ResultCode, '17');
  // A rule-limited push reached no phone: it neither locks it nor restarts the window.
  const other = await h.push({ Amount: 2741 });
  assert.equal(other.status, 200);
  assert.equal(((await h.control('/simulator/prompts')).body.prompts as { state: string }[])[0]!.state, 'sent', 'another amount reaches the phone');
});

test('the window counts from the first prompt\'s request: after duplicateWindowMs the same amount goes through', async () => {
  await h.control('/simulator/settings', { subscriberLockMs: 0, duplicateWindowMs: 300 });
  await pushAndCancel();
  await pause(350);
  await h.push();
  const [latest] = (await h.control('/simulator/prompts')).body.prompts as { state: string }[];
  assert.equal(latest!.state, 'sent');
  assert.equal((await h.control('/simulator/settings', { duplicateWindowMs: -1 })).status, 400);
  assert.equal((await h.control('/simulator/settings', { subscriberLockMs: 'long' })).status, 400);
});

test('options set the limits the simulator starts (and resets) with', async () => {
  const relaxed = await startHarness({ duplicateWindowMs: 0, subscriberLockMs: 0 });
  try {
    await relaxed.control(`/simulator/phones/${PHONE}/next`, { outcome: 'cancel' });
    await relaxed.push();
    await relaxed.receiver.waitFor('/stk');
    assert.equal((await relaxed.push()).status, 200);
    const [latest] = (await relaxed.control('/simulator/prompts')).body.prompts as { state: string }[];
    assert.equal(latest!.state, 'sent');
    await relaxed.control('/simulator/reset', {});
    assert.equal((await relaxed.control('/simulator/settings')).body.subscriberLockMs, 0);
  } finally {
    await relaxed.close();
  }
});
