// How the shell's production build cuts the shared libraries it provides into files. Webpack's
// default gives each combination of users its own chunk: the home page fetched 23 small files
// from the shell's origin, which on HTTP/1.1 (six connections an origin, `npm start` and
// Lighthouse's phone) is four waits of a round trip each before a remote page can draw.
// What every page loads anyway goes in three files instead: React; routing and the store; and
// Emotion with the MUI code of the core UI group (shared/ui/core.ts, which every
// page draws with). What only some pages draw (forms, overlays, navigation, table, details) and what loads
// later (notistack, with the first toast) keeps webpack's default cut.
const path = require('node:path');

const CORE_GROUP = path.join(__dirname, '..', 'shared', 'ui', 'core.ts');
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const UI_LIBRARIES = /[\\/]node_modules[\\/](@mui|clsx|react-transition-group|@babel[\\/]runtime|react-is|prop-types)[\\/]/;
/** The shop's other libraries of every page: routing, the cart store. */
const EVERY_PAGE = /[\\/]node_modules[\\/](react-router|react-redux|use-sync-external-store)[\\/]/;
/** Emotion draws every page (the theme, every styled element). */
const STYLE_ENGINE = /[\\/]node_modules[\\/](@emotion|stylis|hoist-non-react-statics)[\\/]/;

/** Whether `module` is part of the core UI group: one of the chunks it was in also holds core.ts. */
function inCoreGroup(module, chunkGraph) {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const member of chunkGraph.getChunkModulesIterable(chunk)) {
      if (member.resource === CORE_GROUP) return true;
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
        test: (module, { chunkGraph }) => STYLE_ENGINE.test(module.resource ?? '') || (UI_LIBRARIES.test(module.resource ?? '') && inCoreGroup(module, chunkGraph)),
        name: 'ui-core',
        chunks: 'async',
        enforce: true,
        priority: 10,
      },
    },
  },
};
