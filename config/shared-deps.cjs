// What every app shares through federation, each as a singleton so a page loads it once.
// requiredVersion comes from the app's own package.json, so a remote built against an
// incompatible major is reported instead of silently running two copies.
//
// @mui/material is deliberately NOT shared whole: a shared module cannot be tree-shaken, and MUI
// whole weighs ~137 KB gzipped (docs/measurements.md, 2026-11-23). The components the apps use
// are shared instead in groups of @mimea/shared (shared/ui/: core, controls, forms, overlays,
// navigation, table, details, office), each a singleton holding exactly those components, so a page loads MUI
// once (the shell's) and only the groups it draws; the theme reaches them through
// @emotion/react's ThemeContext (shared). shared/ui/parts.ts is a group of the shop's own parts
// that only some pages draw. The shell provides a group only if its code imports it
// (shell/src/components/remotes/groups-for-remotes.ts).
//
// @reduxjs/toolkit and react-redux are NOT shared either: only @mimea/shared uses them, bundled and
// tree-shaken there (~2 KB of ~8 KB gzipped, and react-redux without connect()); apps reach the
// store through shared's hooks (ESLint keeps it so), and shared is one copy per page, so
// react-redux's context is one too. (The shell's start-up imports the toolkit a step early only to
// evaluate it in a task of its own: shell/src/bootstrap.tsx; the same module, nothing read.)
//
// notistack is NOT shared either: only @mimea/shared imports it (shared/src/toast), lazily with the
// first toast, and shared is one copy per page, so notistack is too. Shared, it was asked for by
// the runtime with every remote that listed it, before any toast.
//
// react-router is NOT shared either, for the same reason (whole, it is ~60 KB gzipped): the
// apps import routing from @mimea/shared, which re-exports it, so the one copy is the shell's.
const fs = require('node:fs');
const path = require('node:path');

const singletonPackages = [
  'react',
  'react-dom',
  '@emotion/react',
  '@emotion/styled',
  '@mimea/shared',
];
// Deep imports are separate share keys (docs/architecture.md, section 13): share them with their
// package's version.
// The UI groups are the files of shared/ui/: a new group file is shared (and linted) as it is.
const uiGroups = fs
  .readdirSync(path.join(__dirname, '..', 'shared', 'ui'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => `@mimea/shared/ui/${path.basename(file, '.ts')}`);
const deepImports = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
  ...Object.fromEntries(uiGroups.map((group) => [group, '@mimea/shared'])),
};

/**
 * @param {string} appDir
 * @param {{ fromShellOnly?: boolean, provider?: boolean }} [options] `fromShellOnly`: bundle no
 *   copy of any shared module (`import: false`), so a page always uses the shell's and never a
 *   remote's second copy. `provider`: the shell, whose copies are the page's: it requires no
 *   version of them (`requiredVersion: false`). Its own copies satisfy its ranges by
 *   construction, and the check is not free: the federation runtime parses each range as it
 *   loads a chunk (~10 ms of a phone's start-up for the shell's first chunk). A remote's ranges
 *   are what catch a shell too old for it, and stay.
 */
module.exports = function sharedDeps(appDir, { fromShellOnly = false, provider = false } = {}) {
  const pkg = require(path.join(appDir, 'package.json'));
  /** @param {string} name */
  const versionOf = (name) => {
    const range = pkg.dependencies && pkg.dependencies[name];
    if (!range) throw new Error(`${pkg.name} must depend on ${name} to share it`);
    return range;
  };
  /** @type {Record<string, { singleton: true, requiredVersion: string | false, import?: false }>} */
  const shared = {};
  for (const name of singletonPackages) shared[name] = { singleton: true, requiredVersion: versionOf(name) };
  for (const [name, owner] of Object.entries(deepImports)) {
    shared[name] = { singleton: true, requiredVersion: versionOf(owner) };
  }
  // A production remote runs on the shell's page only: it uses the shell's copy of every shared
  // module, so it bundles none (its entry then registers no fallbacks: ~1 KB less each).
  if (fromShellOnly) for (const name of Object.keys(shared)) shared[name] = { ...shared[name], import: false };
  if (provider) for (const name of Object.keys(shared)) shared[name] = { ...shared[name], requiredVersion: false };
  return shared;
};

/** The packages every page has once (with their subpaths): a remote's server parts use the host's (shared/build/webpack-server-parts.cjs). */
module.exports.singletonPackages = singletonPackages;
