// A product id is looked up among the prices' own keys only: `constructor`, `__proto__` or
// `toString` named an inherited member of the prices' object, passed as a product "sold", made
// NaN totals, failed the insert and came back as 503 "unavailable" (issue 38). Now each is a
// product the shop does not sell: a 400 naming the line.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { oneSoap } from '../test-support/order-fixture';
import { onEachEngine } from '../test-support/test-service';
import { storedOrders } from '../test-support/office-client';
import { repriceMessages } from './reprice';

interface Refusal {
  problems: { field: string; message: string }[];
}

onEachEngine('product ids that name inherited members of the prices object', (backend) => {
  it('are products the shop does not sell: 400 naming the line, never 503, nothing stored', async () => {
    const service = await backend.start();
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const order = oneSoap({ lines: [{ id, name: 'Olive Soap', unitPrice: 500, quantity: 1, lineTotal: 500 }] });
      const answer = await service.request('POST', '/api/orders', order);
      assert.equal(answer.status, 400, id);
      assert.deepEqual((answer.body as Refusal).problems, [{ field: 'lines.0.id', message: repriceMessages.notSold }], id);
    }
    assert.equal((await storedOrders(service)).total, 0);
    assert.doesNotMatch(service.logs(), /database unavailable/);
  });
});
