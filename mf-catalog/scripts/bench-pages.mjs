// `npm run bench:pages -w mf-catalog`: how long the build takes to render product pages' HTML
// (shared/build/render-fragments.mjs) and how much it writes, at 10,000 products, since the catalogue
// will grow. Renders the product page 10,000 times, over the catalogue's products in turn, with
// each one's published metadata. A benchmark, not a test: its figures go in the notes.
//   NODE_ENV=production node scripts/bench-pages.mjs [count]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageRenderer } from '../../shared/build/render-fragments.mjs';

const count = Number(process.argv[2] ?? 10_000);
const appDir = path.resolve(import.meta.dirname, '..');
const { pages } = JSON.parse(fs.readFileSync(path.join(appDir, 'dist/catalogue/pages.json'), 'utf8'));
const products = pages.filter((page) => page.path.startsWith('/product/'));
if (products.length === 0) throw new Error('Build the catalog first (npm run build -w mf-catalog)');

const renderer = await pageRenderer(appDir);
// The first renders load the code: not what a large catalogue costs.
for (const page of products) await renderer.render(page);
let bytes = 0;
let compressed = 0;
let rendering = 0;
const started = performance.now();
for (let i = 0; i < count; i += 1) {
  const page = products[i % products.length];
  const before = performance.now();
  const parts = await renderer.render(page);
  rendering += performance.now() - before;
  const html = `${parts.head}${parts.body}`;
  bytes += Buffer.byteLength(html);
  compressed += zlib.gzipSync(html).length;
}
const total = performance.now() - started;
await renderer.close();
const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
console.log(`${count} product pages: ${(rendering / 1000).toFixed(1)} s rendering (${(rendering / count).toFixed(2)} ms a page, ${Math.round(count / (rendering / 1000))} pages/s), ${(total / 1000).toFixed(1)} s with compression`);
console.log(`written: ${mb(bytes)} (${(bytes / count / 1024).toFixed(1)} KB a page), ${mb(compressed)} compressed (${(compressed / count / 1024).toFixed(1)} KB a page)`);
