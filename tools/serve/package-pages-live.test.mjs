// The content's package pages draw the catalog's grid from the catalog's deployment, not its
// sources (docs/html-first.md, "A package page's products"): the catalog's server parts are built
// for Node as its build does (shared/build/webpack-server-parts.cjs) and served from a stand-in of
// its origin, a real HTTP server on localhost; a stand-in catalogue API answers the data. The
// content's server of `npm start` renders the package page from both, again once the revision
// changes, and serves its other pages as built. Part of `npm run test:tools`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';
import { createApp, repoRoot } from './serve.mjs';
import { eventually, kes, listen, remoteBuild, standInCatalogueApi } from './live-test-support.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { webpackServerParts, SERVER_PARTS_FILE } = require('../../shared/build/webpack-server-parts.cjs');

const catalogDir = path.join(repoRoot, 'mf-catalog');
const contentDir = path.join(repoRoot, 'mf-content');
/** @type {{ fullProducts: Array<Record<string, unknown> & { id: string, name: string, price: number, salePrice?: number, healthGoals: string[] }> }} */
const { fullProducts } = await tsImport(path.join(catalogDir, 'src/domain/product-details.ts'), import.meta.url);
// Diabetes Care: products tagged blood-sugar and chronic-disease (the purchase spec's table).
const diabetic = fullProducts.find((product) => ['blood-sugar', 'chronic-disease'].every((goal) => product.healthGoals.includes(goal)) && product.salePrice === undefined);
assert.ok(diabetic, 'a Diabetes Care product not on sale is in the data');

/** The catalog's server parts built into a folder of their own, as its build writes them. @returns {Promise<string>} */
async function catalogServerParts() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-catalog-origin-'));
  const config = webpackServerParts({ appDir: catalogDir, name: 'catalog', outputPath: path.join(root, 'server') });
  await new Promise((resolve, reject) => {
    webpack(config, (/** @type {Error | null} */ error, /** @type {import('webpack').Stats | undefined} */ stats) => {
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
      return resolve(undefined);
    });
  });
  return root;
}

/** The catalog's origin: its published files, as its server serves them. @param {string} root */
function catalogOrigin(root) {
  return listen(
    http.createServer((req, res) => {
      const file = path.join(root, req.url === `/server/${SERVER_PARTS_FILE}` ? `server/${SERVER_PARTS_FILE}` : 'none');
      if (!fs.existsSync(file)) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'application/javascript' }).end(fs.readFileSync(file));
    }),
  );
}

/** A content build publishing Diabetes Care's page and /about, with the build's files of both. */
const contentBuild = () =>
  remoteBuild(contentDir, 'content/pages.json', [
    { path: '/about', title: 'About | Mimea Naturals', description: 'About us.', priority: 0.8, body: '<!--$--><h1>The build’s about</h1><!--/$-->' },
    { path: '/packages/DiabetesCare', title: 'Diabetes Care | Mimea Naturals', description: 'A package.', priority: 0.7, body: '<!--$--><h1>The build’s package</h1><!--/$-->' },
  ]);

test("a package page draws the catalog's published grid with the API's prices, and follows a new price", async () => {
  const partsRoot = await catalogServerParts();
  const catalog = await catalogOrigin(partsRoot);
  const api = await standInCatalogueApi(fullProducts);
  const dist = contentBuild();
  const app = createApp({ name: 'content', dir: 'mf-content', pages: 'content/pages.json' }, dist, {
    renderer: 'start',
    catalogueApi: api.url,
    catalogServer: catalog.origin,
    revisionPollMs: 200,
  });
  const content = await listen(http.createServer(app));
  const page = `${content.origin}/fragments/body/packages/DiabetesCare.html`;
  try {
    await app.locals.rendererLoaded();
    const first = await eventually(page, ({ status, text }) => status === 200 && text.includes(diabetic.name));
    assert.ok(first.text.includes(kes(diabetic.price)), 'the API’s price');
    assert.match(first.text, /data-catalogue-version="\d+-[0-9a-z]+"/);
    assert.match(first.text, new RegExp(`href="/product/${diabetic.id}"`));
    // Its pictures on the catalog's stand-in origin, which the shell's servers replace.
    assert.match(first.text, /src="https:\/\/catalog-origin\.invalid\/uploads\//);
    assert.doesNotMatch(first.text, /Loading products|We couldn't load/);
    // The owner changes the price: the page follows once the revision changes.
    const newPrice = diabetic.price + 700;
    api.set({ revision: 2, products: fullProducts.map((product) => (product.id === diabetic.id ? { ...product, price: newPrice } : product)) });
    await eventually(page, ({ text }) => text.includes(kes(newPrice)));
    // A page that shows no product is the build's file.
    assert.equal(await (await fetch(`${content.origin}/fragments/body/about.html`)).text(), '<!--$--><h1>The build’s about</h1><!--/$-->');
  } finally {
    await content.close();
    await app.locals.close();
    await api.close();
    await catalog.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(partsRoot, { recursive: true, force: true });
  }
});
