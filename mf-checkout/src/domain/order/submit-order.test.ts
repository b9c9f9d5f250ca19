/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_ORDER_ENDPOINT } from '@mimea/shared';
import { orderEndpoint, forgetOrderEndpoint } from './order-endpoint';
import type { OrderSubmission } from '@mimea/order-rules';
import { OrderSubmissionError, submitOrder, submitOrderWithRetries } from './submit-order';

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
    await expect(submitOrder(receiver.url, order)).resolves.toEqual({ orderId: order.orderId, orderKey: null });
    expect(receiver.received).toEqual([{ method: 'POST', url: '/api/orders', type: 'application/json', body: order }]);
    await receiver.close();
  });

  it('resolves with the order ID the shop stored this purchase under when it names an earlier one', async () => {
    const receiver = await startReceiver(200, { orderId: 'ORDER1763999999999001', status: 'placed' });
    await expect(submitOrder(receiver.url, order)).resolves.toEqual({ orderId: 'ORDER1763999999999001', orderKey: null });
    await receiver.close();
    const odd = await startReceiver(200, { orderId: '<script>' });
    await expect(submitOrder(odd.url, order)).resolves.toEqual({ orderId: order.orderId, orderKey: null });
    await odd.close();
  });

  it("keeps the receipt's order key, the secret that asks for the order's payment, only when it is base64url", async () => {
    const key = 'q3Jx0f_7Zk-2mW9bV1cT8yHnLpA4sEoUiRdG6hKjN5M';
    const receiver = await startReceiver(201, { orderId: order.orderId, status: 'awaiting-payment', orderKey: key });
    await expect(submitOrder(receiver.url, order)).resolves.toEqual({ orderId: order.orderId, orderKey: key });
    await receiver.close();
    for (const orderKey of ['short', 'key with spaces and more than sixteen', 'a\r\nX-Evil: 1aaaaaaaaaaaaaaa', 42, null]) {
      const odd = await startReceiver(201, { orderId: order.orderId, orderKey });
      await expect(submitOrder(odd.url, order)).resolves.toEqual({ orderId: order.orderId, orderKey: null });
      await odd.close();
    }
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

  it('keeps the line a refusal for stock names, with the words of the service (or the same words, when it sent none)', async () => {
    const line = { id: 'olive-soap', name: 'Olive Soap', requested: 3, available: 2 };
    const message = 'Only 2 left of Olive Soap. Change the quantity in your cart.';
    const receiver = await startReceiver(409, { error: message, code: 'out-of-stock', line });
    await expect(submitOrder(receiver.url, order)).rejects.toMatchObject({ status: 409, refusal: 'out-of-stock', stock: { message, line } });
    await receiver.close();
    const wordless = await startReceiver(409, { code: 'out-of-stock', line: { ...line, available: 0 } });
    await expect(submitOrder(wordless.url, order)).rejects.toMatchObject({ refusal: 'out-of-stock', stock: { message: 'Olive Soap is out of stock.' } });
    await wordless.close();
    const odd = await startReceiver(409, { error: message, code: 'out-of-stock', line: { id: 'olive-soap', available: -1 } });
    const error = (await submitOrder(odd.url, order).catch((caught: unknown) => caught)) as OrderSubmissionError;
    expect([error.refusal, error.stock, error.worthRetrying]).toEqual([undefined, undefined, false]);
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

  describe('sent again while the failure may pass', () => {
    /** A receiver answering each post with the next of `answers` (status and body). */
    function startScripted(answers: [number, unknown][]) {
      const bodies: unknown[] = [];
      const server = http.createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          bodies.push(JSON.parse(body) as unknown);
          const [status, answer] = answers[Math.min(bodies.length, answers.length) - 1]!;
          res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
        });
      });
      return new Promise<{ url: string; bodies: unknown[]; close: () => Promise<void> }>((resolve) => {
        server.listen(0, '127.0.0.1', () => {
          const { port } = server.address() as AddressInfo;
          resolve({ url: `http://127.0.0.1:${port}/api/orders`, bodies, close: () => new Promise((done) => server.close(() => done())) });
        });
      });
    }
    const quick = { delaysMs: [0, 0] };

    it('sends the same order again after an answer that cannot say whether it was stored, and takes the stored one', async () => {
      const receiver = await startScripted([
        [503, { error: 'Could not confirm.', code: 'outcome-unknown' }],
        [504, { error: 'No answer.' }],
        [200, { orderId: order.orderId, status: 'placed' }],
      ]);
      await expect(submitOrderWithRetries(receiver.url, order, quick)).resolves.toEqual({ orderId: order.orderId, orderKey: null });
      expect(receiver.bodies).toEqual([order, order, order]);
      await receiver.close();
    });

    it('stops after its tries, and never retries a refusal, a full disk or its own failure', async () => {
      const down = await startScripted([[503, { code: 'not-stored' }]]);
      await expect(submitOrderWithRetries(down.url, order, quick)).rejects.toMatchObject({ status: 503, unavailability: 'not-stored' });
      expect(down.bodies).toHaveLength(3);
      await down.close();
      for (const [status, body] of [
        [503, { code: 'disk-full' }],
        [409, { code: 'order-id-reused' }],
        [400, { problems: [] }],
        [500, { error: 'Something went wrong on our side.' }],
      ] as [number, unknown][]) {
        const receiver = await startScripted([[status, body]]);
        await expect(submitOrderWithRetries(receiver.url, order, quick)).rejects.toMatchObject({ status });
        expect(receiver.bodies).toHaveLength(1);
        await receiver.close();
      }
    });

    it('retries a lost connection too', async () => {
      let calls = 0;
      const flaky: typeof fetch = async (...args) => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return fetch(...args);
      };
      const receiver = await startScripted([[201, { orderId: order.orderId }]]);
      await expect(submitOrderWithRetries(receiver.url, order, { ...quick, fetchImpl: flaky })).resolves.toEqual({ orderId: order.orderId, orderKey: null });
      expect(calls).toBe(2);
      await receiver.close();
    });
  });
});
