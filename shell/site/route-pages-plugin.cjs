// Emits one HTML page per published page (site/route-pages.ts), made from the app page that
// html-webpack-plugin has just rendered, so each carries the same scripts as index.html.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'RoutePagesPlugin';

class RoutePagesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap(PLUGIN, (data) => {
        if (data.outputName !== 'index.html') return data;
        try {
          const { require: tsxRequire } = require('tsx/cjs/api');
          const { routePageHtml, routePageFile } = tsxRequire('./route-pages.ts', __filename);
          const { readPublishedPages } = tsxRequire('./published-pages.ts', __filename);
          const { siteOrigin } = tsxRequire('./site-origin.ts', __filename);
          const origin = siteOrigin(process.env);
          const pages = readPublishedPages({ production: compiler.options.mode === 'production' });
          for (const page of pages) {
            compilation.emitAsset(routePageFile(page.path), new sources.RawSource(routePageHtml(data.html, page, origin)));
          }
        } catch (error) {
          compilation.errors.push(new WebpackError(`${PLUGIN}: ${error instanceof Error ? error.message : String(error)}`));
        }
        return data;
      });
    });
  }
}

module.exports = RoutePagesPlugin;
