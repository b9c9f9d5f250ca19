// TRUST_PROXY names the real proxy: only its X-Forwarded-For is believed, so a client cannot
// pick its own rate-limit bucket by sending one (issue 38: any `uniquelocal` hop was trusted,
// and behind docker's proxy a client chose its bucket).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validOrder } from '../test-support/order-fixture';
import { onEachEngine } from '../test-support/test-service';
import { trustedProxy } from './trusted-proxy';

describe('which peer is the proxy', () => {
  it('an address, a range, a named range, a host name (looked up) or a hop count', async () => {
    const lookups: string[] = [];
    const proxy = await trustedProxy('10.0.3.7, 192.168.0.0/16, loopback, shell', async (name) => {
      lookups.push(name);
      return ['172.18.0.5'];
    });
    try {
      for (const address of ['10.0.3.7', '192.168.44.1', '127.0.0.1', '::1', '::ffff:127.0.0.1', '172.18.0.5', '::ffff:172.18.0.5']) assert.equal(proxy.trusts(address, 0), true, address);
      for (const address of ['10.0.3.8', '172.18.0.6', '8.8.8.8', '41.90.1.1', 'fd00::1']) assert.equal(proxy.trusts(address, 0), false, address);
      assert.deepEqual(lookups, ['shell']);
    } finally {
      proxy.stop();
    }
    const oneHop = await trustedProxy('1');
    assert.equal(oneHop.trusts('10.1.2.3', 0), true);
    assert.equal(oneHop.trusts('41.90.1.1', 1), false);
    await assert.rejects(trustedProxy('not an address!'), /TRUST_PROXY/);
  });
});

onEachEngine('a client that claims an address', (backend) => {
  it('is counted by its own connection unless it comes through the named proxy', async () => {
    // The proxy is elsewhere (10.9.9.9): this client's X-Forwarded-For is not believed.
    const direct = await backend.start({ config: { trustProxy: '10.9.9.9', rateLimits: { orders: 2, messages: 5, owner: 100 } } });
    const claims = ['41.90.1.1', '41.90.2.2', '41.90.3.3'];
    const statuses: number[] = [];
    for (const claim of claims) statuses.push((await direct.request('POST', '/api/orders', validOrder(), { 'X-Forwarded-For': claim })).status);
    assert.deepEqual(statuses, [201, 201, 429], 'one bucket, whatever it claims');

    // The proxy named by host name (this machine's): each shopper it reports has a bucket.
    const proxied = await backend.start({ config: { trustProxy: 'localhost', rateLimits: { orders: 2, messages: 5, owner: 100 } } });
    const perShopper: number[] = [];
    for (const claim of claims) perShopper.push((await proxied.request('POST', '/api/orders', validOrder(), { 'X-Forwarded-For': claim })).status);
    assert.deepEqual(perShopper, [201, 201, 201]);
  });
});
