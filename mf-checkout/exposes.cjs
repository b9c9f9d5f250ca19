// What this remote exposes to the shop (its routes' pages and the parts other apps use), read by
// its webpack.config.js. Its pages are each shopper's own (cart, checkout, order): the browser
// draws them, so its build renders no HTML of them (config/render-fragments.mjs).
module.exports = {
  './CartPage': './src/pages/cart-page.tsx',
  './CheckoutPage': './src/pages/checkout-page.tsx',
  './OrderConfirmationPage': './src/pages/order-confirmation-page.tsx',
};
