const path = require('node:path');
const GeneratedFilesPlugin = require('../config/generated-files-plugin.cjs');

module.exports = require('../config/webpack-app.cjs')({
  appDir: __dirname,
  name: 'nopf',
  title: 'NOPF fertilizer (standalone)',
  exposes: {
    './NopfPage': './src/pages/nopf-page.tsx',
    './FertilizerPopup': './src/features/popup/fertilizer-popup.tsx',
  },
  plugins: [
    // The landing page's and the popup's pictures, drawn at build time (src/illustrations/).
    new GeneratedFilesPlugin({
      manifest: path.join(__dirname, 'src/illustrations/illustrations-manifest.ts'),
      exportName: 'illustrationsManifest',
      prefix: '/illustrations/',
      watch: [path.join(__dirname, 'src/illustrations')],
    }),
  ],
});
