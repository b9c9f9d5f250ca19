// The catalogue's revision, which the storefront's renderers poll to render pages again, moves
// with what a card shows of a stock ("Only N left", "Out of Stock"), not with every order's units:
// a revision each order wrote would serialise orders on its row and re-render every page.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { onEachEngine } from '../test-support/test-service';
import { setStock } from '../test-support/stock';
import { readProduct, readRevision } from './catalogue-store';
import { releaseStock, reserveStock } from './stock';

onEachEngine('the revision and the stock', (backend) => {
  it('moves when a hold or its release changes what a card shows, not otherwise', async () => {
    const service = await backend.start();
    const { database } = service;
    const reserve = (orderId: string, quantity: number) =>
      database.transaction(5000, (tx) => reserveStock(tx, orderId, [{ id: 'olive-soap', quantity }], null));
    const release = (orderId: string) => database.transaction(5000, (tx) => releaseStock(tx, orderId));
    await setStock(service, 'olive-soap', 12);
    const start = await readRevision(database.db);

    // 12 → 8: the cards show nothing of either.
    assert.deepEqual(await reserve('ORDER-A', 4), { ok: true });
    assert.equal(await readRevision(database.db), start);
    // 8 → 5: "Only 5 left".
    assert.deepEqual(await reserve('ORDER-B', 3), { ok: true });
    assert.equal(await readRevision(database.db), start + 1);
    // 5 → 0: "Out of Stock".
    assert.deepEqual(await reserve('ORDER-C', 5), { ok: true });
    assert.equal(await readRevision(database.db), start + 2);
    // Given back: 0 → 5, then 5 → 9 ("Only 5 left" gone).
    await release('ORDER-C');
    assert.equal(await readRevision(database.db), start + 3);
    await release('ORDER-A');
    assert.equal((await readProduct(database.db, 'olive-soap'))?.stock, 9);
    assert.equal(await readRevision(database.db), start + 4);
    // A release that gives nothing back moves nothing.
    await release('ORDER-A');
    assert.equal(await readRevision(database.db), start + 4);
  });
});
