module.exports = require('../config/webpack-app.cjs')({
  appDir: __dirname,
  name: 'shell',
  title: 'Mimea Naturals | Natural Health Products in Kenya',
});
