const path = require('node:path');
const GeneratedFilesPlugin = require('../shared/build/generated-files-plugin.cjs');

module.exports = require('../shared/build/webpack-app.cjs')({
  appDir: __dirname,
  name: 'content',
  title: 'Mimea Naturals content (standalone)',
  exposes: require('./exposes.cjs'),
  plugins: [
    // Blog covers and package pictures, drawn at build time (src/build-time/).
    new GeneratedFilesPlugin({
      manifest: path.join(__dirname, 'src/build-time/art-manifest.ts'),
      exportName: 'artManifest',
      prefix: '/art/',
      watch: [path.join(__dirname, 'src/build-time'), path.join(__dirname, 'src/domain')],
    }),
    // The public pages, /content/pages.json, from which the shell's build writes the sitemap and
    // each route's <head> (src/build-time/published-files.ts).
    new GeneratedFilesPlugin({
      manifest: path.join(__dirname, 'src/build-time/published-files.ts'),
      exportName: 'publishedFiles',
      prefix: '/content/',
      watch: [path.join(__dirname, 'src/build-time'), path.join(__dirname, 'src/domain')],
    }),
  ],
});
