// The office publishes no pages (nothing of it is in the sitemap), so no generated files and no
// rendered fragments: the shared configuration alone.
module.exports = require('../shared/build/webpack-app.cjs')({
  appDir: __dirname,
  name: 'office',
  title: 'Mimea Naturals office',
  exposes: require('./exposes.cjs'),
});
