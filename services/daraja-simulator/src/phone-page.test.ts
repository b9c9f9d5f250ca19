import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Harness, PHONE, startHarness } from './test-support';

let h: Harness;
before(async () => (h = await startHarness()));
after(() => h.close());

test('/ sends the browser to the phone page', async () => {
  const response = await fetch(`${h.sim.url}/`, { redirect: 'manual' });
  assert.equal(response.status, 302);
  assert.equal(response.headers.get('location'), '/phone');
});

test('the phone page and its files are served under a self-only CSP, every input labelled, updates in a status region', async () => {
  const page = await fetch(`${h.sim.url}/phone`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type')!, /^text\/html/);
  const csp = page.headers.get('content-security-policy')!;
  assert.match(csp, /default-src 'self'/);
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|\*/);
  const html = await page.text();
  assert.doesNotMatch(html, /<script>|style=/, 'no inline script or style');
  assert.match(html, /<meta name="viewport"/);
  assert.match(html, /role="status"/);
  const ids = [...html.matchAll(/<input id="([^"]+)"/g)].map((match) => match[1]);
  assert.deepEqual(ids, ['till-phone', 'till-amount'], 'a Buy Goods payer types no account');
  for (const id of ids) assert.match(html, new RegExp(`<label for="${id}">`));
  for (const [file, type] of [['/phone.js', /^text\/javascript/], ['/phone.css', /^text\/css/]] as const) {
    const response = await fetch(`${h.sim.url}${file}`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type')!, type);
    assert.ok(response.headers.get('content-security-policy'));
  }
  const script = await (await fetch(`${h.sim.url}/phone.js`)).text();
  assert.match(script, /\/simulator\/prompts/);
  assert.match(script, /setInterval\(refresh, 1000\)/);
  assert.doesNotMatch(script, /innerHTML/, 'text is set as text');
});

test('the prompts list: newest first, with what the phone shows, filtered by phone', async () => {
  const first = await h.push({ AccountReference: 'ORDERFIRST01' });
  await h.control(`/simulator/prompts/${first.body.CheckoutRequestID as string}/cancel`, {});
  const second = await h.push({ PhoneNumber: '254798765432', PartyA: '254798765432', Amount: 100 });
  const all = (await h.control('/simulator/prompts')).body.prompts as Record<string, unknown>[];
  assert.deepEqual(all.map((prompt) => prompt.checkoutRequestId), [second.body.CheckoutRequestID, first.body.CheckoutRequestID]);
  assert.deepEqual(
    Object.keys(all[0]!).sort(),
    ['account', 'amount', 'business', 'checkoutRequestId', 'description', 'merchantRequestId', 'paidAmount', 'partyB', 'phone', 'receipt', 'resultCode', 'resultDesc', 'sentAt', 'settledAt', 'state', 'transactionType', 'warnings'],
  );
  assert.equal(all[0]!.business, 'MIMEA NATURALS');
  assert.equal(all[1]!.state, 'cancelled');
  const mine = (await h.control(`/simulator/prompts?phone=0712345678`)).body.prompts as Record<string, unknown>[];
  assert.deepEqual(mine.map((prompt) => prompt.phone), [PHONE]);
});

test('reset forgets prompts, payments, scripts and the log, but not the C2B URLs', async () => {
  await h.registerC2b();
  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'approve' });
  await h.control('/simulator/settings', { c2bForPrompts: false });
  assert.equal((await h.control('/simulator/reset', {})).status, 200);
  assert.deepEqual((await h.control('/simulator/prompts')).body.prompts, []);
  assert.deepEqual((await h.control('/simulator/callbacks')).body.callbacks, []);
  assert.equal((await h.control('/simulator/settings')).body.c2bForPrompts, true);
  await h.push();
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(((await h.control('/simulator/prompts')).body.prompts as { state: string }[])[0]!.state, 'sent', 'the script is gone');
  await h.control('/simulator/till-payments', { phone: PHONE, amount: 10 });
  assert.equal(h.receiver.at('/c2b/confirmation').length, 1, 'the C2B URLs are kept');
});

test('unknown paths answer in Daraja\'s error shape, unknown simulator calls with { error }', async () => {
  const response = await fetch(`${h.sim.url}/mpesa/nothing`);
  assert.equal(response.status, 404);
  assert.equal(((await response.json()) as Record<string, unknown>).errorCode, '404.001.01');
  assert.equal((await h.control('/simulator/nothing')).status, 404);
});
