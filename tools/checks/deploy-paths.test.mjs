// What the images, the compose file, the Kubernetes manifests and CI name in the repository
// exists: no Docker engine runs here to build the images, so a moved file (the render service,
// a Dockerfile, the order service's folder) would otherwise first fail on a deployment.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { repoRoot } from '../serve/serve.mjs';

/** The files a deployment reads, repository-relative. */
const deployFiles = [
  'docker-compose.yml',
  '.ci/run',
  ...['deploy', 'deploy/nginx', 'deploy/kubernetes'].flatMap((dir) =>
    fs
      .readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${dir}/${entry.name}`),
  ),
];

/** Top-level folders of the repository, dotfolders and dependencies aside. */
const topFolders = fs
  .readdirSync(repoRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
  .map((entry) => entry.name);

/**
 * The repository paths a text names: a top-level folder followed by a path, in the build's
 * /repo too; build outputs (dist/) are made by the image's build, not found in the repository.
 * @param {string} text
 */
function namedPaths(text) {
  const pattern = new RegExp(`(?<![\\w.$/-])(?:/repo/)?((?:${topFolders.join('|')})/[\\w./-]*)`, 'g');
  return [...text.matchAll(pattern)].map((match) => match[1].replace(/[./]+$/, '')).filter((named) => !named.split('/').includes('dist'));
}

test('every repository path the images, compose, Kubernetes and CI name exists', () => {
  const missing = deployFiles.flatMap((file) => {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    return namedPaths(text)
      .filter((named) => !fs.existsSync(path.join(repoRoot, named)))
      .map((named) => `${file}: ${named}`);
  });
  assert.deepEqual(missing, []);
});

test("every image the compose file builds is of an app folder that exists, with a Dockerfile that exists", () => {
  const { services } = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'));
  const builds = Object.values(services).flatMap((/** @type {{ build?: { dockerfile?: string, args?: Record<string, string> } }} */ service) => (service.build ? [service.build] : []));
  assert.ok(builds.length >= 7, 'the apps and the order service are built');
  for (const build of builds) {
    assert.ok(build.dockerfile && fs.existsSync(path.join(repoRoot, build.dockerfile)), `${build.dockerfile} exists`);
    const appDir = build.args?.APP_DIR;
    if (appDir) assert.ok(fs.existsSync(path.join(repoRoot, appDir, 'package.json')), `APP_DIR ${appDir} is a package`);
  }
});
