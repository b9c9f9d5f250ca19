import assert from 'node:assert/strict';
import { it } from 'node:test';
import { freePort } from '../test-support/free-port';
import { onEachEngine, OWNER_TOKEN } from '../test-support/test-service';
import { listenOnPort } from '../http/port-listener';

onEachEngine("the owner's port (OWNER_PORT)", (backend) => {
  it("answers the owner's CSV there only: on the public port it does not exist; the office stays public", async () => {
    const ownerPort = await freePort();
    const service = await backend.start({ config: { ownerPort } });
    const owner = await listenOnPort(service.app, '127.0.0.1', ownerPort);
    try {
      const asOwner = { Authorization: `Bearer ${OWNER_TOKEN}` };
      // The bearer token's one call since the back office (docs/office.md).
      for (const path of ['/api/orders.csv']) {
        assert.equal((await service.request('GET', path, undefined, asOwner)).status, 404, `public ${path}`);
        const there = await fetch(`http://127.0.0.1:${ownerPort}${path}`, { headers: asOwner });
        assert.equal(there.status, 200, `owner port ${path}`);
        assert.equal(there.headers.get('cache-control'), 'no-store');
      }
      // Without the token the owner port refuses, as the public one did before.
      assert.equal((await fetch(`http://127.0.0.1:${ownerPort}/api/orders.csv`)).status, 401);
      // The office is for staff on their phones: its sign-in is on the public port (a session, not the token).
      const session = await service.request('GET', '/api/office/session');
      assert.equal(session.status, 401);
      assert.equal((session.body as { code: string }).code, 'signed-out');
      // The shop's own calls stay on the public port.
      assert.equal((await service.request('GET', '/healthz')).status, 200);
    } finally {
      await owner.close();
    }
  });
});
