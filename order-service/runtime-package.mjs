// Writes dist/package.json: the npm packages the order service's bundle (dist/main.mjs,
// build.mjs) imports, at the versions it was built and tested with, and nothing else, so its
// production image installs only those (deploy/order-service.Dockerfile), no React, MUI, build
// or test tooling. `npm run build -w order-service` runs it after the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

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

if (import.meta.filename === process.argv[1]) {
  const bundle = fs.readFileSync(path.join(serverDir, 'dist', 'main.mjs'), 'utf8');
  const pkg = runtimePackage(bundle);
  fs.writeFileSync(path.join(serverDir, 'dist', 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  console.log(`dist/package.json: ${Object.keys(pkg.dependencies).join(', ')}`);
}
