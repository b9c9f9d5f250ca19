// The order service's own logs never keep the query of an /api/office/ URL (docs/office.md,
// "Security"): a search or a filter typed in the office is personal data (a phone, a name), so the
// request lines carry the path only, and a message quoting a URL has the query hidden.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { withoutOfficeQueries } from '../../log-safe';
import { signInOffice } from '../../test-support/office-client';
import { onEachEngine } from '../../test-support/test-service';

const typed = ['0711987654', 'Nyambura', 'amina-the-owner'];

onEachEngine("the service's logs of office calls", (backend) => {
  it('carry the path of every /api/office/ call, never its query, whatever the answer', async () => {
    const service = await backend.start();
    const staff = await signInOffice(service, 'staff');
    const statuses = [
      (await staff.get('/api/office/orders?q=0711987654')).status,
      (await staff.get('/api/office/orders?tab=ready&county=Nyambura')).status,
      (await staff.get('/api/office/orders.csv?q=Nyambura')).status,
      (await staff.get('/api/office/audit?account=amina-the-owner')).status,
      (await staff.get('/api/office/nothing-here?q=0711987654')).status,
      (await service.request('GET', '/api/office/messages?filter=Nyambura')).status,
      (await staff.post('/api/office/orders/search', { q: 'Nyambura' })).status,
    ];
    assert.deepEqual(statuses, [400, 200, 403, 403, 404, 401, 200]);
    // A message that quotes a URL (as Fastify's own warnings do) has the query hidden too.
    service.app.log.warn('Reply was already sent, did you forget to "return reply" in the "/api/office/orders?q=0711987654" (GET) route?');
    const logs = service.logs();
    assert.match(logs, /"path":"\/api\/office\/orders"/);
    assert.match(logs, /"path":"\/api\/office\/nothing-here"/);
    assert.match(logs, /\/api\/office\/orders\?\[query not logged\]/);
    for (const text of typed) assert.equal(logs.includes(text), false, `"${text}" is in the logs`);
    assert.equal(/\/api\/office\/[^"\s?]*\?(?!\[query not logged\])/i.test(logs), false, 'an office query is in the logs');
  });
});

it('withoutOfficeQueries hides the query of office URLs only', () => {
  assert.equal(withoutOfficeQueries('GET /api/office/orders?q=0711987654&tab=ready done'), 'GET /api/office/orders?[query not logged] done');
  assert.equal(withoutOfficeQueries('"/API/Office/audit?account=amina"'), '"/API/Office/audit?[query not logged]"');
  assert.equal(withoutOfficeQueries('/api/orders.csv?status=placed'), '/api/orders.csv?status=placed');
  assert.equal(withoutOfficeQueries('/api/office/orders'), '/api/office/orders');
});
