import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { type Harness, PHONE, pause, startHarness } from './test-support';

let h: Harness;
before(async () => (h = await startHarness({ subscriberLockMs: 0, duplicateWindowMs: 0 })));
afterEach(async () => {
  await h.control('/simulator/reset', {});
  h.receiver.received.length = 0;
});
after(() => h.close());

interface PromptView {
  checkoutRequestId: string;
  state: string;
}
const prompts = async () => (await h.control('/simulator/prompts')).body.prompts as PromptView[];
const script = (body: Record<string, unknown>) => h.control(`/simulator/phones/${PHONE}/next`, body);

test('pushAnswer { delayMs }: the prompt is on the phone at once, the answer comes delayMs later, and a shorter timeout gives up on it', async () => {
  const scripted = await script({ pushAnswer: { delayMs: 400 } });
  assert.equal(scripted.status, 200);
  assert.deepEqual(scripted.body.pushAnswer, { delayMs: 400 });
  assert.equal(scripted.body.outcome, null, 'no outcome: the phone answers as usual');
  await assert.rejects(h.push({}, AbortSignal.timeout(150)), (error: Error) => error.name === 'TimeoutError');
  const [prompt] = await prompts();
  assert.equal(prompt?.state, 'sent', 'on the phone although the client gave up');
  await h.control(`/simulator/prompts/${prompt!.checkoutRequestId}/approve`, { pin: '1234' });
  const [callback] = await h.receiver.waitFor('/stk');
  const stk = (callback!.body as { Body: { stkCallback: { CheckoutRequestID: string; ResultCode: number } } }).Body.stkCallback;
  assert.equal(stk.CheckoutRequestID, prompt!.checkoutRequestId, 'the callback names the prompt the client never heard of');
  assert.equal(stk.ResultCode, 0);
});

test('a client that waits long enough gets the usual answer, delayMs late', async () => {
  await script({ outcome: 'approve', pushAnswer: { delayMs: 300 } });
  const started = Date.now();
  const answer = await h.push();
  assert.ok(Date.now() - started >= 280, `answered after ${Date.now() - started} ms`);
  assert.equal(answer.status, 200);
  assert.equal(answer.body.ResponseCode, '0');
  const [callback] = await h.receiver.waitFor('/stk');
  assert.equal((callback!.body as { Body: { stkCallback: { CheckoutRequestID: string } } }).Body.stkCallback.CheckoutRequestID, answer.body.CheckoutRequestID);
});

test('pushAnswer "reset": no answer, the connection is destroyed; the prompt is on the phone and its callback comes', async () => {
  await script({ outcome: 'approve', pushAnswer: 'reset' });
  await assert.rejects(h.push(), (error: Error) => error instanceof TypeError && /fetch failed/.test(error.message));
  const [callback] = await h.receiver.waitFor('/stk');
  const [prompt] = await prompts();
  assert.equal(prompt?.state, 'paid');
  assert.equal((callback!.body as { Body: { stkCallback: { CheckoutRequestID: string; ResultCode: number } } }).Body.stkCallback.CheckoutRequestID, prompt!.checkoutRequestId);
  assert.ok(h.lines.includes('push answer dropped (scripted): the connection is reset'));
});

test('pushAnswer is for the next prompt only; "normal" answers at once; bad ones are refused', async () => {
  await script({ outcome: 'cancel', pushAnswer: 'normal' });
  assert.equal((await h.push()).status, 200);
  await h.receiver.waitFor('/stk');
  await script({ pushAnswer: 'reset' });
  await assert.rejects(h.push());
  await pause(20);
  assert.equal((await h.push({ Amount: 10 })).status, 500, 'the reset prompt is on the phone: the next push meets a locked subscriber');
  const [open] = await prompts();
  await h.control(`/simulator/prompts/${open!.checkoutRequestId}/cancel`, {});
  assert.equal((await h.push({ Amount: 10 })).status, 200, 'the script was used up: this push is answered');
  for (const pushAnswer of ['slow', { delayMs: -1 }, { delayMs: 700_000 }, 5]) {
    assert.equal((await script({ outcome: 'approve', pushAnswer })).status, 400, JSON.stringify(pushAnswer));
  }
  assert.equal((await script({})).status, 400, 'an outcome or a pushAnswer');
});
