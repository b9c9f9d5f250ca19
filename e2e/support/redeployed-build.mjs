// A new deployment of a remote with a changed build, made from its current build without
// rebuilding: the chunks that hold `from` say `to` instead and, as a real rebuild would, get a
// new content hash in their names, which the entry files (remoteEntry.js, mf-manifest.json)
// then name; the entry files and the remote's rendered pages (fragments/) say `to` too. Used by the e2e stack's
// `redeploy` action.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Files below `dir`, recursively. */
function filesBelow(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : [full];
  });
}

/**
 * @param {string} dist the remote's build
 * @param {string} from text of the current build
 * @param {string} to what the new build says instead
 * @returns {string} the folder of the new build (a temporary copy)
 */
export function redeployedBuild(dist, from, to) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-e2e-redeploy-'));
  fs.cpSync(dist, copy, { recursive: true });
  const chunks = path.join(copy, 'chunks');
  /** @type {[string, string][]} */
  const renamed = [];
  for (const file of fs.readdirSync(chunks)) {
    const hash = /\.([0-9a-f]{10})\.js$/.exec(file)?.[1];
    const full = path.join(chunks, file);
    const text = hash ? fs.readFileSync(full, 'utf8') : '';
    if (!hash || !text.includes(from)) continue;
    const changed = text.split(from).join(to);
    const newHash = crypto.createHash('sha256').update(changed).digest('hex').slice(0, hash.length);
    fs.writeFileSync(path.join(chunks, file.replace(hash, newHash)), changed);
    fs.rmSync(full);
    fs.rmSync(`${full}.map`, { force: true });
    renamed.push([hash, newHash]);
  }
  const fragments = path.join(copy, 'fragments');
  for (const file of fs.existsSync(fragments) ? filesBelow(fragments) : []) {
    const text = fs.readFileSync(file, 'utf8');
    if (text.includes(from)) fs.writeFileSync(file, text.split(from).join(to));
  }
  // The entry files (remoteEntry.js, main.js, mf-manifest.json) carry no hash of their own: they
  // name the renamed chunks, and say `to` themselves where they said `from` (a shared module's
  // requiredVersion, say).
  let entriesChanged = 0;
  for (const file of filesBelow(copy).filter((name) => /\.(js|json)$/.test(name))) {
    const text = fs.readFileSync(file, 'utf8');
    const renamedText = renamed.reduce((current, [oldHash, newHash]) => current.split(oldHash).join(newHash), text);
    const updated = /\.[0-9a-f]{10}\.js$/.test(file) ? renamedText : renamedText.split(from).join(to);
    if (updated !== renamedText) entriesChanged += 1;
    if (updated !== text) fs.writeFileSync(file, updated);
  }
  if (renamed.length === 0 && entriesChanged === 0) throw new Error(`No file of ${dist} contains ${JSON.stringify(from)}`);
  return copy;
}
