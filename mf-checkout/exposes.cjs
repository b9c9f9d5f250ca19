// What this remote exposes to the shop (its routes' pages and the parts other apps use), read by
// its webpack.config.js. Its pages are each shopper's own (cart, checkout, order): its build
// renders the HTML of /checkout only, the form every shopper gets (shared/build/render-fragments.mjs,
// src/build-time/published-files.ts); the cart fills it in the browser, which draws the others.
module.exports = {
  './CartPage': './src/pages/cart-page.tsx',
  './CheckoutPage': './src/pages/checkout-page.tsx',
  './OrderConfirmationPage': './src/pages/order-confirmation-page.tsx',
};
