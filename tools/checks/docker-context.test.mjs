// What each image's build is sent (part of `npm run test:tools`; docs/go-live.md, "What an image
// holds"): the build context of every Dockerfile (docker-compose.yml's, and the `docker build`
// line each Dockerfile shows), listed as Docker lists it, its .dockerignore applied with
// @balena/dockerignore (a port of Docker's own matching). Nothing of the machine that builds may
// ride along: the order service's local database (names, phones, national IDs), any other
// PostgreSQL/PGlite data directory, environment files, keys and certificates, test output,
// installed packages, git's history. And nothing the build needs is left out: every file git
// tracks is sent. No Docker engine runs here; the rules are proven on a copy of the repository's
// tracked paths in a temporary folder, with such files planted in it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import ignore from '@balena/dockerignore';
import { parse } from 'yaml';
import { repoRoot } from '../serve/serve.mjs';

/** Files git tracks, repository-relative. */
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' }).split('\0').filter(Boolean);

/** Repository-relative, with forward slashes. @param {string} file */
const relative = (file) => path.relative(repoRoot, file).split(path.sep).join('/') || '.';

/**
 * Every Dockerfile git tracks and the contexts it is built with: docker-compose.yml's builds, and
 * the `docker build -f <file> … <context>` lines of the Dockerfile's own comments.
 * @returns {Map<string, Set<string>>} Dockerfile → contexts, repository-relative
 */
function dockerfileContexts() {
  /** @type {Map<string, Set<string>>} */
  const found = new Map(tracked.filter((file) => /(^|\/|\.)Dockerfile$/.test(file)).map((file) => [file, new Set()]));
  const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'));
  for (const service of Object.values(compose.services ?? {})) {
    const build = /** @type {any} */ (service).build;
    if (!build) continue;
    const context = path.resolve(repoRoot, typeof build === 'string' ? build : build.context ?? '.');
    const dockerfile = relative(path.resolve(context, build.dockerfile ?? 'Dockerfile'));
    if (!found.has(dockerfile)) found.set(dockerfile, new Set());
    found.get(dockerfile)?.add(relative(context));
  }
  for (const [dockerfile, contexts] of found) {
    const text = fs.existsSync(path.join(repoRoot, dockerfile)) ? fs.readFileSync(path.join(repoRoot, dockerfile), 'utf8') : '';
    // A command continued over lines (`\`) is read whole; its last word is the context.
    const commands = text.replace(/\\\n#?\s*/g, ' ').split('\n');
    for (const command of commands) {
      const words = /docker build\s(.*)$/.exec(command)?.[1].trim().split(/\s+/);
      if (words && words.includes(dockerfile)) contexts.add(relative(path.resolve(repoRoot, words.at(-1) ?? '.')));
    }
  }
  return found;
}

/**
 * The ignore file Docker applies: `<Dockerfile>.dockerignore` beside the Dockerfile (BuildKit's,
 * which takes precedence), else the context's own .dockerignore.
 * @param {string} root the folder standing for the repository @param {string} dockerfile @param {string} context
 */
function ignoreFileOf(root, dockerfile, context) {
  const beside = path.join(root, `${dockerfile}.dockerignore`);
  return fs.existsSync(beside) ? beside : path.join(root, context, '.dockerignore');
}

/**
 * The files a build context sends, as Docker walks it: every file under `contextDir` but those
 * the ignore rules exclude. An excluded folder is skipped unless an exception (`!…`) could
 * re-include something under it, as Docker does.
 * @param {string} contextDir @param {string} ignoreText the .dockerignore's text
 * @returns {string[]} context-relative paths
 */
export function contextFiles(contextDir, ignoreText) {
  const rules = ignore().add(ignoreText);
  const exceptions = ignoreText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('!'))
    .map((line) => line.slice(1).replace(/^\/+/, ''));
  /** Whether an exception may name something under `dir`. @param {string} dir */
  const mayReinclude = (dir) =>
    exceptions.some((pattern) => {
      const literal = pattern.split(/[*?[\\]/)[0];
      return literal === '' || literal.startsWith(`${dir}/`) || `${dir}/`.startsWith(literal);
    });
  /** @type {string[]} */
  const sent = [];
  /** @param {string} dir context-relative, '' for the context itself */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(contextDir, dir), { withFileTypes: true })) {
      const name = dir ? `${dir}/${entry.name}` : entry.name;
      const ignored = rules.ignores(name);
      if (entry.isDirectory()) {
        if (!ignored || mayReinclude(name)) walk(name);
      } else if (!ignored) sent.push(name);
    }
  };
  walk('');
  return sent.sort();
}

/**
 * Why a file sent with a context must not be, or null. `dataDirs`: folders holding PG_VERSION (a
 * PostgreSQL or PGlite data directory), context-relative.
 * @param {string} file context-relative @param {string[]} dataDirs
 */
