// Every repository path the README and docs/ name must exist: a doc that names a moved or deleted
// file sends its reader to nothing, and nobody notices until they follow it. A path counts when it
// is an inline code span's word that starts with a top-level entry of the repository
// (`config/apps.cjs`, `services/order-service/`), or a relative link target (from the doc's own
// folder). Skipped: placeholders and globs (`*`, `<`, `{`, `…`), build outputs (what git ignores:
// `shell/dist/…`), and a path inside an app without its app (`src/pages/x.tsx`: whose app?).
// Also: docs/architecture.md, the contract, stays short enough to read in one sitting.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot as root } from '../serve/serve.mjs';
import { trackedRootEntries } from './root-entries.mjs';

/** The contract's length a person reads in about 15 minutes. */
const ARCHITECTURE_MAX_LINES = 400;

/** The repository's top-level entries: a code span's path must start with one of them. */
const topLevel = trackedRootEntries();

/**
 * The workspaces in a folder of their own (`services/order-service`), by their name: a path
 * starting with one (`order-service/src/…`) is read from the root too, so that a doc still
 * naming a package where it used to be fails, with where it is now.
 * @type {Map<string, string>}
 */
const nestedWorkspaces = new Map(
  /** @type {string[]} */ (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces ?? [])
    .filter((workspace) => workspace.includes('/') && !topLevel.has(path.posix.basename(workspace)))
    .map((workspace) => [path.posix.basename(workspace), workspace]),
);

/** README.md and every Markdown file under docs/, as paths from the root. */
function docFiles() {
  const docs = fs.readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
  return ['README.md', ...docs.map((file) => `docs/${file.split(path.sep).join('/')}`).sort()];
}

/** What a name never is in a path: a placeholder or a glob. */
const PLACEHOLDER = /[*<>{}…]|\.\.\.|\$/;

