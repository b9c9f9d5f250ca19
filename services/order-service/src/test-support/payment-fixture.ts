// M-Pesa for the service's tests: the real Daraja simulator on a free port, the real service on
// a port known before it starts (Daraja's callbacks need its URL), and the shopper's calls.
import { after } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { startDarajaSimulator } from '@mimea/daraja-simulator';
import type { OrderSubmission } from '@mimea/order-rules';
import { mpesaConfigFromEnv, type MpesaConfig } from '../config';
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
  next(script: { outcome: string; callback?: string; lateMs?: number; paidAmount?: number }, msisdn?: string): Promise<void>;
  callbacks(): Promise<{ url: string; body: unknown; status: number | null }[]>;
  close(): Promise<void>;
}

export async function simulator(): Promise<Simulator> {
  const sim = await startDarajaSimulator({ port: 0, host: '127.0.0.1', log: () => undefined });
  const call: Simulator['call'] = async (method, path, body) => {
    const response = await fetch(sim.url + path, { method, headers: body === undefined ? {} : { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  return {
    url: sim.url,
    call,
    async next(script, msisdn = MSISDN) {
      const answer = await call('POST', `/simulator/phones/${msisdn}/next`, script);
      if (answer.status >= 300) throw new Error(`simulator refused the script: ${JSON.stringify(answer.body)}`);
    },
    async callbacks() {
      return ((await call('GET', '/simulator/callbacks')).body as { callbacks: { url: string; body: unknown; status: number | null }[] }).callbacks;
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
export function simulators(): () => Promise<Simulator> {
  const started: Simulator[] = [];
  after(async () => {
    await Promise.all(started.map((sim) => sim.close().catch(() => undefined)));
  });
  return async () => {
    const sim = await simulator();
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
