/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_ORDER_ENDPOINT } from '@mimea/shared';
import { orderEndpoint, forgetOrderEndpoint } from './order-endpoint';
import type { OrderSubmission } from '@mimea/order-rules';
import { OrderSubmissionError, submitOrder } from './submit-order';

/** A real receiver on localhost that answers with the given status and records what it got. */
function startReceiver(status: number, answer: unknown = {}) {
  const received: unknown[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, type: req.headers['content-type'], body: JSON.parse(body) as unknown });
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  return new Promise<{ url: string; received: unknown[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/api/orders`, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

const order = { orderId: 'ORDER1764000000000123', orderAmount: 6510 } as OrderSubmission;

describe('submitting an order', () => {
  it('posts the order as JSON and resolves with its order ID on an ok answer', async () => {
    const receiver = await startReceiver(201, { orderId: order.orderId, status: 'placed' });
    await expect(submitOrder(receiver.url, order)).resolves.toEqual({ orderId: order.orderId });
    expect(receiver.received).toEqual([{ method: 'POST', url: '/api/orders', type: 'application/json', body: order }]);
    await receiver.close();
  });

  it('resolves with the order ID the shop stored this purchase under when it names an earlier one', async () => {
    const receiver = await startReceiver(200, { orderId: 'ORDER1763999999999001', status: 'placed' });
    await expect(submitOrder(receiver.url, order)).resolves.toEqual({ orderId: 'ORDER1763999999999001' });
    await receiver.close();
    const odd = await startReceiver(200, { orderId: '<script>' });
    await expect(submitOrder(odd.url, order)).resolves.toEqual({ orderId: order.orderId });
    await odd.close();
  });

  it('fails on a non-ok answer, naming only the status', async () => {
    const receiver = await startReceiver(503);
    await expect(submitOrder(receiver.url, order)).rejects.toEqual(new OrderSubmissionError('The order service answered 503', 503));
    await receiver.close();
  });

  it("keeps the reason of a refusal: the M-Pesa code already used, or the order ID taken", async () => {
    for (const code of ['mpesa-code-used', 'order-id-reused'] as const) {
      const receiver = await startReceiver(409, { error: 'Refused.', code });
      await expect(submitOrder(receiver.url, order)).rejects.toMatchObject({ name: 'OrderSubmissionError', status: 409, refusal: code });
      await receiver.close();
    }
    const odd = await startReceiver(409, { code: 'something-else' });
    const error = await submitOrder(odd.url, order).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OrderSubmissionError);
    expect((error as OrderSubmissionError).refusal).toBeUndefined();
    await odd.close();
  });

  it('fails when nothing answers', async () => {
    const receiver = await startReceiver(200);
    await receiver.close();
    await expect(submitOrder(receiver.url, order)).rejects.toBeInstanceOf(OrderSubmissionError);
  });
});

describe('the order endpoint', () => {
  afterEach(forgetOrderEndpoint);

  const answering = (status: number, body: unknown) => (() =>
    Promise.resolve(new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch;

  it("is the runtime config's orderEndpoint", async () => {
    await expect(orderEndpoint(answering(200, { remotes: {}, orderEndpoint: 'https://orders.example.co.ke/api/orders' }))).resolves.toBe(
      'https://orders.example.co.ke/api/orders',
    );
  });

  it('falls back to /api/orders when the config is missing or says nothing usable', async () => {
    await expect(orderEndpoint(answering(404, {}))).resolves.toBe(DEFAULT_ORDER_ENDPOINT);
    forgetOrderEndpoint();
    await expect(orderEndpoint(answering(200, { orderEndpoint: 42 }))).resolves.toBe(DEFAULT_ORDER_ENDPOINT);
    forgetOrderEndpoint();
    await expect(orderEndpoint((() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).resolves.toBe(
      DEFAULT_ORDER_ENDPOINT,
    );
  });
});
