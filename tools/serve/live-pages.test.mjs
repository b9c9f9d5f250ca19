// The catalog's pages follow the catalogue API (docs/html-first.md, "Pages that follow the
// catalogue"): a stand-in API, a real HTTP server on localhost, answers the catalogue; the
// catalog's server of `npm start` renders its pages from it, from the checkout's sources (as its
// render service does in the containers), and renders them again once the revision changes.
// Part of `npm run test:tools`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { createApp, repoRoot } from './serve.mjs';
import { eventually, kes, listen, remoteBuild, standInCatalogueApi } from './live-test-support.mjs';

const catalogDir = path.join(repoRoot, 'mf-catalog');
/** @type {{ fullProducts: Array<Record<string, unknown> & { id: string, name: string, price: number, salePrice?: number }> }} */
const { fullProducts } = await tsImport(path.join(catalogDir, 'src/domain/product-details.ts'), import.meta.url);
const soap = fullProducts.find((product) => product.id === 'olive-soap');
assert.ok(soap && soap.salePrice === undefined, 'Olive Soap is in the data, not on sale');

/** A catalog build publishing /shop and Olive Soap's page, with the build's files of both. */
const catalogBuild = () =>
  remoteBuild(catalogDir, 'catalogue/pages.json', [
    { path: '/shop', title: 'Shop | Mimea Naturals', description: 'The shop.', priority: 0.9, body: '<!--$--><h1>The build’s shop</h1><!--/$-->' },
    { path: '/product/olive-soap', title: 'Olive Soap | Mimea Naturals', description: 'Soap.', priority: 0.8, body: '<!--$--><h1>The build’s soap</h1><!--/$-->' },
  ]);

test("a product's changed price shows in its next rendered page once the catalogue's revision changes; a product added has a page", async () => {
  const api = await standInCatalogueApi(fullProducts);
  const dist = catalogBuild();
  const app = createApp({ name: 'catalog', dir: 'mf-catalog', pages: 'catalogue/pages.json' }, dist, { renderer: 'start', catalogueApi: api.url, revisionPollMs: 200 });
  const catalog = await listen(http.createServer(app));
  const page = `${catalog.origin}/fragments/body/product/olive-soap.html`;
  try {
    await app.locals.rendererLoaded();
    // Rendered from the API's data, not the build's file.
    const first = await eventually(page, ({ status, text }) => status === 200 && text.includes(soap.name) && !text.includes('The build’s soap'));
    assert.ok(first.text.includes(kes(soap.price)));
    // Kept while the revision is the same: the API's new price alone changes nothing.
    const newPrice = soap.price + 1234;
    const changed = fullProducts.map((product) => (product.id === soap.id ? { ...product, price: newPrice } : product));
    api.set({ products: changed });
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.equal((await (await fetch(page)).text()), first.text);
    // The revision changes: the next page has the new price, in its body and in its <head>.
    api.set({ revision: 2 });
    const second = await eventually(page, ({ text }) => text.includes(kes(newPrice)));
    assert.ok(!second.text.includes(kes(soap.price)));
    const head = await eventually(`${catalog.origin}/fragments/head/product/olive-soap.html`, ({ text }) => text.includes(kes(newPrice)));
    assert.match(head.text, /<title>Olive Soap – KES [\d,]+ \| Mimea Naturals<\/title>/);
    // The shop's listing follows too, with a query or without.
    await eventually(`${catalog.origin}/fragments/body/shop.html?category=skincare`, ({ text }) => text.includes(kes(newPrice)));
    // A product added since the build has its page (the shell then answers it 200); no other does.
    const added = { ...soap, id: 'moringa-soap', name: 'Moringa Soap', price: 777 };
    api.set({ revision: 3, products: [...changed, added] });
    const fresh = await eventually(`${catalog.origin}/fragments/body/product/moringa-soap.html`, ({ status }) => status === 200);
    assert.ok(fresh.text.includes('Moringa Soap') && fresh.text.includes(kes(777)));
    assert.equal((await fetch(`${catalog.origin}/fragments/body/product/no-such-product.html`)).status, 404);
    // And its part of the shop's sitemap lists it, on the shop's origin.
    const sitemap = await eventually(`${catalog.origin}/fragments/sitemap.xml`, ({ text }) => text.includes('/product/moringa-soap'));
    assert.match(sitemap.text, /<loc>http:\/\/localhost:\d+\/product\/moringa-soap<\/loc>/);
    assert.doesNotMatch(sitemap.text, /site-origin\.invalid/);
    // The API down: the pages kept stay (never an empty page).
    api.set({ down: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const kept = await fetch(page);
    assert.equal(kept.status, 200);
    assert.ok((await kept.text()).includes(kes(newPrice)));
  } finally {
    await catalog.close();
    await app.locals.close();
    await api.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test("a product page's count of units follows an order within the pages' age, at the same revision", async () => {
  const api = await standInCatalogueApi(fullProducts);
  const dist = catalogBuild();
  const app = createApp({ name: 'catalog', dir: 'mf-catalog', pages: 'catalogue/pages.json' }, dist, { renderer: 'start', catalogueApi: api.url, revisionPollMs: 200, liveMaxAgeMs: 500 });
  const catalog = await listen(http.createServer(app));
  const page = `${catalog.origin}/fragments/body/product/olive-soap.html`;
  try {
    await app.locals.rendererLoaded();
    await eventually(page, ({ status, text }) => status === 200 && text.includes(`In Stock (${soap.stock} available)`));
    // An order takes 3 units: what the cards show is unchanged, so is the revision.
    api.set({ products: fullProducts.map((product) => (product.id === soap.id ? { ...product, stock: soap.stock - 3 } : product)) });
    // The renderer's data is kept 10 s (mf-catalog/src/domain/catalogue.ts), the page 500 ms here.
    await eventually(page, ({ text }) => text.includes(`In Stock (${soap.stock - 3} available)`), 200);
  } finally {
    await catalog.close();
    await app.locals.close();
    await api.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test('with no catalogue API answering, the pages are the build’s files and no page is added', async () => {
  const dist = catalogBuild();
  const app = createApp({ name: 'catalog', dir: 'mf-catalog', pages: 'catalogue/pages.json' }, dist, { renderer: 'start', catalogueApi: 'http://127.0.0.1:1/api/catalogue', revisionPollMs: 200 });
  const catalog = await listen(http.createServer(app));
  try {
    await app.locals.rendererLoaded();
    assert.equal(await (await fetch(`${catalog.origin}/fragments/body/product/olive-soap.html`)).text(), '<!--$--><h1>The build’s soap</h1><!--/$-->');
    assert.equal(await (await fetch(`${catalog.origin}/fragments/body/shop.html`)).text(), '<!--$--><h1>The build’s shop</h1><!--/$-->');
    assert.equal((await fetch(`${catalog.origin}/fragments/body/product/moringa-soap.html`)).status, 404);
    // The sitemap's part is the build's file (none in this build: 404).
    assert.equal((await fetch(`${catalog.origin}/fragments/sitemap.xml`)).status, 404);
  } finally {
    await catalog.close();
    await app.locals.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
