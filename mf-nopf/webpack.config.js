const path = require('node:path');
const GeneratedFilesPlugin = require('../shared/build/generated-files-plugin.cjs');

module.exports = require('../shared/build/webpack-app.cjs')({
  appDir: __dirname,
  name: 'nopf',
  title: 'NOPF fertilizer (standalone)',
  exposes: require('./exposes.cjs'),
  plugins: [
    // The landing page's and the popup's pictures, drawn at build time (src/build-time/).
    new GeneratedFilesPlugin({
      manifest: path.join(__dirname, 'src/build-time/illustrations-manifest.ts'),
      exportName: 'illustrationsManifest',
      prefix: '/illustrations/',
      watch: [path.join(__dirname, 'src/build-time'), path.join(__dirname, 'src/domain')],
    }),
    // The public page, /nopf/pages.json, from which the shell's build writes the sitemap and the
    // route's <head> (src/build-time/published-files.ts).
    new GeneratedFilesPlugin({
      manifest: path.join(__dirname, 'src/build-time/published-files.ts'),
      exportName: 'publishedFiles',
      prefix: '/nopf/',
      watch: [path.join(__dirname, 'src/build-time'), path.join(__dirname, 'src/domain')],
    }),
  ],
});