/** A path as written, without a line reference (`:12`, `:12-20`), an anchor, a query or trailing punctuation. @param {string} raw */
function cleanPath(raw) {
  return raw
    .replace(/^["'(]+/, '')
    .replace(/[#?].*$/, '')
    .replace(/["'),.;!]+$/, '')
    .replace(/:\d+(?:-\d+)?$/, '')
    .replace(/:$/, '');
}

/** Whether `candidate` names a path from the root: its first segment is a top-level entry. @param {string} candidate */
function isRepoPath(candidate) {
  if (candidate === '' || PLACEHOLDER.test(candidate) || candidate.startsWith('/')) return false;
  const first = candidate.replace(/^\.\//, '').split('/')[0];
  return topLevel.has(first) || nestedWorkspaces.has(first);
}

/** A link target with its %-escapes decoded (as written when one is malformed). @param {string} href */
function decoded(href) {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}

/**
 * The paths a Markdown text names, each with its line: code spans' words (a span may wrap onto
 * the next line, not past a blank one) and link targets, outside fenced code blocks (commands and
 * examples).
 * @param {string} markdown @param {string} docDir the doc's folder from the root, for its relative links
 * @returns {{ target: string, line: number }[]} targets as paths from the root
 */
function namedPaths(markdown, docDir) {
  let fenced = false;
  // Fenced lines blanked, so that offsets keep their lines.
  const text = markdown
    .split('\n')
    .map((line) => {
      const fence = /^\s*(```|~~~)/.test(line);
      if (fence) fenced = !fenced;
      return fence || fenced ? '' : line;
    })
    .join('\n');
  /** @param {number} offset */
  const lineAt = (offset) => text.slice(0, offset).split('\n').length;
  /** @type {{ target: string, line: number }[]} */
  const found = [];
  for (const link of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^[ \t]*\[[^\]\n]+\]:[ \t]*(\S+)/gm)) {
    const href = link[1] ?? link[2];
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('/')) continue;
    const target = cleanPath(decoded(href));
    if (target === '' || PLACEHOLDER.test(target)) continue;
    found.push({ target: path.posix.normalize(path.posix.join(docDir, target)), line: lineAt(link.index) });
  }
  for (const span of text.matchAll(/(`+)((?:[^`\n]|\n(?![ \t]*\n))+?)\1/g)) {
    const start = span.index + span[1].length;
    for (const word of span[2].matchAll(/\S+/g)) {
      const candidate = cleanPath(word[0]);
      if (isRepoPath(candidate)) found.push({ target: path.posix.normalize(candidate), line: lineAt(start + word.index) });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The targets git ignores (build outputs such as `shell/dist/`, the order service's local data). @param {string[]} targets */
function ignoredByGit(targets) {
  if (targets.length === 0) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: root, input: targets.join('\n'), encoding: 'utf8' });
    return new Set(out.split('\n').filter(Boolean));
  } catch (error) {
    // Exit code 1: none is ignored. Without git, fall back to the build folders by name.
    if (/** @type {{ status?: number }} */ (error).status === 1) return new Set();
    return new Set(targets.filter((target) => /(^|\/)(dist|node_modules|coverage)(\/|$)/.test(target)));
  }
}

/** Where a path of a nested workspace named from the root is now, as a hint (`order-service/x` → ` (services/order-service/x?)`). @param {string} target */
function movedTo(target) {
  const workspace = nestedWorkspaces.get(target.split('/')[0]);
  return workspace === undefined ? '' : ` (${path.posix.join(path.posix.dirname(workspace), target)}?)`;
}

/**
 * The paths a doc names that do not exist, as `doc:line  path`.
 * @param {string} doc its path from the root @param {string} [markdown] its text (read from the file by default)
 */
function missingPaths(doc, markdown = fs.readFileSync(path.join(root, doc), 'utf8')) {
  const named = namedPaths(markdown, path.posix.dirname(doc));
  const absent = named.filter(({ target }) => !fs.existsSync(path.join(root, target)));
  const ignored = ignoredByGit([...new Set(absent.map(({ target }) => target))]);
  return absent.filter(({ target }) => !ignored.has(target)).map(({ target, line }) => `${doc}:${line}  ${target}${movedTo(target)}`);
}

for (const doc of docFiles()) {
  test(`${doc} names only repository paths that exist`, () => {
    const missing = missingPaths(doc);
    if (missing.length > 0) assert.fail(`${doc} names ${missing.length} path(s) that do not exist:\n${missing.join('\n')}`);
  });
}

test(`docs/architecture.md, the contract, has at most ${ARCHITECTURE_MAX_LINES} lines`, () => {
  const text = fs.readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
  const lines = text.replace(/\n$/, '').split('\n').length;
  assert.ok(lines <= ARCHITECTURE_MAX_LINES, `docs/architecture.md has ${lines} lines: move what is measured or dated to docs/measurements.md`);
});

test('the check finds what a doc names: code spans, relative links, lines; skips placeholders, fences, builds', () => {
  const markdown = [
    'The list is `config/apps.cjs:12`, see [it](../config/apps.cjs#L3) and `config/no-such-file.cjs`.',
    '`node tools/checks/no-such-test.mjs --only x`, `shared/ui/<group>`, `mf-catalog/src/…`, `src/pages/x.tsx`, `shell/dist/_pages/`.',
    '```sh',
    'node config/not-read-in-a-fence.mjs',
    '```',
    'A [relative link](missing-neighbour.md), [a decision](decisions/README.md) and [a site](https://example.com/x), and a span that',
    'starts on one line `npm run build -w',
    'services/no-such-service` and ends on the next; [bad escape](%E0%A4%A.md).',
  ].join('\n');
  assert.deepEqual(missingPaths('docs/probe.md', markdown), [
    'docs/probe.md:1  config/no-such-file.cjs',
    'docs/probe.md:2  tools/checks/no-such-test.mjs',
    'docs/probe.md:6  docs/missing-neighbour.md',
    'docs/probe.md:8  docs/%E0%A4%A.md',
    'docs/probe.md:8  services/no-such-service',
  ]);
});
