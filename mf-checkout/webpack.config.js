module.exports = require('../config/webpack-app.cjs')({
  appDir: __dirname,
  name: 'checkout',
  title: 'Mimea Naturals checkout (standalone)',
  exposes: {
    './CartPage': './src/pages/cart-page.tsx',
    './CheckoutPage': './src/pages/checkout-page.tsx',
    './OrderConfirmationPage': './src/pages/order-confirmation-page.tsx',
  },
});
