// The ESLint rules that keep every app in the same shape (eslint.config.mjs; docs/architecture.md,
// section 1.3): pages → features → components → domain, no feature importing another, a
// React-free domain, no import cycles, kebab-case names, and shared's entries each where it
// belongs (`dev` in harnesses, `pure` off the page).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from '../serve/serve.mjs';

const eslint = new ESLint({ cwd: repoRoot });

/** The rules that report on `code` as if it were the file `file`, with their messages. */
async function lint(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

test('the domain is React-free: no React, MUI or hooks of @mimea/shared, but its pure names and types', async () => {
  const react = await lint('mf-checkout/src/domain/example.ts', "import { useState } from 'react';\nexport const x = useState;\n");
  assert.ok(react.some((message) => /The domain is React-free: components and hooks belong in features/.test(message)), react.join('\n'));
  const hook = await lint('mf-checkout/src/domain/example.ts', "import { useCart } from '@mimea/shared';\nexport const x = useCart;\n");
  assert.ok(hook.some((message) => /only what its pure entry/.test(message)), hook.join('\n'));
  const pure = "import { formatKES, type CartApi } from '@mimea/shared';\nexport const x: [typeof formatKES, CartApi | null] = [formatKES, null];\n";
  assert.deepEqual(await lint('mf-checkout/src/domain/example.ts', pure), []);
  // the same import is fine in a feature
  assert.deepEqual(await lint('mf-checkout/src/features/cart/example.ts', "import { useCart } from '@mimea/shared';\nexport const x = useCart;\n"), []);
});

test('imports go pages → features → domain, and no page or feature reads build-time code', async () => {
  const up = await lint('mf-catalog/src/domain/example.ts', "import { CatalogueView } from '../features/products/catalogue-view';\nexport const x = CatalogueView;\n");
  assert.ok(up.some((message) => /import-x\/no-restricted-paths: .*The domain knows no pages, features, components or build/.test(message)), up.join('\n'));
  const page = await lint('mf-catalog/src/features/products/example.ts', "import HomePage from '../../pages/home-page';\nexport const x = HomePage;\n");
  assert.ok(page.some((message) => /Features know no pages/.test(message)), page.join('\n'));
  const build = await lint('mf-catalog/src/pages/example.ts', "import { publishedFiles } from '../build-time/published-files';\nexport const x = publishedFiles;\n");
  assert.ok(build.some((message) => /Pages know no harness and no build-time code/.test(message)), build.join('\n'));
  assert.deepEqual(await lint('mf-catalog/src/pages/example.ts', "import { CatalogueView } from '../features/products/catalogue-view';\nimport { products } from '../domain/products';\nexport const x = [CatalogueView, products];\n"), []);
  // a test may check the build's output against the domain
  assert.deepEqual(await lint('mf-catalog/src/domain/example.test.ts', "import { publishedFiles } from '../build-time/published-files';\nexport const x = publishedFiles;\n"), []);
});

test('features do not import each other; they and the pages share parts through components/, which knows no features', async () => {
  const cross = await lint('mf-catalog/src/features/home/example.ts', "import { CatalogueView } from '../products/catalogue-view';\nexport const x = CatalogueView;\n");
  assert.ok(cross.some((message) => /import-x\/no-restricted-paths: .*Features do not import each other/.test(message)), cross.join('\n'));
  assert.deepEqual(await lint('mf-catalog/src/features/home/example.ts', "import { StarRow } from '../../components/ratings/star-row';\nexport const x = StarRow;\n"), []);
  // a feature's own files, also where another feature's name begins its own (order, orders)
  assert.deepEqual(await lint('mf-office/src/features/orders/example.ts', "import { OrdersList } from './orders-list';\nexport const x = OrdersList;\n"), []);
  const down = await lint('mf-catalog/src/components/ratings/example.ts', "import { CatalogueView } from '../../features/products/catalogue-view';\nexport const x = CatalogueView;\n");
  assert.ok(down.some((message) => /import-x\/no-restricted-paths: .*Components know no pages, features or build/.test(message)), down.join('\n'));
  const domain = await lint('mf-catalog/src/domain/example.ts', "import { StarRow } from '../components/ratings/star-row';\nexport const x = StarRow;\n");
  assert.ok(domain.some((message) => /import-x\/no-restricted-paths: .*The domain knows no pages, features, components or build/.test(message)), domain.join('\n'));
});

test('refuses an import cycle', async () => {
  // shop-results.ts imports shop-filters.ts; shop-filters importing it back closes a cycle
  const messages = await lint('mf-catalog/src/domain/shop/shop-filters.ts', "import { filterProducts } from './shop-results';\nexport const x = filterProducts;\n");
  assert.ok(messages.some((message) => /^import-x\/no-cycle/.test(message)), messages.join('\n'));
});

test('file and folder names are kebab-case, and the domain has no components', async () => {
  const file = await lint('mf-catalog/src/features/products/ProductThing.tsx', 'export const x = 1;\n');
  assert.ok(file.some((message) => /^check-file\/filename-naming-convention/.test(message)), file.join('\n'));
  const folder = await lint('mf-catalog/src/features/productThings/thing.ts', 'export const x = 1;\n');
  assert.ok(folder.some((message) => /^check-file\/folder-naming-convention/.test(message)), folder.join('\n'));
  const component = await lint('mf-catalog/src/domain/thing.tsx', 'export const x = 1;\n');
  assert.ok(component.some((message) => /^check-file\/filename-blocklist/.test(message)), component.join('\n'));
});

test("shared's dev harness is for a remote's standalone/ only, its pure entry for code off the page", async () => {
  const harness = "import { renderStandalone } from '@mimea/shared/dev';\nexport const x = renderStandalone;\n";
  assert.deepEqual(await lint('mf-nopf/src/standalone/example.tsx', harness), []);
  const inPage = await lint('mf-nopf/src/pages/example.tsx', harness);
  assert.ok(inPage.some((message) => /Import @mimea\/shared from its index/.test(message)), inPage.join('\n'));
  const pure = "import { isEmailAddress } from '@mimea/shared/pure';\nexport const x = isEmailAddress;\n";
  assert.deepEqual(await lint('services/order-service/src/example.ts', pure), []);
  const deep = await lint('services/order-service/src/example.ts', "import { isEmailAddress } from '@mimea/shared/src/forms/email-address';\nexport const x = isEmailAddress;\n");
  assert.ok(deep.some((message) => /through its pure entry, @mimea\/shared\/pure/.test(message)), deep.join('\n'));
});

test("shared's markup helpers are for build-time code, its asset URLs for any app code", async () => {
  const markup = "import { svgDocument } from '@mimea/shared/markup';\nexport const x = svgDocument;\n";
  assert.deepEqual(await lint('mf-nopf/src/build-time/example.ts', markup), []);
  assert.deepEqual(await lint('shell/src/build-time/example.ts', markup), []);
  const inPage = await lint('mf-nopf/src/features/landing/example.ts', markup);
  assert.ok(inPage.some((message) => /Import @mimea\/shared from its index/.test(message)), inPage.join('\n'));
  const assets = "import { remoteAssetUrl } from '@mimea/shared/remote-asset-url';\nexport const x = remoteAssetUrl;\n";
  assert.deepEqual(await lint('mf-nopf/src/domain/example.ts', assets), []);
});
