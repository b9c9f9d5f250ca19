// What this remote exposes to the shop (its routes' pages and the parts other apps use): read by
// its webpack.config.js and by the build step that renders its pages' HTML
// (shared/build/render-fragments.mjs).
module.exports = {
  './HomePage': './src/pages/home-page.tsx',
  './ShopPage': './src/pages/shop-page.tsx',
  './ProductPage': './src/pages/product-page.tsx',
  './CategoriesPage': './src/pages/categories-page.tsx',
  './ProductCard': './src/components/product-card/product-card.tsx',
  './ProductGrid': './src/features/products/product-grid.tsx',
  './catalogue': './src/domain/catalogue.ts',
};
