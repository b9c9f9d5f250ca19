const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const GeneratedFilesPlugin = require('../config/generated-files-plugin.cjs');
const RoutePagesPlugin = require('./site/route-pages-plugin.cjs');
const { apps } = require('../config/apps.cjs');

/** The remotes' built page lists: a new list rebuilds the sitemap under `webpack serve`. */
const publishedPageDirs = apps.filter((app) => app.pages).map((app) => path.join(__dirname, '..', app.dir, 'dist', path.dirname(app.pages)));

module.exports = require('../config/webpack-app.cjs')({
  appDir: __dirname,
  name: 'shell',
  title: 'Mimea Naturals | Natural Health Products in Kenya',
  plugins: [
    // Icons, the web app manifest, robots.txt and the sitemap (site/site-files.ts).
    new GeneratedFilesPlugin({
      manifest: path.join(__dirname, 'site/site-files.ts'),
      exportName: 'siteFiles',
      prefix: '/',
      watch: [path.join(__dirname, 'site'), ...publishedPageDirs],
    }),
    // One page per published route, with its metadata in the <head> (site/route-pages.ts).
    new RoutePagesPlugin(),
    // The service worker, /sw.js; it stores the shell's own files at install.
    new InjectManifest({
      swSrc: path.join(__dirname, 'src/offline/sw.ts'),
      swDest: 'sw.js',
      include: [/^main\.js$/, /^chunks\/.*\.js$/, /^icons\/(?!share-card)/, /^manifest\.webmanifest$/],
    }),
  ],
});
