// The shop's scripts run on the Node the repository pins (the root's `node` package, Node 24
// LTS), not on whatever Node the machine has: `npm install` puts it first on every npm script's
// PATH, and the images use the same version (tools/checks/images.test.mjs). Part of `npm run test:tools`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './serve.mjs';

const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));

test("npm's scripts run on the pinned Node 24 LTS", () => {
  assert.match(rootPackage.devDependencies.node, /^24\.\d+\.\d+$/);
  assert.equal(process.versions.node, rootPackage.devDependencies.node, 'run through npm (npm run test:tools), which puts node_modules/.bin/node first');
});

test('the packages that install scripts may run are named: only the pinned Node', () => {
  const allowed = Object.entries(rootPackage.allowScripts).filter(([, allow]) => allow === true).map(([name]) => name);
  assert.deepEqual(allowed, ['node']);
});

test('no package npm installs wants a newer Node than the one `npm install` may run on (no engine warning)', async () => {
  const { default: semver } = await import('semver');
  const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
  const installer = semver.minVersion(rootPackage.engines.node);
  const wanting = Object.entries(lock.packages)
    // Optional packages whose engine does not fit are skipped by npm without a word.
    .filter(([location, entry]) => location !== '' && !entry.optional && typeof entry.engines?.node === 'string')
    .filter(([, entry]) => !semver.satisfies(installer, entry.engines.node, { includePrerelease: true }))
    .map(([location, entry]) => `${location.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${entry.engines.node}`);
  assert.deepEqual(wanting, [], `npm install on Node ${installer} would warn`);
});
