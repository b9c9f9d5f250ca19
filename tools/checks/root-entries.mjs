// The repository's top-level entries as git tracks them (dotfiles included; dependencies, builds
// and caches, which git ignores, never): what the checks of paths named in docs, the README's
// map and the deployment files compare against.
import { execFileSync } from 'node:child_process';
import { repoRoot } from '../serve/serve.mjs';

/** @returns {Set<string>} */
export function trackedRootEntries() {
  const files = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
  return new Set(files.map((file) => file.split('/')[0]));
}
