// The build's declared inputs (nx.json, each package.json's `nx` field) against what the code
// reads: a build whose inputs miss a file it reads is not rebuilt when that file changes
// (`npm start` would serve a stale shop, `npm run measure` measure one); a build whose inputs
// name a file it does not read is rebuilt for nothing.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { repoRoot } from '../serve/serve.mjs';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, dir: string, host?: boolean, pages?: string }> }} */
const { apps } = require('../../config/apps.cjs');
const nxJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'nx.json'), 'utf8'));

/** @param {string} dir */
const packageOf = (dir) => JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));

/** @param {string} dir the build target of a package, its own fields over nx.json's defaults */
function buildTarget(dir) {
  return { ...nxJson.targetDefaults.build, ...packageOf(dir).nx?.targets?.build };
}

/** The UI groups of @mimea/shared an app's sources import. @param {string} dir @returns {Set<string>} */
function uiGroupsImported(dir) {
  const groups = new Set();
  const src = path.join(repoRoot, dir, 'src');
  for (const file of fs.readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const match of fs.readFileSync(path.join(src, file), 'utf8').matchAll(/['"]@mimea\/shared\/ui\/([a-z-]+)['"]/g)) groups.add(match[1]);
  }
  return groups;
}

/** The UI groups a build's inputs name. @param {unknown[]} inputs @returns {Set<string>} */
function uiGroupsDeclared(inputs) {
  return new Set(inputs.flatMap((input) => (typeof input === 'string' ? [...input.matchAll(/^\{workspaceRoot\}\/shared\/ui\/([a-z-]+)\.ts$/g)].map((m) => m[1]) : [])));
}

test('every app and the order service build into dist/ with a cache, from declared inputs', () => {
  assert.deepEqual(nxJson.targetDefaults.build.outputs, ['{projectRoot}/dist']);
  assert.equal(nxJson.targetDefaults.build.cache, true);
  for (const dir of [...apps.map((app) => app.dir), 'services/order-service']) {
    assert.ok(packageOf(dir).scripts?.build, `${dir} has a build script`);
    assert.ok(Array.isArray(buildTarget(dir).inputs) && buildTarget(dir).inputs.length > 0, `${dir} declares its build's inputs`);
  }
});

test("each app's build depends on exactly the shared UI groups its code imports", () => {
  for (const app of apps) {
    const imported = new Set(uiGroupsImported(app.dir));
    assert.deepEqual([...uiGroupsDeclared(buildTarget(app.dir).inputs)].sort(), [...imported].sort(), `${app.dir}/package.json nx.targets.build.inputs`);
  }
});

test("no app's build reads another app's sources (each deploys alone)", () => {
  for (const app of apps) {
    const others = apps.filter((other) => other.dir !== app.dir).map((other) => `{workspaceRoot}/${other.dir}/`);
    const inputs = buildTarget(app.dir).inputs.filter((/** @type {unknown} */ input) => typeof input === 'string');
    assert.deepEqual(inputs.filter((/** @type {string} */ input) => others.some((dir) => input.replace(/^!/, '').startsWith(dir))), [], `${app.dir}/package.json nx.targets.build.inputs`);
  }
});

test("the shell builds after every remote that publishes pages, and again when their page lists change", () => {
  const shell = apps.find((app) => app.host);
  assert.ok(shell);
  const target = buildTarget(shell.dir);
  const dependsOn = target.dependsOn?.flatMap((/** @type {{ projects?: string[] }} */ entry) => entry.projects ?? []) ?? [];
  const publishing = apps.filter((app) => app.pages).map((app) => packageOf(app.dir).name);
  assert.deepEqual([...dependsOn].sort(), publishing.sort());
  assert.ok(target.inputs.some((/** @type {unknown} */ input) => typeof input === 'object' && input !== null && 'dependentTasksOutputFiles' in input && input.dependentTasksOutputFiles === '**/pages.json'));
});

test('the apps that read the order rules rebuild when they change', () => {
  for (const dir of [...apps.map((app) => app.dir), 'services/order-service']) {
    const reads = packageOf(dir).dependencies?.['@mimea/order-rules'] !== undefined;
    assert.equal(buildTarget(dir).inputs.includes('orderRules'), reads, `${dir}: orderRules among its build's inputs`);
  }
});
