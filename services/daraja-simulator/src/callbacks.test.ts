import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { type Harness, PHONE, WITHOUT_LIMITS, pause, startHarness, startReceiver } from './test-support';

let h: Harness;
before(async () => (h = await startHarness(WITHOUT_LIMITS)));
afterEach(async () => {
  await h.control('/simulator/reset', {});
  h.receiver.received.length = 0;
});
after(() => h.close());

interface Logged {
  index: number;
  kind: string;
  url: string;
  body: unknown;
  status: number | null;
  error: string | null;
  sentAt: string;
  resendOf: number | null;
}
const logged = async () => (await h.control('/simulator/callbacks')).body.callbacks as Logged[];

test('thrice: the same callback arrives three times, each logged with its answer', async () => {
  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'approve', callback: 'thrice' });
  await h.push();
  const received = await h.receiver.waitFor('/stk', 3);
  assert.equal(new Set(received.map((entry) => entry.raw)).size, 1, 'identical bodies');
  await pause(20);
  const log = (await logged()).filter((entry) => entry.kind === 'stk');
  assert.equal(log.length, 3);
  for (const entry of log) {
    assert.equal(entry.url, `${h.receiver.url}/stk`);
    assert.equal(entry.status, 200);
    assert.deepEqual(entry.body, received[0]!.body);
    assert.ok(!Number.isNaN(Date.parse(entry.sentAt)));
  }
});

test('late: the prompt is settled at once (a query knows), the callback comes after lateMs', async () => {
  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'approve', callback: 'late', lateMs: 300 });
  const { body } = await h.push();
  await pause(100);
  assert.equal((await h.query(body.CheckoutRequestID as string)).body.ResultCode, '0');
  assert.equal(h.receiver.at('/stk').length, 0, 'not yet');
  const started = Date.now();
  await h.receiver.waitFor('/stk');
  assert.ok(Date.now() - started > 100, 'after lateMs');
});

test('lost: no STK callback at all, but the till still confirms the payment (C2B)', async () => {
  await h.registerC2b();
  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'approve', callback: 'lost' });
  await h.push();
  await h.receiver.waitFor('/c2b/confirmation');
  await pause(100);
  assert.equal(h.receiver.at('/stk').length, 0);
  assert.deepEqual((await logged()).map((entry) => entry.kind), ['c2b-confirmation']);
});

test('a logged callback can be sent again (a replay), logged as a new entry', async () => {
  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'cancel' });
  await h.push();
  const [first] = await h.receiver.waitFor('/stk');
  const resent = await h.control('/simulator/callbacks/0/resend', {});
  assert.equal(resent.status, 200);
  assert.equal(resent.body.index, 1);
  assert.equal(resent.body.resendOf, 0);
  assert.equal(resent.body.status, 200);
  const received = await h.receiver.waitFor('/stk', 2);
  assert.equal(received[1]!.raw, first!.raw);
  assert.equal((await h.control('/simulator/callbacks/9/resend', {})).status, 404);
});

test('an unreachable callback URL is logged as failed; the simulator carries on', async () => {
  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'approve' });
  const closed = await startReceiver();
  await closed.close();
  assert.equal((await h.push({ CallBackURL: `${closed.url}/stk` })).status, 200);
  let entry: Logged | undefined;
  for (let tries = 0; !entry?.error; tries += 1) {
    if (tries > 100) assert.fail(`no failure logged: ${JSON.stringify(await logged())}`);
    await pause(20);
    entry = (await logged()).find((logged) => logged.kind === 'stk');
  }
  assert.equal(entry.status, null);
  assert.match(entry.error, /ECONNREFUSED|fetch failed/);
  assert.equal((await h.push({ PhoneNumber: '254700000002', PartyA: '254700000002' })).status, 200, 'still answering');
});

test('a receiver that answers an error is logged with that status', async () => {
  h.receiver.answer('/stk', 503, { error: 'down' });
  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'cancel' });
  await h.push();
  await h.receiver.waitFor('/stk');
  await pause(20);
  const entry = (await logged()).find((logged) => logged.kind === 'stk');
  assert.equal(entry!.status, 503);
  h.receiver.answer('/stk', 200, { ResultCode: 0, ResultDesc: 'Accepted' });
});
