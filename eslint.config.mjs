// One lint configuration for the monorepo. The boundary rule keeps apps apart: they meet only
// through federated modules (`catalog/ProductGrid`) and `@mimea/shared`, never by file path.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The one list of the deployables and the packages beside them. */
const { apps, packages } = createRequire(import.meta.url)('./config/apps.cjs');

/** Every app of config/apps.cjs, the packages beside them and the journeys. */
const appFolders = [...apps.map((app) => app.dir), ...packages, 'e2e'];

/**
 * Every app has the same rooms (docs/architecture.md, section 1.3): `pages/` (what it exposes as
 * routes), `features/<feature>/` (components and hooks), `components/` (the parts several
 * features use), `domain/` (React-free data and rules), `build-time/` (what only its build runs),
 * `standalone/` (its dev harness), `test/`. Imports go one way: pages → features → components →
 * domain; a feature never imports another feature (what two use moves to components/, or the
 * page passes it in); nothing a page bundles imports build-time code.
 */
const appSourceDirs = apps.map((app) => `${app.dir}/src`);
/** The feature folders of an app's `src`, as they are on disk. */
const featuresOf = (src) => {
  const folder = new URL(`./${src}/features/`, import.meta.url);
  return fs.existsSync(folder) ? fs.readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];
};
/** @param {boolean} inTests tests may also read build-time code, to check the build's output */
const importDirectionZones = (inTests) =>
  appSourceDirs.flatMap((src) => {
    const build = inTests ? [] : [`./${src}/build-time`];
    const features = featuresOf(src);
    return [
      {
        target: `./${src}/domain`,
        from: [`./${src}/pages`, `./${src}/features`, `./${src}/components`, `./${src}/standalone`, ...build],
        message: 'The domain knows no pages, features, components or build: imports go pages → features → components → domain.',
      },
      {
        target: `./${src}/components`,
        from: [`./${src}/pages`, `./${src}/features`, `./${src}/standalone`, ...build],
        message: 'Components know no pages, features or build: imports go pages → features → components → domain.',
      },
      {
        target: `./${src}/features`,
        from: [`./${src}/pages`, `./${src}/standalone`, ...build],
        message: 'Features know no pages and no build: imports go pages → features → components → domain.',
      },
      // One zone per feature: the others are out of its reach.
      ...features.map((feature) => ({
        target: `./${src}/features/${feature}`,
        from: features.filter((other) => other !== feature).map((other) => `./${src}/features/${other}`),
        message: 'Features do not import each other: move what both use to components/, or let the page pass it in.',
      })),
      { target: `./${src}/pages`, from: [`./${src}/standalone`, ...build], message: 'Pages know no harness and no build-time code.' },
    ];
  });

/** Imports that cross into another app's files. */
const crossAppPatterns = [
  {
    // A relative path that climbs into an app's folder (bare package names are the rules below).
    regex: `^(?:\\.{1,2}/)+(?:[^/]+/)*(?:${appFolders.join('|')})/`,
    message: 'Apps never import each other by path: use a federated module or @mimea/shared.',
  },
  { group: ['@mimea/shell', '@mimea/shell/*', '@mimea/mf-*', '@mimea/e2e'], message: 'Apps are not libraries: use a federated module.' },
  {
    group: ['@mimea/shared/*', '!@mimea/shared/ui', '!@mimea/shared/ui/*', '!@mimea/shared/remote-asset-url'],
    message: 'Import @mimea/shared from its index (or its federated UI groups, @mimea/shared/ui/*, or @mimea/shared/remote-asset-url) only.',
  },
  {
    group: ['@mui/icons-material', '@mui/icons-material/*'],
    message: 'Use the icons of @mimea/shared: @mui/icons-material deep-imports MUI internals that federation cannot share.',
  },
];

/**
 * The MUI components of the shared UI groups (shared/ui/*.ts), read from those files: an app
 * importing one from '@mui/material' would bundle MUI a second time.
 */
const sharedUiImports = fs
  .readdirSync(new URL('./shared/ui/', import.meta.url))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => [file, fs.readFileSync(new URL(`./shared/ui/${file}`, import.meta.url), 'utf8')])
  // The groups of MUI's components (parts.ts holds the shop's own).
  .filter(([, text]) => text.includes("from '@mui/material'"))
  .map(([file, text]) => {
    const group = file.slice(0, -'.ts'.length);
    const exported = text.match(/export \{([^}]*)\}/)[1];
    return {
      name: '@mui/material',
      importNames: [...exported.matchAll(/\w+/g)].map((match) => match[0]),
      message: `Import it from @mimea/shared/ui/${group}: the pages share one copy of MUI's components.`,
    };
  });

