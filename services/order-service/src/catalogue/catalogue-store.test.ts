import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { onEachEngine, type TestService } from '../test-support/test-service';
import { insertProduct, readAllProducts, readProduct, readRevision, readVisibleProducts, toCatalogueProduct, updateProduct } from './catalogue-store';

const TIMEOUT = 5000;

onEachEngine('the catalogue store', (backend) => {
  let service: TestService;
  before(async () => {
    service = await backend.start();
  });

  it("is seeded with today's catalogue, in its order, at revision 1", async () => {
    const { db } = service.database;
    const products = await readVisibleProducts(db);
    assert.equal(products.length, 62);
    assert.equal(products[0]!.id, 'a-power-capsules');
    assert.equal(products[0]!.stock, 240);
    assert.equal(products[0]!.images[0], '/uploads/products/a-power-capsules-1.svg');
    assert.equal(products[1]!.salePrice, 1600);
    assert.equal(await readRevision(db), 1);
  });

  it('changes fields at the version the editor saw, bumping version and revision; refuses a stale one', async () => {
    const { database } = service;
    const revision = await readRevision(database.db);
    const changed = await database.transaction(TIMEOUT, (tx) => updateProduct(tx, 'ginseng-coffee', 1, { salePrice: null, usage: 'Hot.' }));
    assert.ok(changed.ok);
    assert.equal(changed.after.version, 2);
    const product = toCatalogueProduct((await readProduct(database.db, 'ginseng-coffee'))!);
    assert.equal(product.salePrice, undefined);
    assert.equal(product.usage, 'Hot.');
    assert.equal(product.name, 'Ginseng Coffee');
    assert.equal(await readRevision(database.db), revision + 1);
    const stale = await database.transaction(TIMEOUT, (tx) => updateProduct(tx, 'ginseng-coffee', 1, { price: 10 }));
    assert.equal(stale.ok ? 'ok' : stale.reason, 'stale');
    const missing = await database.transaction(TIMEOUT, (tx) => updateProduct(tx, 'no-such', 1, { price: 10 }));
    assert.equal(missing.ok ? 'ok' : missing.reason, 'not-found');
  });

  it('adds a product at the end, hidden when asked, once per id', async () => {
    const { database } = service;
    const base = toCatalogueProduct((await readProduct(database.db, 'a-power-capsules'))!);
    const { currency, ...fields } = base;
    assert.equal(currency, 'KES');
    const added = await database.transaction(TIMEOUT, (tx) => insertProduct(tx, { ...fields, id: 'new-tea', hidden: true }));
    assert.equal(added?.id, 'new-tea');
    const all = await readAllProducts(database.db);
    assert.equal(all.at(-1)!.id, 'new-tea');
    assert.ok(!(await readVisibleProducts(database.db)).some((product) => product.id === 'new-tea'));
    assert.equal(await database.transaction(TIMEOUT, (tx) => insertProduct(tx, { ...fields, id: 'new-tea' })), null);
  });
});
