// The one webpack configuration of every app: TypeScript, Module Federation, HTML page and
// dev server. An app's webpack.config.js only says what it exposes and where it starts.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { apps, orderServicePort } = require('../../config/apps.cjs');
const sharedDeps = require('../../config/shared-deps.cjs');
const shellChunks = require('../../config/shell-chunks.cjs');
const { runtimeConfig } = require('../../tools/serve/runtime-config.cjs');
const { appModuleRules } = require('./webpack-rules.cjs');

/**
 * @param {{ appDir: string, name: string, exposes?: Record<string, string>, title: string, plugins?: import('webpack').WebpackPluginInstance[], entry?: string, outputDir?: string }} options
 *   `plugins`: the app's own webpack plugins, appended after the shared ones (default none).
 *   `entry`, `outputDir`: another page of the app, built from that entry into that folder of its
 *   dist/ and served from it (the shell's back office page: shell/webpack.config.js).
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
// The federation runtime's packages ship as ES modules and as CommonJS. The plugin's own runtime
// code requires them (CommonJS) and `@module-federation/enhanced/runtime` imports them (ES), so
// without this a page carried both copies (~25 KB compressed of the shell's main.js). Every
// request for them resolves to the ES build.
const FEDERATION_RUNTIME_PACKAGES = ['runtime', 'runtime-core', 'sdk', 'error-codes', 'webpack-bundler-runtime'];

/** The folder of an installed package (its package.json may not be exported). */
function packageDirOf(name) {
  const resolved = require.resolve(name);
  return resolved.slice(0, resolved.indexOf(`${name}/`) + name.length + 1);
}

/** @returns {Record<string, string>} `@module-federation/<package>$` → its ES module entry. */
function federationRuntimeAsModules() {
  return Object.fromEntries(
    FEDERATION_RUNTIME_PACKAGES.map((name) => {
      const packageDir = packageDirOf(`@module-federation/${name}`);
      const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
      return [`@module-federation/${name}$`, path.join(packageDir, manifest.exports['.'].import.default)];
    }),
  );
}

/**
 * react-router's package exports only its development build (dev warnings on: extra checks and
 * messages in every render); its production build sits beside it in dist/production, which
 * production builds use.
 * @returns {Record<string, string>}
 */
function reactRouterProduction() {
  return { 'react-router$': path.join(packageDirOf('react-router'), 'dist/production/index.mjs') };
}

/**
 * A production remote's entry takes the federation bundler runtime from the shell's page
 * (shared/build/bundler-runtime-from-shell.mjs) instead of bundling it again; `externalRuntime` shares
 * only runtime-core.
 * @returns {import('webpack').WebpackPluginInstance}
 */
function bundlerRuntimeFromShell() {
  const { NormalModuleReplacementPlugin } = require('webpack');
  return new NormalModuleReplacementPlugin(/@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, path.join(__dirname, 'bundler-runtime-from-shell.mjs'));
}

/**
 * Every remote's build logged "Manifest will use absolute path resolution via its host at runtime,
 * reason: publicPath='auto'". That is this shop's design, not a fault: the shell registers each
 * remote by the `mf-manifest.json` URL its runtime config names, and the federation runtime takes
 * that URL's folder as the remote's public path, so a remote loads from whatever origin the
 * config gives (docs/architecture.md, section 2.2). No manifest option removes the notice: the
 * check reads `output.publicPath` alone, and `getPublicPath` would be evaluated with
 * `new Function`, which the shop's CSP refuses. It is a log of the compiler's infrastructure
 * logger, which `ignoreWarnings` does not see: this drops exactly that one message.
 * @returns {import('webpack').WebpackPluginInstance}
 */
function quietAutoPublicPathNotice() {
  const notice = "Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'";
  return {
    apply(compiler) {
      compiler.hooks.infrastructureLog.tap('QuietAutoPublicPathNotice', (origin, type, args) =>
        origin === 'Module Federation Manifest Plugin' && type === 'warn' && args.some((arg) => typeof arg === 'string' && arg.includes(notice)) ? true : undefined,
      );
    },
  };
}

