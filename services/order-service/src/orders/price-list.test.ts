import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { testPrices } from '../test-support/order-fixture';
import { httpPriceSource } from './price-list';

/** The catalog's origin on loopback, answering whatever `answer` says at the time. */
async function catalogServer(answer: () => { status: number; body: string }) {
  let requests = 0;
  const server = http.createServer((_req, res) => {
    requests += 1;
    const { status, body } = answer();
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/catalogue/prices.json`, requests: () => requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("reading the catalogue's published prices", () => {
  it('reads the list, keeps it, and keeps the last good copy when the catalog fails or answers nonsense', async () => {
    let answer = { status: 200, body: JSON.stringify(testPrices) };
    const catalog = await catalogServer(() => answer);
    const prices = httpPriceSource(catalog.url, { maxAgeMs: 0, retryMs: 0 });
    try {
      assert.deepEqual(await prices.current(), testPrices);
      answer = { status: 503, body: '{}' };
      assert.deepEqual(await prices.current(), testPrices);
      answer = { status: 200, body: JSON.stringify({ currency: 'USD', products: {} }) };
      assert.deepEqual(await prices.current(), testPrices);
      const changed = { currency: 'KES' as const, products: { 'olive-soap': { name: 'Olive Soap', price: 550 } } };
      answer = { status: 200, body: JSON.stringify(changed) };
      // The list refreshes behind the answer: a later read has the new prices.
      let seen = await prices.current();
      for (const deadline = Date.now() + 5000; JSON.stringify(seen) !== JSON.stringify(changed) && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await prices.current();
      }
      assert.deepEqual(seen, changed);
    } finally {
      await catalog.close();
    }
  });

  it('does not ask the catalog again while its copy is fresh', async () => {
    const catalog = await catalogServer(() => ({ status: 200, body: JSON.stringify(testPrices) }));
    const prices = httpPriceSource(catalog.url, { maxAgeMs: 60_000 });
    try {
      await prices.current();
      await prices.current();
      assert.equal(catalog.requests(), 1);
    } finally {
      await catalog.close();
    }
  });

  it('gives null, without hanging, when the catalog has never answered', async () => {
    const prices = httpPriceSource('http://127.0.0.1:9/catalogue/prices.json', { timeoutMs: 500 });
    const started = Date.now();
    assert.equal(await prices.current(), null);
    assert.ok(Date.now() - started < 2000);
  });
});
