// What the images, the compose file, the Kubernetes manifests and CI name in the repository
// exists: no Docker engine runs here to build the images, so a moved file (the render service,
// a Dockerfile, the order service's folder) would otherwise first fail on a deployment.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../serve/serve.mjs';
import { trackedRootEntries } from './root-entries.mjs';

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

/** Top-level entries of the repository, dotfiles aside (a path names one before a slash). */
const topFolders = [...trackedRootEntries()].filter((entry) => !entry.startsWith('.'));

/**
 * The repository paths a text names: a top-level folder followed by a path, in the build's
 * /repo too; build outputs (dist/) are made by the image's build, not found in the repository.
 * @param {string} text
 */
function namedPaths(text) {
  const pattern = new RegExp(`(?<![\\w.$/-])(?:/repo/)?((?:${topFolders.map((entry) => entry.replace(/[.+]/g, '\\$&')).join('|')})/[\\w./-]*)`, 'g');
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