module.exports = function webpackApp({ appDir, name, exposes = {}, title, plugins = [], entry = './src/index.ts', outputDir }) {
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app ${name}`);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A production remote lives on the shell's pages only: it takes the federation runtime and the
    // shared UI groups from the shell instead of carrying its own (~18 KB of runtime per remote
    // entry; a second copy of MUI's internals, which a page could otherwise pick up). The shell's
    // main.js then carries the whole runtime (+21 KB), which pays off from the second remote on a
    // page (home, product: catalog and the fertilizer popup). A remote's standalone harness is a
    // development tool (`npm run dev -w <remote>`), where each app keeps everything of its own.
    const onShellOnly = production && !app.host;
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry,
      // Production maps are the team's: written beside the build, never named in what the public
      // loads (the servers refuse *.map).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputDir ? path.join(appDir, 'dist', outputDir) : path.join(appDir, 'dist'),
        // The host's pages live at its origin root; remotes resolve chunks next to their entry.
        publicPath: app.host ? (outputDir ? `/${outputDir}/` : '/') : 'auto',
        // Entry files keep stable names (served no-cache); chunks carry a content hash
        // (served immutable). [contenthash] in `filename` breaks the federation build.
        filename: '[name].js',
        chunkFilename: production ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
        // Rewrite every file, so dist/index.html's time tells `npm start` when the build was made.
        compareBeforeEmit: false,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { ...federationRuntimeAsModules(), ...(production ? reactRouterProduction() : {}) } },
      module: { rules: appModuleRules(appDir) },
      plugins: [
        // Before the federation plugin, whose manifest part logs when it is applied.
        ...(app.host ? [] : [quietAutoPublicPathNotice()]),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedDeps(appDir, { fromShellOnly: onShellOnly, provider: Boolean(app.host) }),
          shareStrategy: 'loaded-first',
          dts: false,
          experiments: { ...(app.host ? { provideExternalRuntime: true } : { externalRuntime: onShellOnly }), optimization: { target: 'web' } },
          runtimePlugins: app.host ? [path.join(__dirname, 'bundler-runtime-provider.mjs')] : [],
        }),
        ...(onShellOnly ? [bundlerRuntimeFromShell()] : []),
        new HtmlWebpackPlugin({
          // The shell has its own page; a remote's page is its standalone harness in development,
          // and in production a page that points to the shop.
          template: fs.existsSync(path.join(appDir, 'public/index.html'))
            ? path.join(appDir, 'public/index.html')
            : path.join(__dirname, onShellOnly ? 'remote-origin.html' : 'standalone.html'),
          title,
          chunks: onShellOnly ? [] : ['main'],
          // html-webpack-plugin's production defaults, keeping the shell's <!--page-meta-->
          // markers, which its build replaces per route (shell/src/build-time/route-pages.ts).
          minify: production && {
            collapseWhitespace: true,
            keepClosingSlash: true,
            removeComments: true,
            ignoreCustomComments: [/^\/?page-meta$/],
            removeRedundantAttributes: true,
            removeScriptTypeAttributes: true,
            removeStyleLinkTypeAttributes: true,
            useShortDoctype: true,
          },
        }),
        ...plugins,
      ],
      optimization: app.host && production ? shellChunks : undefined,
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: app.port,
        host: 'localhost',
        historyApiFallback: true,
        hot: false,
        client: { overlay: false },
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(path.join(appDir, 'public')) ? { directory: path.join(appDir, 'public'), watch: false } : false,
        // /api/ goes to the order service, also in a remote's harness (checkout, contact form).
        proxy: [{ context: ['/api'], target: `http://localhost:${orderServicePort}` }],
        setupMiddlewares(middlewares, devServer) {
          // The shell reads it; a remote's standalone harness reads it too, to find the remotes it uses.
          if (devServer.app) {
            devServer.app.get('/runtime-config.json', (_req, res) => {
              res.set('Cache-Control', 'no-cache').json(runtimeConfig(process.env));
            });
          }
          return middlewares;
        },
      },
    };
  };
};
