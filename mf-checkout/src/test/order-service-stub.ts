// A stand-in for the order service, a real HTTP server on localhost for the checkout's tests:
// POST /api/orders (or a refusal the test sets), GET /api/catalogue/products (when the test sets
// a catalogue) and the shopper's payment calls of docs/payments.md (prompts, the long-polled
// payment view, payment-code, cash-on-delivery), with the order key, the prompt limit and "never
// two prompts at once". The real service (Fastify on PGlite) does not run inside Jest's jsdom;
// e2e/tests/mpesa-payments.spec.ts pays against it and the Daraja simulator. The test plays
// M-Pesa: settle() ends the prompt on the phone, as Daraja's callback would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup } from '@testing-library/react';
import { forgetOrderEndpoint } from '../domain/order/order-endpoint';
import { localhostFetch } from '@mimea/shared/testing/localhost-fetch';
import type { PromptState, OrderPaymentStatus } from '../domain/payment/payment-view';

interface StoredOrder {
  body: Record<string, unknown>;
  status: OrderPaymentStatus;
  paymentMethod: 'mpesa' | 'cod';
  prompt: { state: PromptState; phone: string; amount?: number } | null;
  promptsLeft: number;
  receipt: string | null;
  version: number;
  /** Fields of the view the test sets as the service would (nextPromptAt, paid, leftToPay, codeUnknown). */
  extra?: Record<string, unknown>;
}

export interface OrderServiceStub {
  origin: string;
  /** Every call, as 'METHOD /path' (the query left out). */
  calls: string[];
  orders: Map<string, StoredOrder>;
  /** The next prompt answers 503 (Daraja unreachable). */
  failNextPrompt: () => void;
  /** How the prompt on the phone ends (a callback): 'paid' pays the order. */
  settle: (orderId: string, state: PromptState) => void;
  /** The till's confirmation of a typed code arrives. */
  confirmCode: (orderId: string, receipt: string) => void;
  /** The office marks the order ready at its pickup station. */
  markReady: (orderId: string) => void;
  /** What `GET /api/catalogue/products` answers (200 with it); null (the default): 404, no catalogue. */
  catalogue: { products: unknown[] } | null;
  /** The next `POST /api/orders` is refused with this status and body (a 409 out-of-stock), storing nothing. */
  refuseNextOrder: (status: number, body: unknown) => void;
  /** Changes the order as the service would (a prompt's state, what arrived, Daraja's windows), then wakes the long polls. */
  update: (orderId: string, change: (order: StoredOrder) => void) => void;
  close: () => Promise<void>;
}

export const keyOf = (orderId: string) => `key-${orderId}-0123456789abcdef`;
const MASKED = (phone: string) => `0${phone.slice(4, 7)} *** ${phone.slice(10)}`;

