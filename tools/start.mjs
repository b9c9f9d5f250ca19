// `npm start`: builds every app whose build is missing or older than its sources, then serves
// the production builds on ports 3000-3004 (see tools/serve.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from './serve.mjs';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, dir: string }> }} */
const { apps } = require('../config/apps.cjs');

/** Newest modification time below a path (0 when missing), skipping dependencies and builds. */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const sharedInputs = ['shared/src', 'config', 'package-lock.json'].map((p) => newestMtime(path.join(repoRoot, p)));
const stale = apps.filter((app) => {
  const built = newestMtime(path.join(repoRoot, app.dir, 'dist', 'index.html'));
  const inputs = Math.max(...sharedInputs, newestMtime(path.join(repoRoot, app.dir, 'src')), newestMtime(path.join(repoRoot, app.dir, 'webpack.config.js')));
  return built === 0 || built < inputs;
});

for (const app of stale) {
  console.log(`Building ${app.dir}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', app.dir], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('./serve.mjs').then(({ startAllServers }) => startAllServers());
console.log('\nMimea Naturals is running at http://localhost:3000/ (Ctrl+C stops it)');
