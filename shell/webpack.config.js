const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const GeneratedFilesPlugin = require('../config/generated-files-plugin.cjs');
const SitePagesPlugin = require('./src/build-time/site-pages-plugin.cjs');

module.exports = require('../config/webpack-app.cjs')({
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
