/**
 * @jest-environment node
 */
// A real HTTP server on localhost stands in for the catalogue API (no fetch mock): what the
// catalogue reads when it answers, when it changes, when it fails and when it never answered.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCatalogue } from './catalogue';
import { liveCatalogue } from './live-catalogue';
import { productDetails } from './product-details';
import { products } from './products';
import type { Product } from './product-types';
import { withDetails } from './product-with-details';

const whole: Product[] = products.slice(0, 3).map((product) => withDetails(product, productDetails));

interface StandIn {
  url: string;
  requests: () => number;
  answer: (status: number, body: unknown) => void;
  close: () => Promise<void>;
}

async function standInApi(): Promise<StandIn> {
  let reply: { status: number; body: unknown } = { status: 200, body: { revision: 1, currency: 'KES', products: whole } };
  let count = 0;
  const server = http.createServer((req, res) => {
    count += 1;
    if (req.url !== '/api/catalogue/products') return void res.writeHead(404).end();
    res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/catalogue`,
    requests: () => count,
    answer: (status, body) => {
      reply = { status, body };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const builtIn = () => products;
const sameImage = (path: string) => path;

describe('the live catalogue', () => {
  let api: StandIn;
  let clock = 0;
  const now = () => clock;
  beforeEach(async () => {
    api = await standInApi();
    clock = 0;
  });
  afterEach(() => api.close());

  const reader = (baseUrl = api.url) => liveCatalogue({ baseUrl, ttlMs: 10_000, timeoutMs: 2_000, builtIn, resolveImage: sameImage, now });

  it("reads the API's products: lists without details, the details by id", async () => {
    const snapshot = await reader().read();
    expect(snapshot.revision).toBe(1);
    expect(snapshot.summaries.map((product) => product.id)).toEqual(whole.map((product) => product.id));
    expect(snapshot.summaries[0]).not.toHaveProperty('description');
    expect(snapshot.details?.[whole[0]!.id]?.description).toBe(whole[0]!.description);
  });

  it('keeps an answer 10 s, then asks again, and keeps the same list while the answer is the same', async () => {
    const live = reader();
    const first = await live.read();
    clock = 9_999;
    await live.read();
    expect(api.requests()).toBe(1);
    clock = 10_000;
    expect(await live.read()).toBe(first);
    expect(api.requests()).toBe(2);
    api.answer(200, { revision: 2, currency: 'KES', products: whole.map((product) => ({ ...product, price: product.price + 100 })) });
    clock = 20_000;
    const second = await live.read();
    expect(second.revision).toBe(2);
    expect(second.summaries[0]!.price).toBe(whole[0]!.price + 100);
  });

  it("follows a stock an order moved at the same revision (orders move no revision)", async () => {
    const live = reader();
    const first = await live.read();
    api.answer(200, { revision: 1, currency: 'KES', products: whole.map((product, i) => (i === 0 ? { ...product, stock: product.stock - 1 } : product)) });
    clock = 10_000;
    const second = await live.read();
    expect(second).not.toBe(first);
    expect(second.summaries[0]!.stock).toBe(whole[0]!.stock - 1);
  });

  it('asks again at once after forget() (a renderer told of a new revision)', async () => {
    const live = reader();
    await live.read();
    api.answer(200, { revision: 5, currency: 'KES', products: whole });
    live.forget();
    expect((await live.read()).revision).toBe(5);
  });

  it('shows the built-in data when the API fails, answers nonsense or is not there', async () => {
    api.answer(500, { error: 'down' });
    expect((await reader().read()).summaries).toBe(products);
    api.answer(200, { products: 'none' });
    expect((await reader().read()).revision).toBeNull();
    expect((await reader('http://127.0.0.1:1/api/catalogue').read()).summaries).toBe(products);
    expect((await liveCatalogue({ baseUrl: null, ttlMs: 10_000, timeoutMs: 2_000, builtIn, resolveImage: sameImage }).read()).summaries).toBe(products);
  });

  it('keeps the last good answer when the API fails later', async () => {
    const live = reader();
    const good = await live.read();
    api.answer(503, 'busy');
    clock = 60_000;
    expect(await live.read()).toBe(good);
  });

  it('leaves out a product that is not one (a negative stock, no price), keeping the others', async () => {
    api.answer(200, { revision: 3, currency: 'KES', products: [{ ...whole[0], stock: -1 }, { ...whole[1], price: 'free' }, whole[2], { ...whole[0], id: 'sale', salePrice: null }] });
    const snapshot = await reader().read();
    expect(snapshot.summaries.map((product) => product.id)).toEqual([whole[2]!.id, 'sale']);
    expect(snapshot.summaries[1]).not.toHaveProperty('salePrice');
  });

  it('gives the catalogue API its products, a product page its details, a search its words', async () => {
    api.answer(200, { revision: 4, currency: 'KES', products: [{ ...whole[0]!, name: 'Renamed', description: 'Now with moringa leaves.', stock: 0 }] });
    const live = reader();
    const catalogue = createCatalogue(
      async () => (await live.read()).summaries,
      async () => (await live.read()).details ?? {},
      async () => (await live.read()).details ?? {},
    );
    expect((await catalogue.summaries()).map((product) => [product.name, product.stock])).toEqual([['Renamed', 0]]);
    expect((await catalogue.byId(whole[0]!.id))?.description).toBe('Now with moringa leaves.');
    expect((await catalogue.search('moringa')).map((product) => product.id)).toEqual([whole[0]!.id]);
  });
});
