// M-Pesa for the service's tests: the real Daraja simulator on a free port, the real service on
// a port known before it starts (Daraja's callbacks need its URL), and the shopper's calls.
import http from 'node:http';
import { after } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { startDarajaSimulator } from '@mimea/daraja-simulator';
import type { OrderSubmission } from '@mimea/order-rules';
import { mpesaConfigFromEnv, type MpesaConfig } from '../config';
import { securityCredentialOf } from '../payments/daraja/daraja-settings';
import type { DatabaseTarget } from '../db/database';
import { freePort } from './free-port';
import { oneSoap } from './order-fixture';
import type { Backend, TestService } from './test-service';
import type { PaymentView } from '../payments/payment-view';

export const CALLBACK_SECRET = 'test-callback-secret-0123456789';
/** oneSoap's phone as Daraja writes it. */
export const MSISDN = '254722123456';

export interface Simulator {
  url: string;
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  /** Scripts how a phone answers its next prompt. */
  next(script: { outcome: string; callback?: string; lateMs?: number; paidAmount?: number; answerAfterMs?: number; pushAnswer?: 'normal' | 'reset' | { delayMs: number } }, msisdn?: string): Promise<void>;
  /** Every callback the simulator sent (stk, c2b-validation, c2b-confirmation…), with its answer's status (null: none came). */
  callbacks(): Promise<{ kind: string; url: string; body: unknown; status: number | null }[]>;
  close(): Promise<void>;
}

/**
 * One request to the simulator on a connection of its own, closed after it: a kept-alive socket of
 * the test's, left idle while PGlite holds the event loop (a service starting), is reset under the
 * service's next request to the simulator (global fetch shares one pool).
 */
function simulatorRequest(method: string, url: string, payload?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent: false, headers: payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

export type SimulatorOptions = Omit<Parameters<typeof startDarajaSimulator>[0] & object, 'port' | 'host' | 'log'>;

/** The simulator as Daraja behaves, with `options` changing its documented defaults where a test needs shorter windows. */
export async function simulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const sim = await startDarajaSimulator({ ...options, port: 0, host: '127.0.0.1', log: () => undefined });
  const call: Simulator['call'] = async (method, path, body) => {
    const answer = await simulatorRequest(method, sim.url + path, body === undefined ? undefined : JSON.stringify(body));
    return { status: answer.status, body: answer.text ? (JSON.parse(answer.text) as unknown) : null };
  };
  return {
    url: sim.url,
    call,
    async next(script, msisdn = MSISDN) {
      const answer = await call('POST', `/simulator/phones/${msisdn}/next`, script);
      if (answer.status >= 300) throw new Error(`simulator refused the script: ${JSON.stringify(answer.body)}`);
    },
    async callbacks() {
      return ((await call('GET', '/simulator/callbacks')).body as { callbacks: { kind: string; url: string; body: unknown; status: number | null }[] }).callbacks;
    },
    close: () => sim.close(),
  };
}

export interface PaymentServiceOptions {
  target?: DatabaseTarget;
  mpesa?: Partial<MpesaConfig>;
  recovery?: boolean;
  /** Register the C2B URLs with the simulator (default true). */
  registerC2b?: boolean;
}

/** The service with Daraja pointing at `sim`, its recovery job quick (queries after 1 s, again every 0.3 s). */
export async function paymentService(backend: Backend, sim: Simulator, options: PaymentServiceOptions = {}): Promise<TestService> {
  const port = await freePort();
  const mpesa = mpesaConfigFromEnv({
    MPESA_DARAJA_URL: sim.url,
    MPESA_CONSUMER_KEY: 'simulator-key',
    MPESA_CONSUMER_SECRET: 'simulator-secret',
    MPESA_PASSKEY: 'simulator-passkey',
    MPESA_CALLBACK_BASE_URL: `http://127.0.0.1:${port}`,
    MPESA_CALLBACK_SECRET: CALLBACK_SECRET,
    MPESA_REQUEST_TIMEOUT_MS: '3000',
    // The Transaction Status initiator, its credential made with the simulator's certificate as with Safaricom's.
    MPESA_INITIATOR_NAME: 'simulator-initiator',
    MPESA_SECURITY_CREDENTIAL: securityCredentialOf('simulator-initiator-password', (await simulatorRequest('GET', `${sim.url}/simulator/certificate`)).text),
  });
  const service = await backend.start({
    target: options.target,
    recovery: options.recovery,
    config: { port, mpesa: { ...mpesa, queryAfterMs: 1000, queryEveryMs: 300, recoveryEveryMs: 200, ...options.mpesa } },
  });
  if (options.registerC2b !== false) await service.daraja!.registerC2bUrls();
  return service;
}

/** A simulator for each test of the file, closed after them. */
export function simulators(): (options?: SimulatorOptions) => Promise<Simulator> {
  const started: Simulator[] = [];
  after(async () => {
    await Promise.all(started.map((sim) => sim.close().catch(() => undefined)));
  });
  return async (options) => {
    const sim = await simulator(options);
    started.push(sim);
    return sim;
  };
}

export interface PlacedOrder {
  orderId: string;
  orderKey: string;
  total: number;
  status: string;
}

/** Posts an M-Pesa order on the prompt path (no code yet) unless `overrides` say otherwise. */
export async function placeOrder(service: TestService, overrides: Partial<OrderSubmission> = {}): Promise<PlacedOrder> {
  const answer = await service.request('POST', '/api/orders', oneSoap({ mpesaTransactionId: null, paymentStatus: 'pending', ...overrides }));
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`order not stored: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as PlacedOrder;
}

export const keyed = (order: PlacedOrder) => ({ 'X-Order-Key': order.orderKey });

export async function sendPrompt(service: TestService, order: PlacedOrder, body: unknown = {}) {
  return service.request('POST', `/api/orders/${order.orderId}/prompts`, body, keyed(order));
}

/**
 * Sends a prompt as the checkout does after the shop's 409 `prompt-cooldown`: again at its
 * `retryAt` (Daraja's rules: the same amount to the same phone, a phone locked after a prompt).
 */
export async function sendPromptWhenAllowed(service: TestService, order: PlacedOrder, body: unknown = {}, tries = 3) {
  let answer = await sendPrompt(service, order, body);
  for (let attempt = 1; attempt < tries && answer.status === 409 && (answer.body as { code?: string }).code === 'prompt-cooldown'; attempt += 1) {
    const retryAt = Date.parse((answer.body as { retryAt?: string }).retryAt ?? '');
    await delay(Math.max(0, retryAt - Date.now()));
    answer = await sendPrompt(service, order, body);
  }
  return answer;
}

export async function paymentView(service: TestService, order: PlacedOrder, query = ''): Promise<PaymentView> {
  const answer = await service.request('GET', `/api/orders/${order.orderId}/payment${query}`, undefined, keyed(order));
  if (answer.status !== 200) throw new Error(`payment view: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as PaymentView;
}

/** Polls `read` until `done` holds (within `ms`), returning the last value. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await delay(100);
  }
}
