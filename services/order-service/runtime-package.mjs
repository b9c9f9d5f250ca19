// Writes dist/package.json and dist/package-lock.json: the npm packages the order service's
// bundle (dist/main.mjs, build.mjs) imports, at the versions it was built and tested with, and
// nothing else, so its production image installs only those (deploy/order-service.Dockerfile,
// `npm ci`), no React, MUI, build or test tooling. The lock is the repository's own
// (package-lock.json) cut down to what those packages need: the image gets exactly the
// versions the tests ran with, to the last transitive one. `npm run build -w services/order-service`
// runs it after the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.join(serverDir, '../..');

/** The npm packages a bundle imports (`fastify`, `@fastify/rate-limit`): not `node:` built-ins, not paths. @param {string} bundle */
export function importedPackages(bundle) {
  const specifiers = [...bundle.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"'./][^"']*)["']/g)].map((match) => match[1]);
  const packages = specifiers.filter((specifier) => !specifier.startsWith('node:')).map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
  return [...new Set(packages)].sort();
}

/** The package.json of the service's image: its packages at the versions installed here. @param {string} bundle */
export function runtimePackage(bundle, versionOf = installedVersion) {
  return {
    name: '@mimea/order-service',
    private: true,
    type: 'module',
    dependencies: Object.fromEntries(importedPackages(bundle).map((name) => [name, versionOf(name)])),
  };
}

/** The version of `name` Node resolves from here (its package.json, which not every package exports). @param {string} name */
function installedVersion(name) {
  const lookup = createRequire(path.join(serverDir, 'package.json')).resolve.paths(name) ?? [];
  const file = lookup.map((dir) => path.join(dir, name, 'package.json')).find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`${name} is imported by the bundle but not installed`);
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * @typedef {{ version?: string, link?: boolean, dependencies?: Record<string, string>,
 *   optionalDependencies?: Record<string, string>, peerDependencies?: Record<string, string>,
 *   peerDependenciesMeta?: Record<string, { optional?: boolean }>, [key: string]: unknown }} LockEntry
 * @typedef {{ lockfileVersion: number, packages: Record<string, LockEntry> }} Lock
 */

/** The folder a lock path sits in, as Node walks up from it: `node_modules/a/node_modules/b` → `node_modules/a`. @param {string} location */
function parentOf(location) {
  const at = location.lastIndexOf('/node_modules/');
  if (at >= 0) return location.slice(0, at);
  return location.startsWith('node_modules/') ? '' : path.posix.dirname(location) === '.' ? '' : path.posix.dirname(location);
}

/** Where Node finds `name` from `location` in the lock's tree, or null. @param {Lock} lock @param {string} location @param {string} name */
function resolveIn(lock, location, name) {
  for (let at = location; ; at = parentOf(at)) {
    const candidate = `${at === '' ? '' : `${at}/`}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (at === '') return null;
  }
}

/** Flags of an entry that describe the repository's tree (a dev tool there), not the image's. */
const REPOSITORY_FLAGS = new Set(['dev', 'peer', 'devOptional']);

/**
 * The lock of the service's runtime package: the entries of `lock` (the repository's) that the
 * packages `dependencies` name reach from `fromLocation` (the service's folder), at the places
 * Node would find them, without the flags of the repository's tree (dev, peer).
 * @param {Lock} lock @param {Record<string, string>} dependencies @param {string} fromLocation
 */
export function runtimeLock(lock, dependencies, fromLocation = 'services/order-service') {
  /** @type {Map<string, string>} lock path in the repository → path in the image */
  const placed = new Map();
  /** @param {string} from @param {string} name @param {boolean} optional */
  const visit = (from, name, optional) => {
    const found = resolveIn(lock, from, name);
    if (!found) {
      if (optional) return;
      throw new Error(`${name} (needed from ${from || 'the root'}) is not in package-lock.json`);
    }
    if (placed.has(found)) return;
    // The service's folder is the image's root: what it holds moves up a level.
    const target = found.startsWith(`${fromLocation}/`) ? found.slice(fromLocation.length + 1) : found;
    if ([...placed.values()].includes(target)) throw new Error(`two versions of ${name} would sit at ${target}`);
    placed.set(found, target);
    const entry = lock.packages[found];
    for (const dependency of Object.keys(entry.dependencies ?? {})) visit(found, dependency, false);
    for (const dependency of Object.keys(entry.optionalDependencies ?? {})) visit(found, dependency, true);
    // An optional peer is installed only where something else needs it: not followed.
    for (const dependency of Object.keys(entry.peerDependencies ?? {})) if (!entry.peerDependenciesMeta?.[dependency]?.optional) visit(found, dependency, false);
  };
  for (const name of Object.keys(dependencies)) visit(fromLocation, name, false);
  /** @type {Record<string, LockEntry>} */
  const packages = { '': { name: '@mimea/order-service', dependencies } };
  for (const [found, target] of [...placed].sort(([, a], [, b]) => a.localeCompare(b))) {
    packages[target] = Object.fromEntries(Object.entries(lock.packages[found]).filter(([key]) => !REPOSITORY_FLAGS.has(key)));
  }
  return { name: '@mimea/order-service', lockfileVersion: lock.lockfileVersion, requires: true, packages };
}

if (import.meta.filename === process.argv[1]) {
  const bundle = fs.readFileSync(path.join(serverDir, 'dist', 'main.mjs'), 'utf8');
  const pkg = runtimePackage(bundle);
  fs.writeFileSync(path.join(serverDir, 'dist', 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
  fs.writeFileSync(path.join(serverDir, 'dist', 'package-lock.json'), `${JSON.stringify(runtimeLock(lock, pkg.dependencies), null, 2)}\n`);
  console.log(`dist/package.json and package-lock.json: ${Object.keys(pkg.dependencies).join(', ')}`);
}
