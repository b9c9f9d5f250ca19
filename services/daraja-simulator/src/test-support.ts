// For the simulator's tests: a real simulator on a free port, a real HTTP receiver for its
// callbacks, and Daraja calls made as the order service makes them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { stkPassword } from './password';
import { type DarajaSimulator, type DarajaSimulatorOptions, startDarajaSimulator } from './simulator';
import { eatStamp } from './wire';

export const SHORT_CODE = '5877276';
export const TILL = '3481712';
export const PHONE = '254712345678';
/** For tests that send prompt after prompt to one phone: no lock after a prompt ends, no "Rule limited.". */
export const WITHOUT_LIMITS = { subscriberLockMs: 0, duplicateWindowMs: 0 } as const;

export interface Received {
  path: string;
  raw: string;
  body: unknown;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** What `path` answers from now on (default 200 `{ ResultCode: 0, ResultDesc: "Accepted" }`). */
  answer(path: string, status: number, body: unknown): void;
  /** Resolves once `count` requests reached `path` (within 5 s). */
  waitFor(path: string, count?: number): Promise<Received[]>;
  at(path: string): Received[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers = new Map<string, { status: number; body: unknown }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      received.push({ path, raw, body: JSON.parse(raw) as unknown });
      const answer = answers.get(path) ?? { status: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const at = (path: string) => received.filter((entry) => entry.path === path);
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    at,
    answer: (path, status, body) => answers.set(path, { status, body }),
    async waitFor(path, count = 1) {
      for (const deadline = Date.now() + 5000; at(path).length < count; await new Promise((resolve) => setTimeout(resolve, 10))) {
        if (Date.now() > deadline) throw new Error(`${path} received ${at(path).length} of ${count} requests`);
      }
      return at(path);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Call {
  status: number;
  body: Record<string, unknown>;
}

export interface Harness {
  sim: DarajaSimulator;
  receiver: Receiver;
  lines: string[];
  token(): Promise<string>;
  daraja(path: string, body: unknown, token?: string, signal?: AbortSignal): Promise<Call>;
  control(path: string, body?: unknown): Promise<Call>;
  /** DELETE on a /simulator/ path. */
  remove(path: string): Promise<Call>;
  /** An STK push for KES 2740 to PHONE, as the shop sends it; `fields` change it; `signal` gives up on it. */
  push(fields?: Record<string, unknown>, signal?: AbortSignal): Promise<Call>;
  query(checkoutRequestId: string): Promise<Call>;
  registerC2b(fields?: Record<string, unknown>): Promise<Call>;
  close(): Promise<void>;
}

async function call(url: string, init: RequestInit): Promise<Call> {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function startHarness(options: DarajaSimulatorOptions = {}): Promise<Harness> {
  const lines: string[] = [];
  const sim = await startDarajaSimulator({ port: 0, host: '127.0.0.1', scriptedAnswerMs: 0, log: (line) => lines.push(line), ...options });
  const receiver = await startReceiver();
  let cached: string | null = null;
  const harness: Harness = {
    sim,
    receiver,
    lines,
    async token() {
      const basic = Buffer.from('simulator-key:simulator-secret').toString('base64');
      const { body } = await call(`${sim.url}/oauth/v1/generate?grant_type=client_credentials`, { headers: { authorization: `Basic ${basic}` } });
      return body.access_token as string;
    },
    async daraja(path, body, token, signal) {
      cached ??= await harness.token();
      return call(`${sim.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token ?? cached}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        ...(signal ? { signal } : {}),
      });
    },
    control: (path, body) =>
      call(`${sim.url}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    remove: (path) => call(`${sim.url}${path}`, { method: 'DELETE' }),
    push(fields = {}, signal) {
      const timestamp = eatStamp(new Date());
      return harness.daraja('/mpesa/stkpush/v1/processrequest', {
        BusinessShortCode: SHORT_CODE,
        Password: stkPassword(SHORT_CODE, 'simulator-passkey', timestamp),
        Timestamp: timestamp,
        TransactionType: 'CustomerBuyGoodsOnline',
        Amount: 2740,
        PartyA: PHONE,
        PartyB: TILL,
        PhoneNumber: PHONE,
        CallBackURL: `${receiver.url}/stk`,
        AccountReference: 'ORDER1764201',
        TransactionDesc: 'Mimea order',
        ...fields,
      }, undefined, signal);
    },
    query(checkoutRequestId) {
      const timestamp = eatStamp(new Date());
      return harness.daraja('/mpesa/stkpushquery/v1/query', {
        BusinessShortCode: SHORT_CODE,
        Password: stkPassword(SHORT_CODE, 'simulator-passkey', timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      });
    },
    registerC2b(fields = {}) {
      return harness.daraja('/mpesa/c2b/v2/registerurl', {
        ShortCode: SHORT_CODE,
        ResponseType: 'Completed',
        ConfirmationURL: `${receiver.url}/c2b/confirmation`,
        ValidationURL: `${receiver.url}/c2b/validation`,
        ...fields,
      });
    },
    async close() {
      await sim.close();
      await receiver.close();
    },
  };
  return harness;
}

/** Resolves after `ms`. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
