// The client against the Daraja simulator (services/daraja-simulator/): the same endpoints, wire format,
// password and token checks as Daraja, and its scripting API for the phone's answers.
import assert from 'node:assert/strict';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { type DarajaSimulator, type DarajaSimulatorOptions, startDarajaSimulator } from '../../../../daraja-simulator/src/simulator';
import { orderIdOfReference } from './account-reference';
import { parseC2bPayment, parseStkCallback } from './callback-bodies';
import { createDarajaClient, DarajaError, type DarajaClient, type StkQueryResult } from './daraja-client';
import { darajaPassword, darajaTimestamp } from './daraja-password';
import { callbackPaths, type DarajaSettings } from './daraja-settings';
import { promptStateOf } from './prompt-outcome';

const SECRET = 'cb_test_0123456789abcdefghij';
const ORDER_ID = 'ORDER1764201600000123';

/** The shop's side of the callbacks: a loopback server that keeps every body posted to it. */
async function startReceiver() {
  const received: { path: string; body: unknown }[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(text) as unknown });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ResultCode":0,"ResultDesc":"Accepted"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A server that answers every request with `handle` (or never, when it returns nothing). */
async function startFakeDaraja(handle: (res: http.ServerResponse) => void) {
  const server = http.createServer((req, res) => {
    req.resume();
    handle(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Recorded {
  method: string;
  path: string;
  authorization: string;
  body: Record<string, unknown> | null;
}

/** The real fetch, recording each request (and changing one, where a test says so). */
function recordingFetch(change: (init: RequestInit) => RequestInit = (init) => init) {
  const requests: Recorded[] = [];
  const fetchImpl: typeof fetch = (input, init = {}) => {
    const changed = change(init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(changed.headers);
    requests.push({
      method: changed.method ?? 'GET',
      path: url.pathname,
      authorization: headers.get('authorization') ?? '',
      body: typeof changed.body === 'string' ? (JSON.parse(changed.body) as Record<string, unknown>) : null,
    });
    return fetch(input, changed);
  };
  return { fetchImpl, requests, count: (path: string) => requests.filter((request) => request.path === path).length };
}

const settingsFor = (baseUrl: string, callbackBaseUrl: string, changes: Partial<DarajaSettings> = {}): DarajaSettings => ({
  baseUrl,
  consumerKey: 'simulator-key',
  consumerSecret: 'simulator-secret',
  passkey: 'simulator-passkey',
  shortCode: '5877276',
  till: '3481712',
  callbackBaseUrl,
  callbackSecret: SECRET,
  requestTimeoutMs: 5000,
  ...changes,
});

const OAUTH = '/oauth/v1/generate';
const PUSH = '/mpesa/stkpush/v1/processrequest';

describe('the Daraja client against the simulator', () => {
  let simulator: DarajaSimulator;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const simulatorOptions: DarajaSimulatorOptions = { port: 0, enforceDocumentedLengths: true, scriptedAnswerMs: 0 };

  before(async () => {
    simulator = await startDarajaSimulator(simulatorOptions);
    receiver = await startReceiver();
  });
  after(async () => {
    await simulator.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await control('POST', '/simulator/reset');
    // Daraja takes the C2B URLs once; a reset keeps them, deleting them (as in its portal) does not.
    await control('DELETE', '/simulator/c2b');
    receiver.received.length = 0;
  });

  async function control(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(simulator.url + path, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    assert.ok(response.ok, `${method} ${path}: ${response.status}`);
    return response.json();
  }

  const client = (changes: Partial<DarajaSettings> = {}, recorder = recordingFetch(), now?: () => Date) => ({
    recorder,
    daraja: createDarajaClient(settingsFor(simulator.url, receiver.url, changes), { fetchImpl: recorder.fetchImpl, ...(now ? { now } : {}) }),
  });

  /**
   * A C2B registration, as a call that needs the token: Daraja keeps the first URLs and answers
   * the next 500.003.1001 "Urls are already registered.", which is an answer all the same.
   */
  const register = (daraja: DarajaClient) =>
    daraja.registerC2bUrls().catch((error: unknown) => {
      if (!(error instanceof DarajaError && error.status === 500 && error.errorCode === '500.003.1001')) throw error;
    });

  /** Queries until the prompt is settled. */
  async function settled(daraja: DarajaClient, checkoutRequestId: string): Promise<Extract<StkQueryResult, { kind: 'settled' }>> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const result = await daraja.stkQuery(checkoutRequestId);
      if (result.kind === 'settled') return result;
      await sleep(20);
    }
    throw new Error('the prompt never settled');
  }

  /** Waits until the receiver has `count` bodies. */
  async function callbacks(count: number) {
    for (let attempt = 0; attempt < 100 && receiver.received.length < count; attempt += 1) await sleep(20);
    return receiver.received;
  }

  it('sends a Buy Goods prompt for the till that Daraja accepts', async () => {
    const fixed = new Date();
    const { daraja, recorder } = client({}, recordingFetch(), () => fixed);
    const accepted = await daraja.stkPush({ orderId: ORDER_ID, amount: 2740, phone: '+254712345678', description: 'Neem soap, moringa & more' });
    assert.match(accepted.checkoutRequestId, /^ws_CO_\d+$/);
    assert.match(accepted.merchantRequestId, /^\d+-\d+-\d+$/);

    const push = recorder.requests.find((request) => request.path === PUSH)!;
    const timestamp = darajaTimestamp(fixed);
    assert.deepEqual(push.body, {
      BusinessShortCode: '5877276',
      Password: darajaPassword('5877276', 'simulator-passkey', timestamp),
      Timestamp: timestamp,
      TransactionType: 'CustomerBuyGoodsOnline',
      Amount: 2740,
      PartyA: '254712345678',
      PartyB: '3481712',
      PhoneNumber: '254712345678',
      CallBackURL: `${receiver.url}${callbackPaths(SECRET).stk}`,
      AccountReference: push.body!.AccountReference,
      TransactionDesc: 'Neem soap mor',
    });
    assert.match(String(push.body!.AccountReference), /^[0-9A-Z]{12}$/);
    assert.equal(orderIdOfReference(String(push.body!.AccountReference)), ORDER_ID);
    assert.match(push.authorization, /^Bearer \S+$/);

    const { prompts } = (await control('GET', '/simulator/prompts?phone=254712345678')) as { prompts: { amount: number; state: string; warnings: string[] }[] };
    assert.equal(prompts.length, 1);
    assert.equal(prompts[0]!.amount, 2740);
    assert.equal(prompts[0]!.state, 'sent');
    assert.deepEqual(prompts[0]!.warnings, []);
  });

  it('queries a prompt: pending while on the phone, then settled', async () => {
    const { daraja } = client();
    const { checkoutRequestId, merchantRequestId } = await daraja.stkPush({ orderId: ORDER_ID, amount: 10, phone: '254712345678' });
    assert.deepEqual(await daraja.stkQuery(checkoutRequestId), { kind: 'pending' });
    assert.deepEqual(await daraja.stkQuery(checkoutRequestId), { kind: 'pending' });
    await control('POST', `/simulator/prompts/${checkoutRequestId}/approve`, { pin: '1234' });
    const result = await daraja.stkQuery(checkoutRequestId);
    assert.ok(result.kind === 'settled');
    assert.equal(result.resultCode, '0');
    assert.equal(result.merchantRequestId, merchantRequestId);
    assert.equal(typeof result.resultDesc, 'string');
  });

  it("reads each scripted answer of the phone as its prompt's state", async () => {
    const { daraja } = client();
    // The simulator's time-out is Daraja's 1037, "DS timeout user cannot be reached".
    const expected = { approve: 'paid', cancel: 'cancelled', timeout: 'unreachable', 'insufficient-funds': 'insufficient-funds', 'wrong-pin': 'wrong-pin' };
    for (const [index, [outcome, state]] of Object.entries(expected).entries()) {
      // A phone of its own each time: Daraja locks a phone a minute after its prompt ends.
      const phone = `25472200011${index}`;
      await control('POST', `/simulator/phones/${phone}/next`, { outcome, callback: 'lost' });
      const { checkoutRequestId } = await daraja.stkPush({ orderId: ORDER_ID, amount: 10, phone });
      assert.equal(promptStateOf((await settled(daraja, checkoutRequestId)).resultCode), state, outcome);
    }
  });

  it("sends callbacks our parsers read; a Buy Goods prompt's confirmation names the till and no account", async () => {
    const { daraja } = client();
    await daraja.registerC2bUrls();
    await control('POST', '/simulator/phones/254712345678/next', { outcome: 'approve' });
    const { checkoutRequestId } = await daraja.stkPush({ orderId: ORDER_ID, amount: 2740, phone: '+254712345678' });
    const paths = callbackPaths(SECRET);
    const bodies = await callbacks(2);
    const stk = bodies.find((body) => body.path === paths.stk);
    assert.ok(stk, 'the prompt callback');
    const parsedStk = parseStkCallback(stk.body);
    assert.ok(parsedStk.ok, parsedStk.ok ? '' : parsedStk.problem);
    assert.equal(parsedStk.value.checkoutRequestId, checkoutRequestId);
    assert.equal(parsedStk.value.payment?.amount, 2740);

    const confirmation = bodies.find((body) => body.path === paths.c2bConfirmation);
    assert.ok(confirmation, 'the C2B confirmation of the prompt');
    const parsedC2b = parseC2bPayment(confirmation.body);
    assert.ok(parsedC2b.ok, parsedC2b.ok ? '' : parsedC2b.problem);
    assert.equal(parsedC2b.value.amount, 2740);
    // Buy Goods: the till is paid, and its confirmation carries no account (the AccountReference is for Pay Bill).
    assert.equal(parsedC2b.value.shortCode, '3481712');
    assert.equal(parsedC2b.value.transId, parsedStk.value.payment?.receipt);
    assert.equal(parsedC2b.value.billRefNumber, '');

    // A till payment by hand: validation, then confirmation, both of the registered shape.
    await control('POST', '/simulator/till-payments', { phone: '254712345678', amount: 500 });
    const till = (await callbacks(4)).slice(2);
    assert.deepEqual(till.map((body) => body.path), [paths.c2bValidation, paths.c2bConfirmation]);
    for (const body of till) assert.ok(parseC2bPayment(body.body).ok);
  });

  it('registers the C2B URLs on the store number', async () => {
    const { daraja, recorder } = client();
    await daraja.registerC2bUrls();
    const paths = callbackPaths(SECRET);
    assert.deepEqual(recorder.requests.find((request) => request.path === '/mpesa/c2b/v2/registerurl')!.body, {
      ShortCode: '5877276',
      ResponseType: 'Completed',
      ConfirmationURL: receiver.url + paths.c2bConfirmation,
      ValidationURL: receiver.url + paths.c2bValidation,
    });
    await assert.rejects(
      client({ shortCode: '5877277' }).daraja.registerC2bUrls(),
      (error: unknown) => error instanceof DarajaError && error.status === 400 && error.errorCode === '400.002.02',
    );
    // Daraja keeps the first URLs: registering again is refused as already registered.
    await assert.rejects(daraja.registerC2bUrls(), (error: unknown) => error instanceof DarajaError && error.status === 500 && error.errorCode === '500.003.1001');
  });

  it('keeps its token until shortly before it expires, one fetch for concurrent callers', async () => {
    const { daraja, recorder } = client();
    await Promise.all([register(daraja), register(daraja), register(daraja)]);
    assert.equal(recorder.count(OAUTH), 1);
    await register(daraja);
    assert.equal(recorder.count(OAUTH), 1);
    // The same token is sent every time.
    assert.equal(new Set(recorder.requests.filter((request) => request.path !== OAUTH).map((request) => request.authorization)).size, 1);
  });

  it('fetches a new token a minute before the old one expires', async () => {
    const short = await startDarajaSimulator({ port: 0, tokenTtlSeconds: 61 });
    try {
      const recorder = recordingFetch();
      const daraja = createDarajaClient(settingsFor(short.url, receiver.url), { fetchImpl: recorder.fetchImpl });
      await register(daraja);
      await register(daraja);
      assert.equal(recorder.count(OAUTH), 1);
      // 61 s tokens are renewed after 1 s.
      await sleep(1100);
      await register(daraja);
      assert.equal(recorder.count(OAUTH), 2);
      await register(daraja);
      assert.equal(recorder.count(OAUTH), 2);
    } finally {
      await short.close();
    }
  });

  it('drops a token Daraja no longer knows and tries once more with a new one', async () => {
    const first = await startDarajaSimulator({ port: 0 });
    const recorder = recordingFetch();
    const daraja = createDarajaClient(settingsFor(first.url, receiver.url), { fetchImpl: recorder.fetchImpl });
    await daraja.registerC2bUrls();
    // Daraja restarts on the same address and forgets every token it issued.
    await first.close();
    const again = await startDarajaSimulator({ port: first.port });
    try {
      await daraja.registerC2bUrls();
      assert.deepEqual(
        recorder.requests.map((request) => request.path),
        [OAUTH, '/mpesa/c2b/v2/registerurl', '/mpesa/c2b/v2/registerurl', OAUTH, '/mpesa/c2b/v2/registerurl'],
      );
    } finally {
      await again.close();
    }
  });

  it('tries only once more when the new token is refused too', async () => {
    const stale = recordingFetch((init) => (new Headers(init.headers).has('authorization') && init.method === 'POST' ? { ...init, headers: { ...(init.headers as Record<string, string>), Authorization: 'Bearer stale' } } : init));
    const { daraja } = client({}, stale);
    await assert.rejects(daraja.registerC2bUrls(), (error: unknown) => error instanceof DarajaError && error.status === 404 && error.errorCode === '404.001.03');
    assert.equal(stale.count(OAUTH), 2);
    assert.equal(stale.count('/mpesa/c2b/v2/registerurl'), 2);
  });

  it('refuses with a DarajaError that holds no secret, token or phone', async () => {
    const { daraja } = client({ consumerKey: 'wrong-key-value', consumerSecret: 'wrong-secret-value' });
    const error = await daraja.stkPush({ orderId: ORDER_ID, amount: 10, phone: '+254712345678' }).then(
      () => assert.fail('accepted'),
      (caught: unknown) => caught,
    );
    assert.ok(error instanceof DarajaError);
    assert.equal(error.status, 400);
    assert.equal(error.errorCode, '400.008.01');
    for (const secret of ['wrong-key-value', 'wrong-secret-value', '712345678', 'simulator-passkey', 'Invalid Authentication']) assert.ok(!error.message.includes(secret), secret);

    // Refused by the prompt endpoint: a password made with another passkey.
    const { daraja: wrongPasskey, recorder } = client({ passkey: 'wrong-passkey-value' });
    const refused = await wrongPasskey.stkPush({ orderId: ORDER_ID, amount: 10, phone: '+254712345678' }).then(
      () => assert.fail('accepted'),
      (caught: unknown) => caught,
    );
    assert.ok(refused instanceof DarajaError && refused.status === 400 && refused.errorCode === '400.002.02');
    const token = recorder.requests.find((request) => request.path === PUSH)!.authorization.replace('Bearer ', '');
    for (const secret of [token, '712345678', 'wrong-passkey-value', 'simulator-passkey', 'Password']) assert.ok(!refused.message.includes(secret), secret);
    assert.doesNotMatch(JSON.stringify({ ...refused, message: refused.message }), /712345678|simulator-|wrong-passkey/);

    // A till that is not the shop's is no refusal: Daraja accepts the push, and its result says SFC_IC0003.
    const { daraja: wrongTill } = client({ till: '1111111' });
    const { checkoutRequestId } = await wrongTill.stkPush({ orderId: ORDER_ID, amount: 10, phone: '+254712345679' });
    assert.equal(promptStateOf((await settled(wrongTill, checkoutRequestId)).resultCode), 'not-permitted');
  });

  it("refuses what the shop must not send before asking Daraja", async () => {
    const { daraja, recorder } = client();
    await assert.rejects(daraja.stkPush({ orderId: ORDER_ID, amount: 10, phone: '0712345678' }), RangeError);
    await assert.rejects(daraja.stkPush({ orderId: ORDER_ID, amount: 10.5, phone: '254712345678' }), RangeError);
    await assert.rejects(daraja.stkPush({ orderId: ORDER_ID, amount: 0, phone: '254712345678' }), RangeError);
    await assert.rejects(daraja.stkPush({ orderId: 'ORDER1', amount: 10, phone: '254712345678' }), RangeError);
    await assert.rejects(daraja.stkQuery('<script>'), RangeError);
    assert.equal(recorder.requests.length, 0);
  });
});

describe('the Daraja client when Daraja misbehaves', () => {
  const settings = (url: string) => settingsFor(url, 'https://mimea.co.ke', { requestTimeoutMs: 300 });

  it('gives up on a call after requestTimeoutMs', async () => {
    const silent = await startFakeDaraja(() => {});
    try {
      const started = Date.now();
      await assert.rejects(
        createDarajaClient(settings(silent.url)).registerC2bUrls(),
        (error: unknown) => error instanceof DarajaError && error.status === undefined && /did not answer/.test(error.message),
      );
      assert.ok(Date.now() - started < 3000);
    } finally {
      await silent.close();
    }
  });

  it('says so when an answer is not the documented one', async () => {
    const html = await startFakeDaraja((res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>'));
    try {
      await assert.rejects(
        createDarajaClient(settings(html.url)).registerC2bUrls(),
        (error: unknown) => error instanceof DarajaError && error.status === 200 && !error.message.includes('maintenance'),
      );
    } finally {
      await html.close();
    }
  });

  it('says so when Daraja cannot be reached', async () => {
    const gone = await startFakeDaraja(() => {});
    await gone.close();
    await assert.rejects(createDarajaClient(settings(gone.url)).registerC2bUrls(), (error: unknown) => error instanceof DarajaError && /could not be reached/.test(error.message));
  });
});
