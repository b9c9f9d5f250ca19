// What this remote exposes to the shop: the whole back office, drawn under the shell's /office/*
// route (docs/office.md, "The remote"). Read by its webpack.config.js.
module.exports = {
  './OfficeApp': './src/pages/office-app.tsx',
};
