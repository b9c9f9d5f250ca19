// Checks the production images' Dockerfiles (deploy/, part of `npm run test:tools`; no Docker
// engine here): every base image is a supported release pinned by exact version (Node 24 LTS,
// the Node the root's `node` package runs the scripts on), dependencies come from the lock file
// (`npm ci`), the order service's image holds its bundle, its migrations and only the npm
// packages the bundle imports at the lock's versions, and runs as a user; the apps' images run
// nginx unprivileged.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { importedPackages, runtimeLock, runtimePackage } from '../../services/order-service/runtime-package.mjs';
import { repoRoot } from '../serve/serve.mjs';

const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const rootLock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));

/** The instructions of each stage of a Dockerfile, without comments. @param {string} file */
function stages(file) {
  const lines = fs.readFileSync(path.join(repoRoot, file), 'utf8').split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const result = [];
  for (const line of lines) {
    if (line.startsWith('FROM ')) result.push([]);
    result.at(-1)?.push(line);
  }
  return result;
}

test("the order service's package lists the npm packages its bundle imports, never built-ins or its own files", () => {
  const bundle = [
    'import Fastify from "fastify";',
    'import rateLimit from "@fastify/rate-limit";',
    'import { drizzle } from "drizzle-orm/node-postgres";',
    'import fs from "node:fs";',
    'import { x } from "./local.js";',
    'const pg = await import("pg");',
  ].join('\n');
  assert.deepEqual(importedPackages(bundle), ['@fastify/rate-limit', 'drizzle-orm', 'fastify', 'pg']);
  assert.deepEqual(runtimePackage(bundle, () => '1.0.0').dependencies, { '@fastify/rate-limit': '1.0.0', 'drizzle-orm': '1.0.0', fastify: '1.0.0', pg: '1.0.0' });
});

/** Every image a Dockerfile or the compose file starts from. */
function baseImages() {
  const fromDockerfiles = ['deploy/app.Dockerfile', 'deploy/order-service.Dockerfile'].flatMap((file) =>
    stages(file).map((stage) => stage[0].replace(/^FROM\s+/, '').replace(/\s+AS\s+\S+$/i, '')),
  );
  const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'));
  const fromCompose = Object.values(compose.services).flatMap((service) => (service.image ? [service.image] : []));
  return [...fromDockerfiles, ...fromCompose];
}

test('every base image is pinned to an exact release (a digest, or a full x.y.z version), never a moving tag', () => {
  const images = baseImages();
  assert.ok(images.length >= 5, images.join(', '));
  for (const image of images) assert.match(image, /:\d+\.\d+(\.\d+)?-[a-z0-9.-]+(@sha256:[0-9a-f]{64})?$/, `${image} names an exact version`);
});

test("the images' Node is the one the scripts run on: Node 24 LTS, the root's `node` package", () => {
  const nodeImages = baseImages().filter((image) => image.startsWith('node:'));
  assert.equal(nodeImages.length, 4, "the apps' build and render stages, the order service's build and run stages");
  for (const image of nodeImages) {
    assert.match(image, /@sha256:[0-9a-f]{64}$/, `${image} is pinned by digest`);
    assert.equal(image.split(':')[1].split('-')[0], rootPackage.devDependencies.node, `${image} is the root's node package's version`);
  }
  assert.match(rootPackage.devDependencies.node, /^24\.\d+\.\d+$/, 'Node 24 LTS, an exact version');
  const [nginx] = baseImages().filter((image) => image.startsWith('nginxinc/'));
  const [major, minor] = nginx.split(':')[1].split('.').map(Number);
  assert.ok(major > 1 || minor >= 30, `${nginx}: a supported nginx (1.30 or newer)`);
});

test('the images install from the lock file (npm ci), never resolving versions anew', () => {
  for (const file of ['deploy/app.Dockerfile', 'deploy/order-service.Dockerfile']) {
    const text = stages(file).flat().join('\n');
    assert.doesNotMatch(text, /npm install/, `${file} uses npm ci`);
    assert.match(text, /npm ci/, file);
  }
});

