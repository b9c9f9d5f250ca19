// The catalog's modules other remotes' servers render (src/server-parts.ts), built for Node into
// dist/server/ after the browser's build (package.json's build).
const { webpackServerParts } = require('../shared/build/webpack-server-parts.cjs');

module.exports = webpackServerParts({ appDir: __dirname, name: 'catalog' });
