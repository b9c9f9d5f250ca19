module.exports = require('../config/webpack-app.cjs')({
  appDir: __dirname,
  name: 'nopf',
  title: 'NOPF fertilizer (standalone)',
  exposes: {
    './NopfPage': './src/pages/nopf-page.tsx',
    './FertilizerPopup': './src/features/popup/fertilizer-popup.tsx',
  },
});
