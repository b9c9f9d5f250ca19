// A remote's modules that other remotes' servers render into their pages' HTML, built for Node
// (docs/html-first.md, "Parts rendered on other servers"): the content's package pages show the
// catalog's own product grid drawing its catalogue, as the browser's federation brings them, and
// the content's server must take them from the catalog's deployment, never from its sources.
// One CommonJS file, dist/server/<SERVER_PARTS_FILE>, served from the remote's origin: its entry
// (`src/server-parts.ts`) exports `exposedModules`, the exposed modules by name. The page's
// singletons (config/shared-deps.cjs: React, Emotion, @mimea/shared and their subpaths) are the
// rendering server's own, as the shop's pages share them; every other package is bundled, and
// so are the remote's own asset addresses (`@mimea/shared/remote-asset-url`, bundled by every
// app): its pictures are on its stand-in origin (`https://<name>-origin.invalid/`), which the
// shop's servers replace with its real one (tools/serve/compose-page.mjs, nginx).
const path = require('node:path');
const webpack = require('webpack');
const { singletonPackages } = require('../../config/shared-deps.cjs');
const { appModuleRules } = require('./webpack-rules.cjs');

/** The file a remote's server parts are published as, under its origin's /server/. */
const SERVER_PARTS_FILE = 'server-parts.cjs';

/** Bundled, not the host's: each app's own copy knows its own origin. */
const BUNDLED_PACKAGES = new Set(['@mimea/shared/remote-asset-url']);

/** Whether `request` is one of the page's singletons (or a subpath of one), and not bundled. @param {string} request */
const isHostsOwn = (request) => !BUNDLED_PACKAGES.has(request) && singletonPackages.some((name) => request === name || request.startsWith(`${name}/`));

/**
 * @param {{ appDir: string, name: string, outputPath?: string }} options `outputPath`: elsewhere than dist/server/ (a test's folder)
 * @returns {import('webpack').Configuration}
 */
function webpackServerParts({ appDir, name, outputPath = path.join(appDir, 'dist/server') }) {
  return {
    name: `${name}-server-parts`,
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry: './src/server-parts.ts',
    devtool: false,
    output: {
      path: outputPath,
      filename: SERVER_PARTS_FILE,
      library: { type: 'commonjs2' },
      publicPath: `https://${name}-origin.invalid/`,
      clean: true,
    },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => (request !== undefined && isHostsOwn(request) ? callback(undefined, request) : callback()),
    ],
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    // The browser build publishes the pictures; this one only names them.
    module: { rules: appModuleRules(appDir, { emitPictures: false }) },
    // One file: it is fetched and run whole, with no folder of chunks beside it.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

module.exports = { SERVER_PARTS_FILE, webpackServerParts };
