/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { localhostFetch } from '@mimea/shared/testing/localhost-fetch';
import { fetchCurrentProducts } from './current-products';

/** A real catalogue on localhost answering its list with `status` and `body` (text as given, or JSON). */
function startCatalogue(status: number, body: unknown) {
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    paths.push(`${req.method} ${req.url}`);
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  return new Promise<{ fetch: typeof fetch; paths: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ fetch: localhostFetch(`http://127.0.0.1:${port}`), paths, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

const soap = { id: 'olive-soap', name: 'Olive Soap', price: 500, currency: 'KES', stock: 12 };

describe("the catalogue's current products", () => {
  it("reads the lines' products on the page's origin: each one's price (its sale price when set) and stock", async () => {
    const catalogue = await startCatalogue(200, { revision: 7, currency: 'KES', products: [soap, { ...soap, id: 'black-seed-oil', price: 1200, salePrice: 1000, stock: 0 }] });
    const found = await fetchCurrentProducts(['olive-soap', 'black-seed-oil', 'olive-soap'], catalogue.fetch);
    // Only the lines' products, sorted: the same cart is the same address for the browser's cache.
    expect(catalogue.paths).toEqual(['GET /api/catalogue/products?ids=black-seed-oil,olive-soap']);
    expect(found).toEqual(
      new Map([
        ['olive-soap', { price: 500, stock: 12 }],
        ['black-seed-oil', { price: 1000, stock: 0 }],
      ]),
    );
    await catalogue.close();
  });

  it('says a line it no longer shows (hidden, gone) has no price and no stock; asks nothing for no lines', async () => {
    const catalogue = await startCatalogue(200, { revision: 8, currency: 'KES', products: [soap] });
    expect(await fetchCurrentProducts(['olive-soap', 'ginseng-coffee'], catalogue.fetch)).toEqual(
      new Map([
        ['olive-soap', { price: 500, stock: 12 }],
        ['ginseng-coffee', { price: null, stock: 0 }],
      ]),
    );
    expect(await fetchCurrentProducts([], catalogue.fetch)).toEqual(new Map());
    expect(catalogue.paths).toHaveLength(1);
    await catalogue.close();
  });

  it('leaves out a product it cannot read, and ignores a sale price that is not one', async () => {
    const odd = [{ ...soap, id: '' }, { ...soap, price: '500' }, { ...soap, price: 0 }, { ...soap, stock: -1 }, { ...soap, stock: 2.5 }, null, 'x'];
    const catalogue = await startCatalogue(200, { products: [...odd, { ...soap, id: 'sale', salePrice: 600 }, { ...soap, id: 'fraction', salePrice: 0.5 }] });
    expect(await fetchCurrentProducts([], catalogue.fetch)).toEqual(new Map());
    expect(await fetchCurrentProducts(['sale', 'fraction'], catalogue.fetch)).toEqual(
      new Map([
        ['sale', { price: 500, stock: 12 }],
        ['fraction', { price: 500, stock: 12 }],
      ]),
    );
    await catalogue.close();
  });

  it('is null when the catalogue is not there, answers an error or something else than its list', async () => {
    for (const [status, body] of [
      [404, { error: 'Not found.' }],
      [503, {}],
      [200, 'not json'],
      [200, { products: 'none' }],
      [200, []],
    ] as [number, unknown][]) {
      const catalogue = await startCatalogue(status, body);
      await expect(fetchCurrentProducts(['olive-soap'], catalogue.fetch)).resolves.toBeNull();
      await catalogue.close();
    }
    const gone = await startCatalogue(200, { products: [soap] });
    await gone.close();
    await expect(fetchCurrentProducts(['olive-soap'], gone.fetch)).resolves.toBeNull();
    await expect(fetchCurrentProducts(['olive-soap'], undefined)).resolves.toBeNull();
  });
});
