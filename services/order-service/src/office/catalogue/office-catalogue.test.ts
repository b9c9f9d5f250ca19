// The office's Products through its API, signed in with real sessions on both engines: an edit in
// the access record with old → new, the CSV import refused line by line with nothing applied or
// applied whole, staff refused until the owner allows them, and a photo made into three WebP
// widths served immutable.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import sharp from 'sharp';
import { onEachEngine, type TestService } from '../../test-support/test-service';
import { auditRows, signIn, storeAccount, type Browser } from '../auth/office-sign-in-fixture';

interface Product {
  id: string;
  name: string;
  price: number;
  salePrice?: number;
  stock: number;
  hidden: boolean;
  version: number;
  images: string[];
  [field: string]: unknown;
}

let accounts = 0;
async function office(service: TestService, role: 'owner' | 'manager' | 'staff'): Promise<Browser> {
  accounts += 1;
  return signIn(service, await storeAccount(service, { username: `${role}${accounts}`, role }));
}

async function product(browser: Browser, id: string): Promise<Product> {
  const answer = await browser.get(`/api/office/catalogue/products/${id}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body as Product;
}

const HEADER = 'id,name,price,sale_price,stock,hidden';

onEachEngine("the office's products", (backend) => {
  it('saves an edit on the version read, in the access record with each field’s old → new; a stale version or a sale price at the price is refused', async () => {
    const service = await backend.start();
    const manager = await office(service, 'manager');
    const before = await product(manager, 'a-power-capsules');
    assert.deepEqual([before.price, before.stock, before.hidden], [2500, 240, false]);

    const saved = await manager.send('PATCH', '/api/office/catalogue/products/a-power-capsules', { version: before.version, price: 2600, stock: 12, usage: before.usage });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const after = saved.body as Product;
    assert.deepEqual([after.price, after.stock, after.version], [2600, 12, before.version + 1]);
    const edits = (await auditRows(service)).filter((row) => row.action === 'catalogue.edit');
    assert.deepEqual(edits.at(-1)?.detail, { id: 'a-power-capsules', changes: { price: { from: 2500, to: 2600 }, stock: { from: 240, to: 12 } } });

    const shop = await service.request('GET', '/api/catalogue/products/a-power-capsules');
    assert.deepEqual([(shop.body as Product).price, (shop.body as Product).stock], [2600, 12]);

    const stale = await manager.send('PATCH', '/api/office/catalogue/products/a-power-capsules', { version: before.version, price: 2700 });
    assert.deepEqual([stale.status, (stale.body as { code: string }).code, (stale.body as { product: Product }).product.price], [409, 'changed', 2600]);
    const sale = await manager.send('PATCH', '/api/office/catalogue/products/a-power-capsules', { version: after.version, salePrice: 2600 });
    assert.equal(sale.status, 400);
    assert.deepEqual((sale.body as { problems: unknown[] }).problems, [{ field: 'salePrice', message: 'The sale price must be below the price.' }]);
    const hidden = await manager.send('PATCH', '/api/office/catalogue/products/a-power-capsules', { version: after.version, hidden: true });
    assert.equal((hidden.body as Product).hidden, true);
    assert.equal((await service.request('GET', '/api/catalogue/products/a-power-capsules')).status, 404);
    assert.equal((await manager.send('PATCH', '/api/office/catalogue/products/no-such-thing', { version: 1, price: 5 })).status, 404);
  });

  it('adds a product, lists it with the filters, and exports the CSV', async () => {
    const service = await backend.start();
    const owner = await office(service, 'owner');
    const fields = { name: 'Baobab Powder', price: 900, stock: 0, category: 'supplements', subcategory: 'immunity-energy', healthGoals: ['immunity'], shortDescription: 'Baobab fruit powder.', description: 'Dried baobab pulp, milled.', hidden: true };
    const added = await owner.send('POST', '/api/office/catalogue/products', fields);
    assert.equal(added.status, 201, JSON.stringify(added.body));
    assert.deepEqual([(added.body as Product).id, (added.body as Product).version], ['baobab-powder', 1]);
    assert.equal((await owner.send('POST', '/api/office/catalogue/products', fields)).status, 409);
    const created = (await auditRows(service)).find((row) => row.action === 'catalogue.edit');
    assert.equal((created?.detail as { created: boolean }).created, true);

    const list = async (query: string) => ((await owner.get(`/api/office/catalogue/products?${query}`)).body as { products: Product[] }).products.map((entry) => entry.id);
    assert.deepEqual(await list('visibility=hidden'), ['baobab-powder']);
    const out = ((await owner.get('/api/office/catalogue/products?stock=out&visibility=all')).body as { products: Product[] }).products;
    assert.ok(out.some((entry) => entry.id === 'baobab-powder') && out.every((entry) => entry.stock === 0));
    const low = ((await owner.get('/api/office/catalogue/products?stock=low')).body as { products: Product[] }).products;
    assert.ok(low.every((entry) => entry.stock > 0 && entry.stock <= 10));
    assert.deepEqual(await list('search=GINSENG%20coff'), ['ginseng-coffee']);
    assert.ok((await list('category=skincare')).length > 0);
    assert.equal((await owner.get('/api/office/catalogue/products?stock=many')).status, 400);

    const csv = await owner.get('/api/office/catalogue/products.csv');
    assert.match(String(csv.headers.get('content-type')), /^text\/csv/);
    const lines = String(csv.body).split('\r\n');
    assert.equal(lines[0], HEADER);
    assert.ok(lines.includes('ginseng-coffee,Ginseng Coffee,1950,1600,180,false'));
    assert.ok(lines.includes('baobab-powder,Baobab Powder,900,,0,true'));
  });

  it('refuses an import with problems line by line and applies none of it', async () => {
    const service = await backend.start();
    const manager = await office(service, 'manager');
    const csv = [
      HEADER,
      'a-power-capsules,A-Power Capsules,2400,,240,false',
      'ginseng-coffee,Ginseng Coffee,KES lots,,180,false',
      'no-such-product,Nothing,100,,1,false',
      'moringa-leaf-powder,Moringa Leaf Powder,950,,-3,false',
      'probiotic-capsules,Probiotic Capsules,2900,2900,140,false',
    ].join('\r\n');
    const expected = [
      { line: 3, id: 'ginseng-coffee', message: 'The price "KES lots" is not a whole number of shillings from 1 to 10,000,000.' },
      { line: 4, id: 'no-such-product', message: 'There is no product with the id no-such-product.' },
      { line: 5, id: 'moringa-leaf-powder', message: 'The stock cannot be negative (-3).' },
      { line: 6, id: 'probiotic-capsules', message: 'The sale price (2900) must be below the price (2900).' },
    ];
    const preview = await manager.send('POST', '/api/office/catalogue/import/preview', { csv });
    assert.equal(preview.status, 200);
    assert.deepEqual(preview.body, { changes: [{ id: 'a-power-capsules', name: 'A-Power Capsules', field: 'price', from: 2500, to: 2400 }], problems: expected });

    const applied = await manager.send('POST', '/api/office/catalogue/import', { csv });
    assert.equal(applied.status, 400);
    assert.deepEqual((applied.body as { problems: unknown }).problems, expected);
    assert.equal((await product(manager, 'a-power-capsules')).price, 2500);
    assert.equal((await auditRows(service)).filter((row) => row.action === 'catalogue.import').length, 0);
    assert.equal((await manager.send('POST', '/api/office/catalogue/import', { csv: 'name,price\r\nx,1' })).status, 400);
  });

  it('applies a valid import whole (CRLF, quoted fields) and records each change', async () => {
    const service = await backend.start();
    const manager = await office(service, 'manager');
    const revision = ((await service.request('GET', '/api/catalogue/revision')).body as { revision: number }).revision;
    const csv = `${HEADER}\r\n"ginseng-coffee","Ginseng Coffee, Korean",1950,,"1,200",false\r\nmoringa-leaf-powder,Moringa Leaf Powder,950,,320,yes\r\n\r\n`;
    const preview = (await manager.send('POST', '/api/office/catalogue/import/preview', { csv })).body as { changes: unknown[]; problems: unknown[] };
    const changes = [
      { id: 'ginseng-coffee', name: 'Ginseng Coffee', field: 'name', from: 'Ginseng Coffee', to: 'Ginseng Coffee, Korean' },
      { id: 'ginseng-coffee', name: 'Ginseng Coffee', field: 'salePrice', from: 1600, to: null },
      { id: 'ginseng-coffee', name: 'Ginseng Coffee', field: 'stock', from: 180, to: 1200 },
      { id: 'moringa-leaf-powder', name: 'Moringa Leaf Powder', field: 'hidden', from: false, to: true },
    ];
    assert.deepEqual(preview, { changes, problems: [] });
    const applied = await manager.send('POST', '/api/office/catalogue/import', { csv });
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    assert.equal((applied.body as { applied: number }).applied, 4);
    const coffee = await product(manager, 'ginseng-coffee');
    assert.deepEqual([coffee.name, coffee.salePrice, coffee.stock], ['Ginseng Coffee, Korean', undefined, 1200]);
    assert.equal((await product(manager, 'moringa-leaf-powder')).hidden, true);
    const [row] = (await auditRows(service)).filter((entry) => entry.action === 'catalogue.import');
    assert.deepEqual(row?.detail, { products: 2, changes });
    assert.ok(((await service.request('GET', '/api/catalogue/revision')).body as { revision: number }).revision > revision);
  });

  it('refuses staff (recorded) until the owner lets them edit; only the owner changes the settings', async () => {
    const service = await backend.start();
    const staff = await office(service, 'staff');
    const manager = await office(service, 'manager');
    const owner = await office(service, 'owner');
    const refused = await staff.get('/api/office/catalogue/products');
    assert.deepEqual([refused.status, (refused.body as { code: string }).code], [403, 'role']);
    assert.equal((await staff.send('PATCH', '/api/office/catalogue/products/a-power-capsules', { version: 1, stock: 1 })).status, 403);
    const refusals = (await auditRows(service)).filter((row) => row.action === 'refused');
    assert.deepEqual(refusals.map((row) => row.detail), [
      { route: 'GET /api/office/catalogue/products', code: 'role' },
      { route: 'PATCH /api/office/catalogue/products/:id', code: 'role' },
    ]);
    assert.deepEqual((await staff.get('/api/office/catalogue/settings')).body, { holdMinutes: 60, staffMayEdit: false });
    assert.equal((await manager.send('PUT', '/api/office/catalogue/settings', { holdMinutes: 30, staffMayEdit: true })).status, 403);
    assert.equal((await owner.send('PUT', '/api/office/catalogue/settings', { holdMinutes: 2, staffMayEdit: true })).status, 400);

    const changed = await owner.send('PUT', '/api/office/catalogue/settings', { holdMinutes: 30, staffMayEdit: true });
    assert.deepEqual([changed.status, changed.body], [200, { holdMinutes: 30, staffMayEdit: true }]);
    const [settings] = (await auditRows(service)).filter((row) => row.action === 'catalogue.settings');
    assert.deepEqual(settings?.detail, { changes: { holdMinutes: { from: 60, to: 30 }, staffMayEdit: { from: false, to: true } } });
    const current = await product(staff, 'a-power-capsules');
    assert.equal((await staff.send('PATCH', '/api/office/catalogue/products/a-power-capsules', { version: current.version, stock: 7 })).status, 200);
  });

  it('makes an uploaded photo into 320, 640 and 1024 wide WebP, adds the 640 to the product, and serves them immutable', async () => {
    const service = await backend.start();
    const manager = await office(service, 'manager');
    const jpeg = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3a7d44' } }).jpeg().toBuffer();
    const upload = (body: Buffer, type: string, id = 'a-power-capsules') =>
      fetch(`${service.url}/api/office/catalogue/products/${id}/photos`, { method: 'POST', headers: { Cookie: manager.cookie, 'X-CSRF-Token': manager.csrfToken, 'Content-Type': type }, body: new Uint8Array(body) });

    const answer = await upload(jpeg, 'image/jpeg');
    assert.equal(answer.status, 201);
    const { product: saved, photo } = (await answer.json()) as { product: Product; photo: { id: string; url: string; widths: Record<string, string> } };
    assert.match(photo.id, /^[a-f0-9]{32}$/);
    assert.equal(photo.url, `/api/catalogue/photos/${photo.id}-640.webp`);
    assert.deepEqual(saved.images.slice(-1), [photo.url]);
    assert.equal(saved.images.length, 3);
    for (const width of [320, 640, 1024]) {
      assert.equal(photo.widths[width], `/api/catalogue/photos/${photo.id}-${width}.webp`);
      const served = await fetch(`${service.url}${photo.widths[width]}`);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), 'image/webp');
      assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      assert.deepEqual([meta.format, meta.width], ['webp', width]);
    }
    const [row] = (await auditRows(service)).filter((entry) => entry.action === 'catalogue.photo');
    assert.deepEqual((row?.detail as { changes: unknown }).changes, { images: { from: saved.images.slice(0, 2), to: saved.images } });

    // The same photo again adds nothing; a file that is no image, and an unknown product, are refused.
    assert.equal(((await (await upload(jpeg, 'image/jpeg')).json()) as { product: Product }).product.images.length, 3);
    assert.equal((await upload(Buffer.from('not an image'), 'image/png')).status, 400);
    assert.equal((await upload(jpeg, 'image/jpeg', 'no-such-product')).status, 404);
    assert.equal((await upload(jpeg, 'image/gif')).status, 415);
  });
});