export function startOrderService(): Promise<OrderServiceStub> {
  const calls: string[] = [];
  const orders = new Map<string, StoredOrder>();
  const waiting = new Set<() => void>();
  let promptFails = false;
  let refusal: [number, unknown] | null = null;
  const stub = { catalogue: null as OrderServiceStub['catalogue'] };

  const viewOf = (orderId: string, order: StoredOrder) => ({
    orderId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    total: order.body.orderAmount,
    prompt: order.prompt && { ...order.prompt, sentAt: '2026-11-26T10:00:00.000Z' },
    promptsLeft: order.promptsLeft,
    promptsAvailable: true,
    receipt: order.receipt,
    paidAt: null,
    ...order.extra,
    version: `v${order.version}`,
  });
  const changed = (order: StoredOrder) => {
    order.version += 1;
    for (const wake of [...waiting]) wake();
  };

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      calls.push(`${req.method} ${url.pathname}`);
      const answer = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      if (req.method === 'GET' && url.pathname === '/api/catalogue/products') {
        // As the catalogue answers `?ids=`: only those of its products (docs/order-service.md).
        const ids = url.searchParams.get('ids')?.split(',');
        const listed = (product: unknown) => !ids || ids.includes(String((product as { id?: unknown } | null)?.id));
        if (stub.catalogue) answer(200, { revision: 1, currency: 'KES', products: stub.catalogue.products.filter(listed) });
        else answer(404, { error: 'Not found.' });
        return;
      }
      if (req.method === 'POST' && url.pathname === '/api/orders' && refusal) {
        answer(...refusal);
        refusal = null;
        return;
      }
      if (req.method === 'POST' && url.pathname === '/api/orders') {
        const orderId = String(body.orderId);
        const typed = typeof body.mpesaTransactionId === 'string';
        if (!orders.has(orderId)) {
          const paymentMethod = body.paymentMethod === 'cod' ? 'cod' : 'mpesa';
          orders.set(orderId, { body, paymentMethod, status: paymentMethod === 'cod' ? 'placed' : typed ? 'awaiting-confirmation' : 'awaiting-payment', prompt: null, promptsLeft: 3, receipt: null, version: 1 });
        }
        answer(201, { orderId, status: orders.get(orderId)!.status, orderKey: keyOf(orderId) });
        return;
      }
      const match = /^\/api\/orders\/([^/]+)\/(prompts|payment|payment-code|cash-on-delivery)$/.exec(url.pathname);
      const orderId = match?.[1] ?? '';
      const order = orders.get(orderId);
      if (!match || !order || req.headers['x-order-key'] !== keyOf(orderId)) {
        answer(404, { error: 'Not found.' });
        return;
      }
      const view = () => viewOf(orderId, order);
      switch (match[2]) {
        case 'prompts': {
          if (order.status !== 'awaiting-payment') return answer(409, { error: 'Not awaiting payment.', code: 'not-awaiting-payment' });
          if (order.prompt?.state === 'sending' || order.prompt?.state === 'sent' || order.prompt?.state === 'unknown') return answer(409, { error: 'A prompt is on the phone.', code: 'prompt-in-flight' });
          const retryAt = order.extra?.nextPromptAt;
          if (typeof retryAt === 'string' && Date.parse(retryAt) > Date.now()) return answer(409, { error: 'Wait.', code: 'prompt-cooldown', retryAt });
          if (order.promptsLeft === 0) return answer(409, { error: 'No prompts left.', code: 'prompt-limit' });
          if (promptFails) {
            promptFails = false;
            return answer(503, { error: 'M-Pesa did not answer.', code: 'mpesa-unavailable' });
          }
          order.prompt = { state: 'sent', phone: MASKED(typeof body.phoneNumber === 'string' ? body.phoneNumber : String(order.body.phoneNumber)) };
          // The next prompt asks for what is left, and the window of the last one has passed.
          const left = order.extra?.leftToPay;
          order.extra = { ...order.extra, nextPromptAt: null };
          if (typeof left === 'number') order.prompt = { ...order.prompt, amount: left };
          order.promptsLeft -= 1;
          changed(order);
          return answer(202, view());
        }
        case 'payment': {
          const seen = url.searchParams.get('seen');
          const waitMs = Math.min(Number(url.searchParams.get('wait') ?? 0), 10) * 1000;
          if (seen === null || seen !== `v${order.version}` || waitMs === 0) return answer(200, view());
          const wake = () => {
            waiting.delete(wake);
            clearTimeout(timer);
            if (!res.writableEnded) answer(200, view());
          };
          const timer = setTimeout(wake, waitMs);
          waiting.add(wake);
          req.socket.on('close', () => {
            waiting.delete(wake);
            clearTimeout(timer);
          });
          return;
        }
        case 'payment-code':
          if (order.status !== 'awaiting-payment') return answer(409, { error: 'Not awaiting payment.', code: 'not-awaiting-payment' });
          order.status = 'awaiting-confirmation';
          order.body.mpesaTransactionId = body.mpesaTransactionId;
          changed(order);
          return answer(200, view());
        case 'cash-on-delivery':
          if (order.status !== 'awaiting-payment') return answer(409, { error: 'Not awaiting payment.', code: 'not-awaiting-payment' });
          if (order.prompt?.state === 'sent') return answer(409, { error: 'A prompt is on the phone.', code: 'prompt-in-flight' });
          order.status = 'placed';
          order.paymentMethod = 'cod';
          changed(order);
          return answer(200, view());
      }
    });
  });

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        calls,
        orders,
        get catalogue() {
          return stub.catalogue;
        },
        set catalogue(value) {
          stub.catalogue = value;
        },
        refuseNextOrder: (status, body) => {
          refusal = [status, body];
        },
        failNextPrompt: () => {
          promptFails = true;
        },
        settle: (orderId, state) => {
          const order = orders.get(orderId)!;
          order.prompt = { ...order.prompt!, state };
          if (state === 'paid') {
            order.status = 'payment-verified';
            order.receipt = 'TKQ1A2B3C4';
          }
          changed(order);
        },
        confirmCode: (orderId, receipt) => {
          const order = orders.get(orderId)!;
          order.status = 'payment-verified';
          order.receipt = receipt;
          changed(order);
        },
        update: (orderId, change) => {
          const order = orders.get(orderId)!;
          change(order);
          changed(order);
        },
        markReady: (orderId) => {
          const order = orders.get(orderId)!;
          order.status = 'ready';
          changed(order);
        },
        close: () =>
          new Promise((done) => {
            for (const wake of [...waiting]) wake();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * A stand-in service for each test of the file, which `fetch` reaches; after each, the page is
 * unmounted first (its long poll ends), then the service, the order endpoint and localStorage go.
 */
export function standInOrderService(afterEachTest: () => void = () => undefined): () => OrderServiceStub {
  let service: OrderServiceStub | undefined;
  beforeEach(async () => {
    service = await startOrderService();
    Object.assign(globalThis, { fetch: localhostFetch(service.origin) });
  });
  afterEach(async () => {
    cleanup();
    await service?.close();
    Reflect.deleteProperty(globalThis, 'fetch');
    forgetOrderEndpoint();
    afterEachTest();
    localStorage.clear();
  });
  return () => {
    if (!service) throw new Error('The stand-in order service runs during a test only');
    return service;
  };
}
