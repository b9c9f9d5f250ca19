// The ESLint rule that keeps the apps apart (eslint.config.mjs): an app never imports another
// app's files or react-router directly; it uses federated modules and @mimea/shared.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from '../serve/serve.mjs';

const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

test("refuses a path into another app's files", async () => {
  const messages = await restrictedImports('shell/src/features/chrome/example.ts', "import { products } from '../../../mf-catalog/src/domain/products';\nexport const x = products;\n");
  assert.equal(messages.length, 1);
  assert.match(messages[0], /Apps never import each other by path/);
});

test('refuses react-router and deep imports of @mimea/shared in an app', async () => {
  const code = "import { Link } from 'react-router-dom';\nimport { cartReducer } from '@mimea/shared/src/cart/cart-slice';\nexport const x = [Link, cartReducer];\n";
  const messages = await restrictedImports('mf-checkout/src/pages/example.tsx', code);
  assert.ok(messages.some((message) => /Import routing from @mimea\/shared/.test(message)), messages.join('\n'));
  assert.ok(messages.some((message) => /Import @mimea\/shared from its index/.test(message)), messages.join('\n'));
});

test("allows an app's own files, @mimea/shared, and react-router inside shared's routing module", async () => {
  assert.deepEqual(await restrictedImports('mf-catalog/src/pages/example.tsx', "import { Link, useCart } from '@mimea/shared';\nimport { products } from '../domain/products';\nexport const x = [Link, useCart, products];\n"), []);
  assert.deepEqual(await restrictedImports('shared/src/routing/routing.ts', "export { Link } from 'react-router';\n"), []);
});

test("refuses MUI's shared components from '@mui/material' in an app, and takes them from their UI group", async () => {
  const messages = await restrictedImports('mf-catalog/src/pages/example.tsx', "import { Box, Dialog } from '@mui/material';\nexport const x = [Box, Dialog];\n");
  assert.ok(messages.some((message) => /@mimea\/shared\/ui\/core/.test(message)), messages.join('\n'));
  assert.ok(messages.some((message) => /@mimea\/shared\/ui\/overlays/.test(message)), messages.join('\n'));
  const code = "import { Box } from '@mimea/shared/ui/core';\nimport { Dialog } from '@mimea/shared/ui/overlays';\nimport { type SxProps } from '@mui/material';\nexport const x: [unknown, unknown, SxProps | null] = [Box, Dialog, null];\n";
  assert.deepEqual(await restrictedImports('mf-catalog/src/pages/example.tsx', code), []);
});

test("refuses the store's libraries in an app, which reads the one store through @mimea/shared", async () => {
  const code = "import { createSlice } from '@reduxjs/toolkit';\nimport { useSelector } from 'react-redux';\nexport const x = [createSlice, useSelector];\n";
  const messages = await restrictedImports('mf-content/src/pages/example.tsx', code);
  assert.equal(messages.filter((message) => /The shop's store is @mimea\/shared's/.test(message)).length, 2, messages.join('\n'));
  assert.deepEqual(await restrictedImports('shared/src/cart/example.ts', "import { createSlice } from '@reduxjs/toolkit';\nexport const x = createSlice;\n"), []);
});

test("lets the shell's page build use shared's server-rendering support, which page code may not import", async () => {
  const code = "import { serverStyles } from '@mimea/shared/server/server-styles';\nexport const x = serverStyles;\n";
  assert.deepEqual(await restrictedImports('shell/src/build-time/example.tsx', code), []);
  const messages = await restrictedImports('shell/src/pages/example.tsx', code);
  assert.ok(messages.some((message) => /Import @mimea\/shared from its index/.test(message)), messages.join('\n'));
});

test("lets tests use shared's test support, which page code may not import", async () => {
  const code = "import { renderPage } from '@mimea/shared/testing/render-page';\nexport const x = renderPage;\n";
  assert.deepEqual(await restrictedImports('mf-content/src/pages/example.test.tsx', code), []);
  const messages = await restrictedImports('mf-content/src/pages/example.tsx', code);
  assert.ok(messages.some((message) => /Import @mimea\/shared from its index/.test(message)), messages.join('\n'));
});
