// What this remote exposes to the shop (its routes' pages and the parts other apps use): read by
// its webpack.config.js and by the build step that renders its pages' HTML
// (shared/build/render-fragments.mjs).
module.exports = {
  './NopfPage': './src/pages/nopf-page.tsx',
  './FertilizerPopup': './src/features/popup/fertilizer-popup.tsx',
};
