// The module rules every build of an app's code shares: the browser's (webpack-app.cjs) and the
// server parts' (webpack-server-parts.cjs).
const path = require('node:path');

/**
 * TypeScript through ts-loader, and pictures as files.
 * @param {string} appDir @param {{ emitPictures?: boolean }} [options] `emitPictures`: false when another build publishes them
 * @returns {import('webpack').RuleSetRule[]}
 */
function appModuleRules(appDir, { emitPictures = true } = {}) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'ts-loader',
      // Types are checked by `tsc --noEmit` in `npm test`; the build only transpiles.
      options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json'), compilerOptions: { noEmit: false } },
    },
    { test: /\.(svg|png|jpe?g|webp|ico)$/, type: 'asset/resource', ...(emitPictures ? {} : { generator: { emit: false } }) },
  ];
}

module.exports = { appModuleRules };
