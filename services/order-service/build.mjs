// Bundles the order service into dist/main.mjs: its own code, the order rules it shares with the
// checkout (@mimea/order-rules) and the pure part of @mimea/shared (src/pure.ts), all TypeScript,
// into one file Node runs as is. npm packages stay outside the bundle and load from node_modules.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
// The shop's own packages are TypeScript source: bundled, not loaded.
const external = Object.keys(dependencies)
  .filter((name) => !name.startsWith('@mimea/'))
  .flatMap((name) => [name, `${name}/*`]);

// `@mimea/shared` is React, the store and the UI in the browser; here only its pure part.
const sharedPure = path.join(serverDir, '../..', 'shared', 'src', 'pure.ts');
const pureShared = {
  name: 'pure-shared',
  setup(build) {
    build.onResolve({ filter: /^@mimea\/shared$/ }, () => ({ path: sharedPure }));
  },
};

// The service, and the commands that add a back-office account and reset one where no
// TypeScript runs (the image: `node dist/add-account.mjs --role owner …`, `node
// dist/reset-account.mjs --username …`, docs/office.md). They import only packages the service's
// bundle imports, so dist/package.json (runtime-package.mjs) serves them all.
const accounts = path.join(serverDir, 'src', 'office', 'accounts');
const entries = {
  main: path.join(serverDir, 'src', 'main.ts'),
  'add-account': path.join(accounts, 'add-account-command.ts'),
  'reset-account': path.join(accounts, 'reset-account-command.ts'),
};
for (const [name, entry] of Object.entries(entries)) await build({
  entryPoints: [entry],
  outfile: path.join(serverDir, 'dist', `${name}.mjs`),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  sourcemap: true,
  logLevel: 'warning',
  plugins: [pureShared],
});
console.log('order service bundled: dist/main.mjs, dist/add-account.mjs, dist/reset-account.mjs');
