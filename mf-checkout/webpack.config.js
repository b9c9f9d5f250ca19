const path = require('node:path');
const GeneratedFilesPlugin = require('../shared/build/generated-files-plugin.cjs');

module.exports = require('../shared/build/webpack-app.cjs')({
  appDir: __dirname,
  name: 'checkout',
  title: 'Mimea Naturals checkout (standalone)',
  exposes: require('./exposes.cjs'),
  plugins: [
    // The pages whose HTML the build renders, /checkout/pages.json (src/build-time/published-files.ts):
    // noindex, so the shell's build lists none of them in the sitemap.
    new GeneratedFilesPlugin({
      manifest: path.join(__dirname, 'src/build-time/published-files.ts'),
      exportName: 'publishedFiles',
      prefix: '/checkout/',
      watch: [path.join(__dirname, 'src/build-time'), path.join(__dirname, 'src/domain')],
    }),
  ],
});
