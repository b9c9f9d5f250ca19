import assert from 'node:assert/strict';
import { it } from 'node:test';
import { freePort } from '../test-support/free-port';
import { onEachEngine, OWNER_TOKEN } from '../test-support/test-service';
import { listenForOwner } from './owner-listener';

onEachEngine("the owner's port (OWNER_PORT)", (backend) => {
  it("answers the owner's endpoints there only: on the public port they do not exist", async () => {
    const ownerPort = await freePort();
    const service = await backend.start({ config: { ownerPort } });
    const owner = await listenForOwner(service.app, '127.0.0.1', ownerPort);
    try {
      const asOwner = { Authorization: `Bearer ${OWNER_TOKEN}` };
      for (const path of ['/api/orders', '/api/orders.csv', '/api/messages', '/api/payments?unmatched=true']) {
        assert.equal((await service.request('GET', path, undefined, asOwner)).status, 404, `public ${path}`);
        const there = await fetch(`http://127.0.0.1:${ownerPort}${path}`, { headers: asOwner });
        assert.equal(there.status, 200, `owner port ${path}`);
        assert.equal(there.headers.get('cache-control'), 'no-store');
      }
      assert.equal((await service.request('PATCH', '/api/orders/ORDER1763900000000123', { action: 'cancel' }, asOwner)).status, 404);
      // Without the token the owner port refuses, as the public one did before.
      assert.equal((await fetch(`http://127.0.0.1:${ownerPort}/api/orders`)).status, 401);
      // The shop's own calls stay on the public port.
      assert.equal((await service.request('GET', '/healthz')).status, 200);
    } finally {
      await owner.close();
    }
  });
});
