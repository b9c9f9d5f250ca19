// Bundles the order service into dist/main.mjs: its own code, the checkout rules it shares with
// the browser (../src) and the two rule files of @mimea/shared, all TypeScript, into one file
// Node runs as is. npm packages stay outside the bundle and load from node_modules.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(fs.readFileSync(path.join(serverDir, '..', 'package.json'), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => name !== '@mimea/shared')
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [path.join(serverDir, 'src', 'main.ts')],
  outfile: path.join(serverDir, 'dist', 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
console.log('order service bundled: server/dist/main.mjs');
