module.exports = require('../config/webpack-app.cjs')({
  appDir: __dirname,
  name: 'checkout',
  title: 'Mimea Naturals checkout (standalone)',
  exposes: require('./exposes.cjs'),
});
