const path = require('node:path');
const GeneratedFilesPlugin = require('../shared/build/generated-files-plugin.cjs');
const RasterPicturesPlugin = require('./raster-pictures-plugin.cjs');

module.exports = require('../shared/build/webpack-app.cjs')({
  appDir: __dirname,
  name: 'catalog',
  title: 'Mimea Naturals catalogue (standalone)',
  exposes: require('./exposes.cjs'),
  plugins: [
    // The product, slide and tile pictures, drawn from the catalogue data (src/build-time/).
    new GeneratedFilesPlugin({
      manifest: path.join(__dirname, 'src/build-time/uploads-manifest.ts'),
      exportName: 'uploadsManifest',
      prefix: '/uploads/',
      watch: [path.join(__dirname, 'src/domain'), path.join(__dirname, 'src/build-time')],
    }),
    // Those pictures as WebP too, which the pages draw (src/build-time/raster-pictures.ts).
    new RasterPicturesPlugin(),
    // The public pages, /catalogue/pages.json, which the shell's build reads (src/build-time/published-files.ts).
    new GeneratedFilesPlugin({
      manifest: path.join(__dirname, 'src/build-time/published-files.ts'),
      exportName: 'publishedFiles',
      prefix: '/catalogue/',
      watch: [path.join(__dirname, 'src/domain'), path.join(__dirname, 'src/build-time')],
    }),
  ],
});
