// Reads the remotes' published page lists once per build (src/build-time/published-pages.ts) and writes
// what the shell makes of them: /sitemap.xml (which its servers complete with each remote's
// current list on every request: src/build-time/sitemap.ts), and one HTML page per published page
// (src/build-time/route-pages.ts), made from the app page html-webpack-plugin has just rendered, so each
// carries the same scripts as index.html.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'SitePagesPlugin';

class SitePagesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { WebpackError, sources } = compiler.webpack;
    const { require: tsxRequire } = require('tsx/cjs/api');
    const { pageListFiles } = tsxRequire('./published-pages.ts', __filename);
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // A remote's new list rebuilds the shell's files under `webpack serve`.
      for (const { file } of pageListFiles()) compilation.fileDependencies.add(file);
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap(PLUGIN, (data) => {
        if (data.outputName !== 'index.html') return data;
        try {
          const { routePageHtml, routePageFile } = tsxRequire('./route-pages.ts', __filename);
          const { readPublishedPagesByRemote } = tsxRequire('./published-pages.ts', __filename);
          const { siteOrigin } = tsxRequire('./site-origin.ts', __filename);
          const { sitemapXml } = tsxRequire('./sitemap.ts', __filename);
          const origin = siteOrigin(process.env);
          const lists = readPublishedPagesByRemote({ production: compiler.options.mode === 'production' });
          compilation.emitAsset('sitemap.xml', new sources.RawSource(sitemapXml(lists, origin)));
          for (const page of lists.flatMap((list) => list.pages)) {
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

module.exports = SitePagesPlugin;
