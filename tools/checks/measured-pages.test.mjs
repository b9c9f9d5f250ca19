// config/measured-pages.cjs must hold one page of every route of the shop, and each of them a
// byte budget: a route added to the table without a page there would go unmeasured by
// `npm run lighthouse`, unbudgeted by `npm run test:budget` and unchecked by axe (e2e).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
/** @type {{ measuredPages: ReadonlyArray<{ name: string, path: string, cart?: boolean }>, measuredCart: (origin: string) => Array<{ id: string, image: string }> }} */
const { measuredPages, measuredCart } = require('../../config/measured-pages.cjs');
const { remoteRoutes, remoteRouteFor } = require('../../config/routes.cjs');
const { firstLoadJsKb } = require('../../config/budgets.cjs');

/** The shell's own pages a shopper visits (shell/src/pages/route-table.tsx; its diagnostic page is the team's). */
const SHELL_PAGES = ['/account'];

test('every route of the route table has a measured page', () => {
  const measuredRoutes = new Set(measuredPages.map((page) => remoteRouteFor(new URL(page.path, 'http://shop').pathname)?.path));
  assert.deepEqual(
    remoteRoutes.map((route) => route.path).filter((route) => !measuredRoutes.has(route)),
    [],
  );
  for (const page of SHELL_PAGES) assert.ok(measuredPages.some((measured) => measured.path === page), `${page} is measured`);
});

test('the variants shoppers arrive at are measured: a search, a filter, the checkout with and without a cart', () => {
  const paths = measuredPages.map((page) => page.path);
  for (const variant of ['/shop?search=', '/shop?category=', '/blog?search=']) assert.ok(paths.some((path) => path.startsWith(variant)), variant);
  assert.ok(measuredPages.some((page) => page.path === '/checkout' && page.cart));
  assert.ok(measuredPages.some((page) => page.path === '/checkout' && !page.cart));
});

test('every measured page has a byte budget, and every budget a measured page', () => {
  const names = measuredPages.map((page) => page.name);
  assert.equal(new Set(names).size, names.length, 'each page has its own name');
  assert.deepEqual(names.filter((name) => typeof firstLoadJsKb[name] !== 'number'), []);
  assert.deepEqual(Object.keys(firstLoadJsKb).filter((name) => !names.includes(name)), []);
});

test('the measured cart is pictured from the catalog origin it is given', () => {
  const lines = measuredCart('http://localhost:4001');
  assert.ok(lines.length > 0);
  for (const line of lines) assert.ok(line.image.startsWith('http://localhost:4001/'), line.image);
});