test("the order service's lock: the repository's versions of what its packages need, placed where Node finds them", () => {
  const lock = {
    lockfileVersion: 3,
    packages: {
      '': { name: 'repo' },
      'node_modules/fastify': { version: '5.0.0', dependencies: { pino: '^9', 'light-my-request': '^6' }, peerDependencies: { typescript: '*' }, peerDependenciesMeta: { typescript: { optional: true } } },
      'node_modules/pino': { version: '9.1.0', dev: true, optionalDependencies: { 'not-here': '1' } },
      'node_modules/light-my-request': { version: '6.6.0', dependencies: { cookie: '^1' } },
      'node_modules/light-my-request/node_modules/cookie': { version: '1.1.1' },
      'node_modules/cookie': { version: '0.7.2' },
      'node_modules/typescript': { version: '5.9.3', dev: true },
      'node_modules/react': { version: '19.0.0' },
    },
  };
  const cut = runtimeLock(lock, { fastify: '5.0.0' });
  assert.deepEqual(Object.keys(cut.packages), ['', 'node_modules/fastify', 'node_modules/light-my-request', 'node_modules/light-my-request/node_modules/cookie', 'node_modules/pino']);
  assert.equal(cut.packages['node_modules/pino'].dev, undefined, "the repository's dev flag is not the image's");
  assert.deepEqual(cut.packages[''].dependencies, { fastify: '5.0.0' });
  assert.throws(() => runtimeLock(lock, { missing: '1.0.0' }), /missing .* is not in package-lock.json/);
});

test("the order service's packages install with npm ci from their cut-down lock, and load", () => {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'services/order-service/package.json'), 'utf8'));
  const runtime = Object.fromEntries(
    Object.keys(dependencies)
      .filter((name) => !name.startsWith('@mimea/'))
      .map((name) => [name, rootLock.packages[`node_modules/${name}`].version]),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-image-'));
  try {
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@mimea/order-service', private: true, type: 'module', dependencies: runtime }));
    fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(runtimeLock(rootLock, runtime)));
    // From npm's cache, which the repository's install filled; the registry only for what is missing.
    execFileSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'pipe' });
    const loaded = execFileSync(process.execPath, ['--input-type=module', '-e', `for (const name of ${JSON.stringify(Object.keys(runtime))}) await import(name); console.log('loaded')`], { cwd: dir, encoding: 'utf8' });
    assert.equal(loaded.trim(), 'loaded');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the order service's image: built apart, then only the bundle, its migrations and production packages, as a user", () => {
  const [build, runtime] = stages('deploy/order-service.Dockerfile');
  assert.ok(build && runtime, 'two stages');
  assert.match(build.join('\n'), /npm run build -w services\/order-service/);
  const image = runtime.join('\n');
  assert.doesNotMatch(image, /COPY \. \./, 'the repository stays out of the image');
  assert.match(image, /COPY --from=build \/repo\/services\/order-service\/dist\/package\.json \/repo\/services\/order-service\/dist\/package-lock\.json \.\//);
  assert.match(image, /RUN npm ci --omit=dev/);
  assert.match(image, /COPY --from=build \/repo\/services\/order-service\/dist\/main\.mjs \.\/dist\/main\.mjs/);
  assert.match(image, /COPY --from=build \/repo\/services\/order-service\/migrations \.\/migrations/);
  assert.match(image, /^USER node$/m);
  assert.match(image, /CMD \["node", "dist\/main\.mjs"\]/);
});

test("the apps' image serves the build with nginx as an unprivileged user on 8080", () => {
  const runtime = stages('deploy/app.Dockerfile').at(-1).join('\n');
  assert.match(runtime, /^FROM nginxinc\/nginx-unprivileged:/m);
  assert.match(runtime, /^USER 101$/m);
  assert.match(runtime, /^EXPOSE 8080$/m);
  for (const template of ['shell', 'remote']) assert.match(fs.readFileSync(path.join(repoRoot, `deploy/nginx/${template}.conf.template`), 'utf8'), /^ {4}listen 8080;$/m);
});

test("the apps' render target: the build stage's renderer and sources, run as a user on the loopback, never the default image", () => {
  const appStages = stages('deploy/app.Dockerfile');
  const render = appStages.find((stage) => / AS render$/.test(stage[0]));
  assert.ok(render, 'deploy/app.Dockerfile has a render stage');
  assert.notEqual(appStages.at(-1), render, 'docker build without --target builds the nginx image');
  const text = render.join('\n');
  // The sources the build rendered its pages from, its packages and its published pages: the same stage's.
  assert.match(text, /^COPY --from=build \/repo \/repo$/m);
  assert.match(text, /^ENV .*HOST=127\.0\.0\.1/m);
  assert.match(text, /^USER node$/m);
  assert.match(text, /^CMD \["node", "shared\/build\/render-service\.mjs"\]$/m);
});
