const path = require('node:path');
const GeneratedFilesPlugin = require('../config/generated-files-plugin.cjs');

module.exports = require('../config/webpack-app.cjs')({
  appDir: __dirname,
  name: 'content',
  title: 'Mimea Naturals content (standalone)',
  exposes: require('./exposes.cjs'),
  plugins: [
    // Blog covers and package pictures, drawn at build time (src/art/).
    new GeneratedFilesPlugin({
      manifest: path.join(__dirname, 'src/art/art-manifest.ts'),
      exportName: 'artManifest',
      prefix: '/art/',
      watch: [path.join(__dirname, 'src/art'), path.join(__dirname, 'src/blog'), path.join(__dirname, 'src/packages')],
    }),
    // The public pages, /content/pages.json, from which the shell's build writes the sitemap and
    // each route's <head> (src/seo/).
    new GeneratedFilesPlugin({
      manifest: path.join(__dirname, 'src/seo/published-files.ts'),
      exportName: 'publishedFiles',
      prefix: '/content/',
      watch: ['seo', 'about', 'blog', 'packages', 'policies'].map((dir) => path.join(__dirname, 'src', dir)),
    }),
  ],
});
