// config/apps.cjs is the one list of the shop's apps. What cannot read it (JSON files, the
// shell's and the journeys' typed names, the containers' start script) is checked against it
// here (part of `npm run test:tools`); the Jest projects, the ESLint boundary rule, the servers,
// the runtime config, webpack and docker-compose's check read it themselves.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { repoRoot } from '../serve/serve.mjs';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, dir: string, port: number, host?: boolean }>, packages: string[], remotes: ReadonlyArray<{ name: string, port: number }> }} */
const { apps, packages, remotes } = require('../../config/apps.cjs');

const read = (file) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const sorted = (list) => [...list].sort();
/** The quoted names of a TypeScript list literal: `['a', 'b'] as const`. */
const quoted = (text) => [...text.matchAll(/'([^']+)'/g)].map((match) => match[1]);

const appDirs = apps.map((app) => app.dir);
const remoteNames = remotes.map((remote) => remote.name);

test('the npm workspaces and lerna packages are the apps, the packages beside them, the journeys and the Daraja simulator', () => {
  // The simulator (services/daraja-simulator/) is a workspace but never deployed: not one of config/apps.cjs's packages.
  const expected = sorted([...appDirs, ...packages, 'e2e', 'services/daraja-simulator']);
  assert.deepEqual(sorted(JSON.parse(read('package.json')).workspaces), expected);
  assert.deepEqual(sorted(JSON.parse(read('lerna.json')).packages), expected);
});

test("the shell's remote names are the remotes of config/apps.cjs", () => {
  const list = /export const REMOTE_NAMES = \[([^\]]*)\] as const;/.exec(read('shell/src/domain/remotes/runtime-config.ts'));
  assert.ok(list, 'shell/src/domain/remotes/runtime-config.ts declares REMOTE_NAMES');
  assert.deepEqual(quoted(list[1]), remoteNames);
});

test("the journeys' app and remote names are config/apps.cjs's", () => {
  const stack = read('e2e/support/stack.ts');
  const remoteType = /export type RemoteName = ([^;]*);/.exec(stack);
  const appList = /export const APP_NAMES: readonly AppName\[\] = \[([^\]]*)\];/.exec(stack);
  assert.ok(remoteType && appList, 'e2e/support/stack.ts declares RemoteName and APP_NAMES');
  assert.deepEqual(quoted(remoteType[1]), remoteNames);
  assert.deepEqual(quoted(appList[1]), apps.map((app) => app.name));
});

test("the containers' start script writes a runtime config entry for every remote", () => {
  const script = read('deploy/nginx/40-runtime-config.sh');
  const printed = /printf '\{"remotes":\{([^}]*)\}/.exec(script);
  assert.ok(printed, '40-runtime-config.sh prints the remotes');
  assert.deepEqual([...printed[1].matchAll(/"(\w+)":/g)].map((match) => match[1]), remoteNames);
  for (const remote of remotes) {
    assert.ok(script.includes(`\${${remote.name.toUpperCase()}_URL:-http://localhost:${remote.port}}`), `${remote.name}'s URL variable and port`);
  }
});
