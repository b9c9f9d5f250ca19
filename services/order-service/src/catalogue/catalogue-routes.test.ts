import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { cataloguePhotos } from '../db/schema';
import { onEachEngine, type TestService } from '../test-support/test-service';
import { updateProduct } from './catalogue-store';
import type { CatalogueProduct } from './catalogue-types';

const TIMEOUT = 5000;

onEachEngine('the public catalogue', (backend) => {
  let service: TestService;
  before(async () => {
    service = await backend.start();
    // Hidden for every test here: the shop no longer shows it.
    await service.database.transaction(TIMEOUT, (tx) => updateProduct(tx, 'ginseng-coffee', 1, { hidden: true }));
  });

  it('lists the shown products in their order with the revision, cached for 10 s, without a session', async () => {
    const answer = await service.request('GET', '/api/catalogue/products');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('cache-control'), 'public, max-age=10');
    const body = answer.body as { revision: number; currency: string; products: CatalogueProduct[] };
    assert.equal(body.currency, 'KES');
    assert.equal(body.revision, 2);
    assert.equal(body.products.length, 61);
    assert.equal(body.products[0]!.id, 'a-power-capsules');
    assert.ok(!body.products.some((product) => product.id === 'ginseng-coffee'));
    // mf-catalog's Product, field for field.
    assert.deepEqual(Object.keys(body.products[0]!).sort(), [
      'addedOn', 'benefits', 'bestSeller', 'category', 'currency', 'description', 'featured', 'healthGoals', 'id', 'images',
      'ingredients', 'name', 'newArrival', 'price', 'ratings', 'reviews', 'shortDescription', 'stock', 'subcategory', 'usage',
    ]);
    assert.equal(typeof body.products[0]!.price, 'number');
  });

  it("lists only the shown products of ?ids= (a cart's lines), whatever else the list holds", async () => {
    const answer = await service.request('GET', '/api/catalogue/products?ids=olive-soap,ginseng-coffee,no-such-product,%3Cb%3E,herbs-toothpaste,olive-soap');
    assert.equal(answer.status, 200);
    const body = answer.body as { revision: number; products: CatalogueProduct[] };
    assert.ok(Number.isSafeInteger(body.revision));
    // In the catalogue's order; the hidden one and the unknown ones left out.
    assert.deepEqual(body.products.map((product) => product.id).sort(), ['herbs-toothpaste', 'olive-soap']);
    assert.equal(typeof body.products[0]!.stock, 'number');
    const none = await service.request('GET', '/api/catalogue/products?ids=');
    assert.deepEqual((none.body as { products: CatalogueProduct[] }).products, []);
    // More than a cart's worth: the first hundred only.
    const many = Array.from({ length: 150 }, (_, i) => `id-${i}`).concat('olive-soap').join(',');
    assert.deepEqual((await service.request('GET', `/api/catalogue/products?ids=${many}`)).body, { revision: body.revision, currency: 'KES', products: [] });
  });

  it('gives one product, and 404 for an unknown or hidden one', async () => {
    const one = await service.request('GET', '/api/catalogue/products/a-power-capsules');
    assert.equal(one.status, 200);
    assert.equal((one.body as CatalogueProduct).name, 'A-Power Capsules');
    for (const id of ['no-such-product', 'ginseng-coffee', '%00%27']) {
      const missing = await service.request('GET', `/api/catalogue/products/${id}`);
      assert.equal(missing.status, 404);
      assert.deepEqual(missing.body, { error: 'No product with this id.' });
    }
  });

  it('answers the revision, never cached', async () => {
    const answer = await service.request('GET', '/api/catalogue/revision');
    assert.deepEqual([answer.status, answer.body, answer.headers.get('cache-control')], [200, { revision: 2 }, 'no-cache']);
  });

  it('serves a photo immutable, and 404 for another name', async () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 0]);
    await service.database.db.insert(cataloguePhotos).values({ id: 'abc123-640', productId: 'a-power-capsules', width: 640, bytes, contentType: 'image/webp' });
    const response = await fetch(`${service.url}/api/catalogue/photos/abc123-640.webp`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/webp');
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.deepEqual(Buffer.from(await response.arrayBuffer()), bytes);
    for (const name of ['abc123-640.png', 'other.webp', '..%2Fabc123-640.webp']) assert.equal((await fetch(`${service.url}/api/catalogue/photos/${name}`)).status, 404);
  });
});
