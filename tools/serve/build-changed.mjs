// Builds what changed since the last build, and nothing else. Nx runs each deployable's `build`
// (every app of config/apps.cjs, the order service) when one of the inputs it declares changed
// (nx.json's named inputs, each package.json's `nx` field: its sources, the parts of shared it
// uses, the config, the lock file), in dependency order (the shell last: it reads the remotes'
// page lists), puts back a build it made before from its local cache (.nx/cache), and leaves
// the rest as they are. Used by `npm start`, `npm run measure` and `npm run bench:taps`.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './serve.mjs';

/** Runs `npm run build` (`nx run-many -t build`); exits this process with its status if it fails. */
export function buildChanged() {
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
