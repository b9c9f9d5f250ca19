// Builds every app, and the order service, whose production build is missing or older than its
// sources (or the shared packages, the config and the lock file). Used by `npm start` and
// `npm run measure`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from './serve/serve.mjs';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, dir: string, host?: boolean, pages?: string, rendersFrom?: readonly string[] }> }} */
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

export function buildStaleApps() {
  const sharedInputs = ['shared/src', 'services/order-rules/src', 'config', 'package-lock.json'].map((p) => newestMtime(path.join(repoRoot, p)));
  // The shell's build reads the remotes' published page lists (sitemap, route pages): it comes
  // last, and is stale when a remote it reads from is rebuilt.
  const ordered = [...apps.filter((app) => !app.host), ...apps.filter((app) => app.host)];
  const rebuilt = new Set();
  const stale = ordered.filter((app) => {
    const built = newestMtime(path.join(repoRoot, app.dir, 'dist', 'index.html'));
    const own = [
      ...['src', 'public', 'webpack.config.js', 'package.json'].map((p) => newestMtime(path.join(repoRoot, app.dir, p))),
      ...(app.rendersFrom ?? []).flatMap((dir) => ['src', 'exposes.cjs'].map((p) => newestMtime(path.join(repoRoot, dir, p)))),
    ];
    const readsRebuilt = app.host && apps.some((remote) => remote.pages && rebuilt.has(remote.name));
    const isStale = built === 0 || readsRebuilt || built < Math.max(...sharedInputs, ...own);
    if (isStale) rebuilt.add(app.name);
    return isStale;
  });
  const service = ['src', 'migrations', 'build.mjs', 'runtime-package.mjs', 'package.json'].map((p) => newestMtime(path.join(repoRoot, 'services/order-service', p)));
  const serviceBuilt = newestMtime(path.join(repoRoot, 'services/order-service', 'dist', 'main.mjs'));
  const dirs = [...stale.map((app) => app.dir), ...(serviceBuilt === 0 || serviceBuilt < Math.max(...sharedInputs, ...service) ? ['services/order-service'] : [])];
  for (const dir of dirs) {
    console.log(`Building ${dir}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', dir], { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
