// How the shell's production build cuts the shared libraries it provides into files. Webpack's
// default gives each combination of users its own chunk: the home page fetched 23 small files
// from the shell's origin, which on HTTP/1.1 (six connections an origin, `npm start` and
// Lighthouse's phone) is four waits of a round trip each before a remote page can draw.
// What every page loads anyway goes in four files instead: React; routing and the store's
// bindings; Emotion with the MUI code of the core UI group (shared/ui/core.ts, which every page
// draws with); and @mimea/shared's index with what it uses. MUI's controls (shared/ui/controls.ts:
// what most pages but the home page draw) are a fifth. What only some pages draw (forms,
// overlays, navigation, table, details, the shop's parts) and what loads later (notistack, with
// the first toast) keeps webpack's default cut.
const path = require('node:path');

const CORE_GROUP = path.join(__dirname, '..', 'shared', 'ui', 'core.ts');
const CONTROLS_GROUP = path.join(__dirname, '..', 'shared', 'ui', 'controls.ts');
/** @mimea/shared's index: what it draws with is on every page. */
const SHARED_INDEX = path.join(__dirname, '..', 'shared', 'src', 'index.ts');
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const UI_LIBRARIES = /[\\/]node_modules[\\/](@mui|clsx|react-transition-group|@babel[\\/]runtime|react-is|prop-types)[\\/]/;
/** The shop's other libraries of every page: routing, the cart store. */
const EVERY_PAGE = /[\\/]node_modules[\\/](react-router|react-redux|use-sync-external-store)[\\/]/;
/** Emotion draws every page (the theme, every styled element). */
const STYLE_ENGINE = /[\\/]node_modules[\\/](@emotion|stylis|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/;
/**
 * The entries through which the shell's start-up evaluates the core group's foundations ahead of
 * it (shell/src/bootstrap.tsx): each is a re-export of one name, which would be a file of its own.
 */
const CORE_FOUNDATIONS = /[\\/]node_modules[\\/]@mui[\\/](system|material[\\/]styles)[\\/]index\.mjs$/;

/** Whether `module` is part of what `file` brings (a UI group, shared's index): one of the chunks it was in also holds `file`. */
function inGroup(file, module, chunkGraph) {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const member of chunkGraph.getChunkModulesIterable(chunk)) {
      if (member.resource === file) return true;
    }
  }
  return false;
}

/** @type {import('webpack').Configuration['optimization']} */
module.exports = {
  splitChunks: {
    cacheGroups: {
      react: { test: REACT, name: 'react', chunks: 'async', enforce: true, priority: 20 },
      libraries: { test: EVERY_PAGE, name: 'libraries', chunks: 'async', enforce: true, priority: 15 },
      uiCore: {
        test: (module, { chunkGraph }) =>
          module.resource === CORE_GROUP || CORE_FOUNDATIONS.test(module.resource ?? '') || STYLE_ENGINE.test(module.resource ?? '') || (UI_LIBRARIES.test(module.resource ?? '') && inGroup(CORE_GROUP, module, chunkGraph)),
        name: 'ui-core',
        chunks: 'async',
        enforce: true,
        priority: 10,
      },
      // @mimea/shared's index with what it uses that the two above do not take: the store's
      // libraries, the theme's provider, the icons. Cut by default, the parts group
      // (shared/ui/parts.ts) carried its own copy of the icons, and the index came in three files.
      shared: {
        test: (module, { chunkGraph }) => module.resource !== undefined && inGroup(SHARED_INDEX, module, chunkGraph),
        name: 'shared',
        chunks: 'async',
        enforce: true,
        priority: 8,
      },
      // The controls' MUI code, with what they share with the other groups (ButtonBase, Paper):
      // a page drawing those draws buttons too. What they share with the core group stays in
      // ui-core, and what @mimea/shared's index uses too keeps webpack's default cut (the home
      // page loads no controls).
      uiControls: {
        test: (module, { chunkGraph }) =>
          module.resource === CONTROLS_GROUP ||
          (UI_LIBRARIES.test(module.resource ?? '') && inGroup(CONTROLS_GROUP, module, chunkGraph) && !inGroup(SHARED_INDEX, module, chunkGraph)),
        name: 'ui-controls',
        chunks: 'async',
        enforce: true,
        priority: 5,
      },
    },
  },
};
