import assert from 'node:assert/strict';
import { it } from 'node:test';
import { listenOnPort } from '../http/port-listener';
import { freePort } from '../test-support/free-port';
import { onEachEngine } from '../test-support/test-service';

// The renderers' port (CATALOGUE_PORT): the catalogue's public reads and nothing else, so a pod
// that reaches it (the catalog's and content's render services) cannot call anything else of the
// service, least of all with an X-Forwarded-For the public port would believe.
onEachEngine("the catalogue's port (CATALOGUE_PORT)", (backend) => {
  it('answers the catalogue’s reads there, and 404 to every other call, a forged forwarded address included', async () => {
    const cataloguePort = await freePort();
    const service = await backend.start({ config: { cataloguePort } });
    const listener = await listenOnPort(service.app, '127.0.0.1', cataloguePort);
    const there = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${cataloguePort}${path}`, init);
    try {
      const products = await there('/api/catalogue/products?ids=olive-soap');
      assert.equal(products.status, 200);
      assert.deepEqual(((await products.json()) as { products: { id: string }[] }).products.map((product) => product.id), ['olive-soap']);
      assert.equal((await there('/api/catalogue/revision')).status, 200);
      assert.equal((await there('/api/catalogue/products/olive-soap', { method: 'HEAD' })).status, 200);
      // Safaricom's address claimed in a callback, an order, the office, the owner's CSV, health.
      const forged = { 'Content-Type': 'application/json', 'X-Forwarded-For': '196.201.214.200' };
      for (const [method, path] of [
        ['POST', '/api/payments/mpesa/callback'],
        ['POST', '/api/orders'],
        ['GET', '/api/office/session'],
        ['GET', '/api/orders.csv'],
        ['GET', '/healthz'],
        ['POST', '/api/catalogue/products'],
      ] as const) {
        const answer = await there(path, { method, headers: forged, ...(method === 'POST' ? { body: '{}' } : {}) });
        assert.equal(answer.status, 404, `${method} ${path}`);
      }
      // The public port is as it was.
      assert.equal((await service.request('GET', '/healthz')).status, 200);
      assert.equal((await service.request('GET', '/api/office/session')).status, 401);
    } finally {
      await listener.close();
    }
  });
});
