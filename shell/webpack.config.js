const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const webpackApp = require('../shared/build/webpack-app.cjs');
const GeneratedFilesPlugin = require('../shared/build/generated-files-plugin.cjs');
const SitePagesPlugin = require('./src/build-time/site-pages-plugin.cjs');

// The shop's pages: the storefront and its remotes.
const shop = webpackApp({
  appDir: __dirname,
  name: 'shell',
  title: 'Mimea Naturals | Natural Health Products in Kenya',
  plugins: [
    // Icons, the web app manifest and robots.txt (src/build-time/site-files.ts).
    new GeneratedFilesPlugin({
      manifest: path.join(__dirname, 'src/build-time/site-files.ts'),
      exportName: 'siteFiles',
      prefix: '/',
      watch: [path.join(__dirname, 'src/build-time')],
    }),
    // From the remotes' published pages: the sitemap, and one page per route with its metadata
    // in the <head> (src/build-time/sitemap.ts, src/build-time/route-pages.ts).
    new SitePagesPlugin(),
    // The service worker, /sw.js; it stores the shell's own files at install.
    new InjectManifest({
      swSrc: path.join(__dirname, 'src/domain/offline/sw.ts'),
      swDest: 'sw.js',
      include: [/^main\.js$/, /^chunks\/.*\.js$/, /^icons\/(?!share-card)/, /^manifest\.webmanifest$/],
    }),
  ],
});

// The back office's page (docs/office.md): a build of its own into dist/office/, served from
// /office/, whose app page the servers answer every /office path with. It registers the office
// alone (office-page-remotes.ts in place of page-remotes.ts) and provides the UI groups the office
// draws: not a byte of it is in the shoppers' pages' files (the budgets of config/budgets.cjs),
// nor anything of the storefront in its own. Built after the shop's, whose build empties dist/.
const officePage = webpackApp({
  appDir: __dirname,
  name: 'shell',
  title: 'Mimea Naturals office',
  entry: './src/office-index.ts',
  outputDir: 'office',
  plugins: [new NormalModuleReplacementPlugin(/[\\/]domain[\\/]remotes[\\/]page-remotes(\.ts)?$/, path.join(__dirname, 'src/domain/remotes/office-page-remotes.ts'))],
});

/** @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]} */
module.exports = (env, argv) => {
  // `npm run dev -w shell` serves the shop's pages; the office has its standalone harness
  // (`npm run dev -w mf-office`).
  if (argv.mode === 'development') return shop(env, argv);
  return [
    { ...shop(env, argv), name: 'shop' },
    { ...officePage(env, argv), name: 'office-page', dependencies: ['shop'] },
  ];
};
