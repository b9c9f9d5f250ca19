// @mimea/shared is a versioned API (shared/CHANGELOG.md): its version is semver with a changelog
// entry, and every app names the shared it needs as a range that the shared of the same commit
// satisfies. The range becomes the app's requiredVersion (config/shared-deps.cjs), so a shell
// too old for a remote is reported by the federation runtime instead of failing silently.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import semver from 'semver';
import { repoRoot } from '../serve/serve.mjs';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, dir: string, host?: boolean }> }} */
const { apps } = require('../../config/apps.cjs');
const sharedDeps = require('../../config/shared-deps.cjs');

const packageOf = (dir) => JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));
const { version } = packageOf('shared');

test('shared has a semver version with its changelog entry', () => {
  assert.ok(semver.valid(version), `${version} is semver`);
  const changelog = fs.readFileSync(path.join(repoRoot, 'shared/CHANGELOG.md'), 'utf8');
  assert.match(changelog, new RegExp(`^## ${version.replace(/\./g, '\\.')} \\(\\d{4}-\\d{2}-\\d{2}\\)$`, 'm'));
});

test('every app needs shared by a caret range that this shared satisfies, and federation requires that range', () => {
  for (const app of apps) {
    const range = packageOf(app.dir).dependencies['@mimea/shared'];
    assert.match(range, /^\^\d+\.\d+\.\d+$/, `${app.dir} names a range, not one version`);
    assert.ok(semver.satisfies(version, range), `${app.dir} needs ${range}; shared is ${version}`);
    const shared = sharedDeps(path.join(repoRoot, app.dir), { provider: Boolean(app.host) });
    // The shell's copies are the page's: it has nothing to require of them.
    const required = app.host ? false : range;
    assert.equal(shared['@mimea/shared'].requiredVersion, required, `${app.dir} requires ${required} at run time`);
    assert.equal(shared['@mimea/shared/ui/core'].requiredVersion, required, `${app.dir}'s UI groups too`);
  }
});