/** The names a module of shared exports (`export { … }` lists and `export const|function …`). */
function exportedNames(file) {
  const text = fs.readFileSync(new URL(`./shared/src/${file}`, import.meta.url), 'utf8');
  const listed = [...text.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap((match) =>
    match[1].split(',').map((part) => part.trim().replace(/^type /, '').split(/\s+as\s+/).pop()).filter(Boolean),
  );
  const declared = [...text.matchAll(/export (?:const|function|class|interface|type) (\w+)/g)].map((match) => match[1]);
  return [...listed, ...declared];
}

/**
 * What `@mimea/shared` exports beyond its pure entry (shared/src/pure.ts): React, the store, the
 * UI. An app's `domain/` is React-free (the order service and the page builds run it on Node), so
 * it may import from `@mimea/shared` only what the pure entry has.
 */
const pureSharedNames = new Set(exportedNames('pure.ts'));
const reactBoundSharedNames = [
  ...exportedNames('index.ts'),
  ...[...fs.readFileSync(new URL('./shared/src/index.ts', import.meta.url), 'utf8').matchAll(/export \* from '\.\/(?!pure')([^']+)'/g)].flatMap((match) =>
    exportedNames(fs.existsSync(new URL(`./shared/src/${match[1]}.tsx`, import.meta.url)) ? `${match[1]}.tsx` : `${match[1]}.ts`),
  ),
].filter((name) => !pureSharedNames.has(name));

/** Routing comes from @mimea/shared, so every app uses the shell's one router (shared/src/routing). */
const routerPattern = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import routing from @mimea/shared: it re-exports the one react-router every app must share.',
};

/**
 * The store's libraries are @mimea/shared's: apps use its hooks (useCart, useCoupon,
 * useAppSelector), so every app reads the one store, and Redux Toolkit is bundled (tree-shaken)
 * into shared instead of shared whole.
 */
const storePattern = {
  group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*', 'react-redux'],
  message: "The shop's store is @mimea/shared's: use its hooks (useCart, useCoupon, useAppSelector).",
};

/**
 * Toasts are @mimea/shared's showToast: notistack loads with the first toast (shared/src/toast),
 * so its hooks find no provider on a page until then.
 */
const toastPattern = {
  group: ['notistack', 'notistack/*'],
  message: "Show toasts with @mimea/shared's showToast: notistack is loaded with the first toast, and its hooks have no provider before.",
};

/**
 * For code that runs outside the federated page (the order service, the service worker, the
 * shell's build): the boundary rules, except that it reads @mimea/shared through its pure entry
 * (`@mimea/shared/pure`: React never loads there) and its markup helpers (`@mimea/shared/markup`),
 * nothing else of it by path.
 */
function pureSharedOnly(message, extraPatterns = []) {
  return [
    'error',
    {
      patterns: [
        { regex: `^(?:\\.{1,2}/)+(?:[^/]+/)*(?:${appFolders.filter((folder) => folder !== 'shared').join('|')})/`, message: crossAppPatterns[0].message },
        ...crossAppPatterns.slice(1).filter((pattern) => !pattern.group.includes('@mimea/shared/*')),
        { regex: '^@mimea/shared/(?!(?:pure|markup)$)', message },
        ...extraPatterns,
        routerPattern,
      ],
    },
  ];
}

/**
 * The apps' import rules, except that one entry of @mimea/shared that no page bundles may be
 * imported (`testing` in tests, `server` in the shell's page build, `markup` in a remote's
 * build-time code, `dev` in a remote's harness).
 */
function appRulesAllowingSharedFolder(folder) {
  return [
    'error',
    {
      paths: sharedUiImports,
      patterns: [
        ...crossAppPatterns.map((pattern) =>
          pattern.group?.includes('@mimea/shared/*') ? { ...pattern, group: [...pattern.group, `!@mimea/shared/${folder}`, `!@mimea/shared/${folder}/*`] } : pattern,
        ),
        routerPattern,
        storePattern,
        toastPattern,
      ],
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { paths: sharedUiImports, patterns: [...crossAppPatterns, routerPattern, storePattern, toastPattern] }],
      'no-restricted-syntax': [
        'error',
        {
          // MUI 9's Typography takes a palette name (`primary`, `textSecondary`), not a path: a
          // path matches none of its colours and is dropped without a word.
          selector: "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'][value.value=/\\./]",
          message: "Typography's color is a palette name ('textSecondary', 'primary'), not a path ('text.secondary'), which MUI 9 ignores.",
        },
      ],
    },
  },
  {
    // A remote's build-time code writes markup with shared's helpers (shared/src/markup), which
    // no page bundles.
    files: ['mf-*/src/build-time/**/*.ts'],
    rules: { 'no-restricted-imports': appRulesAllowingSharedFolder('markup') },
  },
  {
    // Tests and their helpers (src/test/) may use shared's test support (shared/testing), which
    // no page bundles.
    files: ['{shell,mf-*}/src/**/*.test.{ts,tsx}', '{shell,mf-*}/src/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': appRulesAllowingSharedFolder('testing') },
  },
  {
    // A remote's dev harness (src/standalone/) is shared's `dev` entry, which no page bundles.
    files: ['mf-*/src/standalone/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': appRulesAllowingSharedFolder('dev') },
  },
  {
    // The domain is React-free: the order service, the page builds and Node tests run it.
    files: [...appSourceDirs.map((src) => `${src}/domain/**/*.ts`), 'services/order-rules/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...sharedUiImports,
            {
              name: '@mimea/shared',
              importNames: reactBoundSharedNames,
              allowTypeImports: true,
              message: 'The domain is React-free: import from @mimea/shared only what its pure entry (shared/src/pure.ts) exports.',
            },
          ],
          patterns: [
            ...crossAppPatterns,
            routerPattern,
            storePattern,
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@mui/*', '@emotion/*', 'notistack', '@mimea/shared/ui/*'],
              message: 'The domain is React-free: components and hooks belong in features/ (or components/, where several features use them).',
            },
          ],
        },
      ],
    },
  },
  {
    // One shape in every app (docs/architecture.md, section 1.3): imports go pages → features →
    // components → domain, no feature imports another, no cycles, file and folder names in
    // kebab-case, no components in the domain.
    files: ['{shell,mf-*,shared,services/*}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // import-x reads each imported file to follow cycles: TypeScript needs its parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: importDirectionZones(false) }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{shell,mf-*,shared,services/*}/**/': 'KEBAB_CASE' }],
      'check-file/filename-blocklist': ['error', { '**/domain/**/*.tsx': '*.ts' }],
    },
  },
  {
    files: ['{shell,mf-*}/src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: importDirectionZones(true) }] },
  },
  {
    // The catalogue is a module of the order service (docs/decisions/0019): orders, payments and
    // the office import it, never the reverse, so it stays separable.
    files: ['services/order-service/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...importDirectionZones(false),
            {
              target: './services/order-service/src/catalogue',
              from: ['./services/order-service/src/orders', './services/order-service/src/payments', './services/order-service/src/office'],
              message: 'The catalogue imports nothing of orders, payments or the office: they import it (decision 0019).',
            },
          ],
        },
      ],
    },
  },
  {
    // The shell's page build renders pages on Node: it may use shared's server-rendering
    // support (shared/server), which no page bundles.
    files: ['shell/src/build-time/**/*.tsx'],
    rules: { 'no-restricted-imports': appRulesAllowingSharedFolder('server') },
  },
  {
    // The shared package and its UI groups are where MUI is imported from.
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...crossAppPatterns, routerPattern, toastPattern] }] },
  },
  {
    files: ['shared/src/toast/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...crossAppPatterns, routerPattern] }] },
  },
  {
    files: ['shared/src/routing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: crossAppPatterns }] },
  },
  {
    // The order service runs in Node and is not federated: it reads the order rules it shares
    // with the checkout (@mimea/order-rules) and @mimea/shared's pure entry, so React never loads
    // on the server (its bundle resolves the rules' own `@mimea/shared` imports to shared/src/pure.ts).
    files: ['services/order-service/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': pureSharedOnly(
        'The server reads @mimea/shared through its pure entry, @mimea/shared/pure.',
      ),
    },
  },
  {
    // What the shell's entries run before their async boundary (shell/src/index.ts, and the back
    // office's page, shell/src/office-index.ts): no shared singleton may load there yet ("not
    // available for eager consumption"), so it reads the pure entry of @mimea/shared, bundled into
    // the entry, never the federated index. The start-up steps (shell/src/bootstrap.tsx) too: they
    // load the index with `import()` in a task of its own, which a static import would undo.
    files: [
      'shell/src/index.ts',
      'shell/src/bootstrap.tsx',
      'shell/src/office-index.ts',
      'shell/src/domain/remote-routes.ts',
      'shell/src/domain/remotes/remote-registry.ts',
      'shell/src/domain/remotes/runtime-config.ts',
      'shell/src/domain/remotes/page-remotes.ts',
      'shell/src/domain/remotes/office-page-remotes.ts',
      'shell/src/domain/remotes/remote-attempts.ts',
      'shell/src/domain/remotes/stall-guard.ts',
      'shell/src/domain/offline/connectivity.ts',
    ],
    rules: {
      'no-restricted-imports': pureSharedOnly(
        'Before the async boundary, read @mimea/shared through its pure entry, @mimea/shared/pure.',
        [{ regex: '^@mimea/shared$', message: 'The federated index of @mimea/shared cannot load before the async boundary: import the pure file.' }],
      ),
    },
  },
  {
    // The service worker and the shell's build-time files (shell/src/build-time) run outside the
    // federated page: they read @mimea/shared through its pure entry (and its markup helpers),
    // so React and the store never load there.
    files: ['shell/src/domain/offline/sw.ts', 'shell/src/domain/offline/offline-page.ts', 'shell/src/build-time/**/*.ts'],
    rules: {
      'no-restricted-imports': pureSharedOnly(
        'Outside the page, read @mimea/shared through its pure entry, @mimea/shared/pure.',
        [{ regex: '^@mimea/shared$', message: 'The index of @mimea/shared brings React and the store: import the pure file.' }],
      ),
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'config/**/*.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