function forbidden(file, dataDirs) {
  const parts = file.split('/');
  const name = parts.at(-1) ?? '';
  if (file.startsWith('services/order-service/data/')) return "the order service's local database";
  const dataDir = dataDirs.find((dir) => file.startsWith(`${dir}/`));
  if (dataDir) return `a database's data directory (${dataDir}/PG_VERSION)`;
  if (name === '.env' || name.startsWith('.env.')) return 'an environment file';
  if (/\.(pem|key|crt|p12|pfx)$/i.test(name) || /^id_(rsa|ed25519|ecdsa)/.test(name)) return 'a key or certificate';
  if (parts.some((part) => ['test-results', 'playwright-report', 'coverage'].includes(part))) return 'test output';
  if (parts.includes('node_modules')) return 'installed packages';
  if (parts[0] === '.git' || parts[0] === '.nx') return "git's or nx's own files";
  if (name.endsWith('.log')) return 'a log';
  return null;
}

/** What is wrong with what a context sends. @param {string[]} files */
function problems(files) {
  const dataDirs = files.filter((file) => file === 'PG_VERSION' || file.endsWith('/PG_VERSION')).map((file) => path.posix.dirname(file));
  return files.flatMap((file) => {
    const why = forbidden(file, dataDirs);
    return why ? [`${file}: ${why}`] : [];
  });
}

const contexts = dockerfileContexts();

test('every Dockerfile has a build context, and every context a .dockerignore', () => {
  assert.ok(contexts.size > 0, 'no Dockerfile found');
  for (const [dockerfile, used] of contexts) {
    assert.ok(used.size > 0, `${dockerfile}: no build context found (docker-compose.yml, or a "docker build -f ${dockerfile} … ." line in it)`);
    for (const context of used) assert.ok(fs.existsSync(ignoreFileOf(repoRoot, dockerfile, context)), `${dockerfile} (context ${context}): no .dockerignore`);
  }
});

test("each context of this checkout sends every tracked file, and no local data, environment file, key or test output", () => {
  for (const [dockerfile, used] of contexts) {
    for (const context of used) {
      const sent = contextFiles(path.join(repoRoot, context), fs.readFileSync(ignoreFileOf(repoRoot, dockerfile, context), 'utf8'));
      assert.deepEqual(problems(sent), [], `${dockerfile} (context ${context}) sends what no image may hold`);
      const prefix = context === '.' ? '' : `${context}/`;
      const sentSet = new Set(sent.map((file) => prefix + file));
      const left = tracked.filter((file) => file.startsWith(prefix) && fs.existsSync(path.join(repoRoot, file)) && !sentSet.has(file));
      assert.deepEqual(left, [], `${dockerfile} (context ${context}) leaves out tracked files`);
    }
  }
});

/** The files planted in the copy: what a developer's machine holds after npm start, the tests, a deployment. */
const PLANTED = [
  'services/order-service/data/PG_VERSION',
  'services/order-service/data/base/1/16384',
  'services/order-service/data/office-admin.sock.lock',
  'services/daraja-simulator/data/PG_VERSION',
  'data/PG_VERSION',
  '.env',
  '.env.production',
  'services/order-service/.env',
  'services/order-service/.env.local',
  'shell/.env.development',
  'deploy/tls/shop.key',
  'deploy/tls/shop.pem',
  'deploy/tls/shop.crt',
  'mimea-tls.p12',
  'id_ed25519',
  'e2e/test-results/journey-chromium/trace.zip',
  'e2e/playwright-report/index.html',
  'mf-catalog/coverage/lcov.info',
  'node_modules/left-pad/index.js',
  'services/order-service/node_modules/.bin/tsx',
  'shell/dist/index.html',
  '.git/config',
  '.nx/workspace-data/project-graph.json',
  'npm-debug.log',
];

let copy;
before(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'docker-context-'));
  for (const file of [...tracked, ...PLANTED]) {
    const target = path.join(copy, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // The ignore files as they are; every other file an empty stand-in.
    fs.writeFileSync(target, path.basename(file).endsWith('.dockerignore') ? fs.readFileSync(path.join(repoRoot, file)) : '');
  }
});

after(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

test('the rules keep out each kind of file planted in a copy of the repository, and still send every tracked file', () => {
  // The check itself sees the planted files when no rule keeps them out.
  const unfiltered = problems(contextFiles(copy, ''));
  for (const file of PLANTED.filter((planted) => planted !== 'shell/dist/index.html')) {
    assert.ok(unfiltered.some((problem) => problem.startsWith(`${file}:`)), `the check does not see ${file}`);
  }
  for (const [dockerfile, used] of contexts) {
    for (const context of used) {
      const sent = contextFiles(path.join(copy, context), fs.readFileSync(ignoreFileOf(copy, dockerfile, context), 'utf8'));
      assert.deepEqual(problems(sent), [], `${dockerfile} (context ${context}) sends what no image may hold`);
      assert.ok(!sent.includes('shell/dist/index.html'), `${dockerfile}: a build's output is sent (the image builds its own)`);
      const prefix = context === '.' ? '' : `${context}/`;
      const sentSet = new Set(sent.map((file) => prefix + file));
      assert.deepEqual(
        tracked.filter((file) => file.startsWith(prefix) && !sentSet.has(file)),
        [],
        `${dockerfile} (context ${context}) leaves out tracked files`,
      );
    }
  }
});
