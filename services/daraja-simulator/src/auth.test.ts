import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Harness, pause, startHarness } from './test-support';

let h: Harness;
before(async () => (h = await startHarness({ tokenTtlSeconds: 1 })));
after(() => h.close());

const generate = (authorization: string | null, query = '?grant_type=client_credentials') =>
  fetch(`${h.sim.url}/oauth/v1/generate${query}`, { headers: authorization ? { authorization } : {} });
const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

test('the consumer key and secret get a token whose expires_in is a string', async () => {
  const response = await generate(basic('simulator-key:simulator-secret'));
  assert.equal(response.status, 200);
  const body = (await response.json()) as Record<string, unknown>;
  assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in']);
  assert.match(body.access_token as string, /^[A-Za-z0-9]{28}$/);
  assert.equal(body.expires_in, '1');
});

test('wrong or missing credentials get 400 Invalid Authentication passed', async () => {
  for (const authorization of [basic('simulator-key:wrong'), basic('other:simulator-secret'), basic('no-colon'), 'Bearer x', null]) {
    const response = await generate(authorization);
    assert.equal(response.status, 400);
    const body = (await response.json()) as Record<string, unknown>;
    assert.equal(body.errorCode, '400.008.01');
    assert.equal(body.errorMessage, 'Invalid Authentication passed');
    assert.match(body.requestId as string, /^\d+-\d+-1$/);
  }
});

test('a grant type other than client_credentials is refused', async () => {
  const response = await generate(basic('simulator-key:simulator-secret'), '?grant_type=password');
  assert.equal(response.status, 400);
  assert.equal(((await response.json()) as Record<string, unknown>).errorCode, '400.008.02');
});

test('Daraja calls need a live bearer token: none, unknown and expired ones get 404 Invalid Access Token', async () => {
  const token = await h.token();
  assert.equal((await h.push()).status, 200, 'a fresh token works');
  for (const bad of ['', 'not-a-token']) {
    const answer = await h.daraja('/mpesa/stkpushquery/v1/query', {}, bad);
    assert.equal(answer.status, 404);
    assert.equal(answer.body.errorCode, '404.001.03');
    assert.equal(answer.body.errorMessage, 'Invalid Access Token');
  }
  assert.notEqual((await h.daraja('/mpesa/stkpushquery/v1/query', {}, token)).status, 404);
  await pause(1100);
  const expired = await h.daraja('/mpesa/stkpushquery/v1/query', {}, token);
  assert.equal(expired.status, 404);
  assert.equal(expired.body.errorCode, '404.001.03');
});
