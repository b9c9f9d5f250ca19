import assert from 'node:assert/strict';
import { it } from 'node:test';
import { onEachEngine } from '../test-support/test-service';
import { readProduct, readRevision } from './catalogue-store';
import { startHoldSweeper } from './hold-sweeper';
import { reserveStock } from './stock';

onEachEngine('the stock holds sweeper', (backend) => {
  it('gives back the units of holds past their time, once', async () => {
    const service = await backend.start();
    const { database } = service;
    const stockOf = async () => (await readProduct(database.db, 'olive-soap'))!.stock;
    const before = await stockOf();
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 60_000);
    await database.transaction(5000, (tx) => reserveStock(tx, 'ORDER-LAPSED', [{ id: 'olive-soap', quantity: 2 }], past));
    await database.transaction(5000, (tx) => reserveStock(tx, 'ORDER-WAITING', [{ id: 'olive-soap', quantity: 1 }], future));
    assert.equal(await stockOf(), before - 3);
    const revision = await readRevision(database.db);
    const sweeper = startHoldSweeper(database, service.app.log, { everyMs: 60_000 });
    try {
      assert.equal(await sweeper.runOnce(), 1);
      assert.equal(await sweeper.runOnce(), 0);
    } finally {
      await sweeper.stop();
    }
    assert.equal(await stockOf(), before - 1);
    // 380 units either way: no card changes, nor the revision (stock-revision.test.ts).
    assert.equal(await readRevision(database.db), revision);
  });
});
