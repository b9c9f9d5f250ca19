// The README opens with a map of the root, one row per entry: a newcomer reads from it what is
// deployed where. It stays the root's listing: an entry added, moved or removed changes the map.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../serve/serve.mjs';
import { trackedRootEntries } from './root-entries.mjs';

/** The root's entries in the repository, dotfiles aside. */
function rootEntries() {
  return new Set([...trackedRootEntries()].filter((entry) => !entry.startsWith('.') && fs.existsSync(path.join(repoRoot, entry))));
}

/** The entries the README's map names: the first cell of each row, and the sentence after it. */
function mappedEntries() {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.split(/^## What is where$/m)[1]?.split(/^## /m)[0];
  assert.ok(section, 'README.md has a "What is where" section');
  const entries = new Set();
  for (const line of section.split('\n')) {
    const cell = line.startsWith('| `') ? line.split('|')[1] : line.startsWith('The rest of the root') ? line : '';
    for (const match of cell.matchAll(/`([^`]+)`/g)) entries.add(match[1].replace(/\/$/, ''));
  }
  return entries;
}

test("the README's map of the root names every entry of the root, and nothing else", () => {
  const sorted = (/** @type {Set<string>} */ set) => [...set].sort();
  assert.deepEqual(sorted(mappedEntries()), sorted(rootEntries()));
});
