// Checks the cache headers `npm start` serves the builds with (part of `npm run test:tools`).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot, routePageFor, setCacheHeaders } from './serve.mjs';

/** The Cache-Control header setCacheHeaders gives a file of an app's dist/. */
function cacheControl(app, file) {
  const headers = new Map();
  setCacheHeaders({ setHeader: (name, value) => headers.set(name, value) }, path.join(repoRoot, app, 'dist', ...file.split('/')));
  return headers.get('Cache-Control');
}

test('entry files and the catalogue price list are revalidated, hashed chunks kept a year, the rest an hour', () => {
  assert.equal(cacheControl('mf-catalog', 'remoteEntry.js'), 'no-cache');
  assert.equal(cacheControl('mf-catalog', 'mf-manifest.json'), 'no-cache');
  assert.equal(cacheControl('shell', 'index.html'), 'no-cache');
  // Not content-hashed, and prices change: the order service must never read a stale copy.
  assert.equal(cacheControl('mf-catalog', 'catalogue/prices.json'), 'no-cache');
  assert.equal(cacheControl('mf-catalog', 'chunks/304.3b4248e1f5.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControl('mf-catalog', 'uploads/products/olive-soap-1.svg'), 'public, max-age=3600');
  assert.equal(cacheControl('mf-catalog', 'prices.json'), 'public, max-age=3600');
  // Replaced by each deployment under the same name.
  assert.equal(cacheControl('mf-content', 'content/pages.json'), 'no-cache');
  assert.equal(cacheControl('shell', 'sw.js'), 'no-cache');
  assert.equal(cacheControl('shell', 'sitemap.xml'), 'no-cache');
  assert.equal(cacheControl('shell', 'manifest.webmanifest'), 'no-cache');
});

test('a client route maps to the page the build wrote for it, and nothing else can', () => {
  const dist = path.join(repoRoot, 'shell', 'dist');
  assert.equal(routePageFor(dist, '/'), path.join(dist, '_pages', 'index.html'));
  assert.equal(routePageFor(dist, '/product/olive-soap'), path.join(dist, '_pages', 'product', 'olive-soap.html'));
  assert.equal(routePageFor(dist, '/packages/DiabetesCare'), path.join(dist, '_pages', 'packages', 'DiabetesCare.html'));
  for (const unsafe of ['/../secret', '/shop/', '//shop', '/a/%2e%2e/b', '/shop/x.html']) assert.equal(routePageFor(dist, unsafe), null, unsafe);
});
