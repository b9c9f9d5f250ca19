// Every answer of the service carries its own security headers and is kept from every cache,
// whichever way it is reached: on Kubernetes the ingress sends /api/ here with no proxy of the
// shop's in between (issue 38: its answers carried no security header there).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { validOrder } from '../test-support/order-fixture';
import { onEachEngine } from '../test-support/test-service';
import { securityHeaders } from './security-headers';

onEachEngine('the security headers of the order service', (backend) => {
  it('are on every answer: stored, refused, not found, probes, the office signed out, the owner’s CSV; none is cached', async () => {
    const service = await backend.start();
    const answers = [
      await service.request('POST', '/api/orders', validOrder()),
      await service.request('POST', '/api/orders', { nonsense: true }),
      await service.request('POST', '/api/orders', '{not json'),
      await service.request('GET', '/api/nothing-here'),
      await service.request('GET', '/healthz'),
      await service.request('GET', '/readyz'),
      await service.request('GET', '/api/office/orders'),
      await service.owner('GET', '/api/orders.csv'),
    ];
    for (const answer of answers) {
      for (const [name, value] of Object.entries(securityHeaders())) assert.equal(answer.headers.get(name), value, `${answer.status}: ${name}`);
      assert.equal(answer.headers.get('cache-control'), 'no-store', String(answer.status));
    }
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [201, 400, 400, 404, 200, 200, 401, 200],
    );
  });
});
