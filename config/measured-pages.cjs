// The pages the shop measures: one address of every route of the route table (config/routes.cjs
// and the shell's own /account) and the variants shoppers arrive at (a search or filter link
// shared on WhatsApp, the checkout with a cart). `npm run lighthouse`, `npm run measure` and its
// byte budgets (config/budgets.cjs, keyed by `name`) and the e2e accessibility journey visit
// them all; tools/checks/measured-pages.test.mjs fails when a route of the table has no page here.
//
// `cart`: the page is visited with a cart in the browser's storage (the shop's own key), as a
//   shopper who added something arrives there; without it the storage is empty.
/** @typedef {{ name: string, path: string, cart?: boolean }} MeasuredPage */

/**
 * The cart a `cart: true` page is visited with, as the shop stores it: real products at their
 * prices, pictured from the catalog's origin.
 * @param {string} catalogOrigin
 */
const measuredCart = (catalogOrigin) => [
  { id: 'olive-soap', name: 'Olive Soap', price: 500, currency: 'KES', quantity: 2, image: `${catalogOrigin}/uploads/products/olive-soap-1.svg` },
];

/** @param {string} path @param {Partial<MeasuredPage>} [extra] @returns {MeasuredPage} */
const page = (path, extra = {}) => ({ name: path, path, ...extra });

/** @type {ReadonlyArray<MeasuredPage>} */
const measuredPages = [
  page('/'),
  page('/shop'),
  page('/shop?search=tea'),
  page('/shop?category=supplements&subcategory=immunity-energy'),
  page('/shop?category=health-packages&healthGoal=blood-sugar'),
  page('/shop/skincare'),
  page('/shop/supplements/immunity-energy'),
  page('/shop/health-packages/diabetes-management'),
  page('/product/olive-soap'),
  page('/categories'),
  page('/cart'),
  page('/cart', { name: '/cart (with a cart)', cart: true }),
  page('/checkout'),
  page('/checkout', { name: '/checkout (with a cart)', cart: true }),
  page('/order-confirmation/ORDER1764000000000123'),
  page('/about'),
  page('/blog'),
  page('/blog?search=immunity'),
  page('/blog/supporting-your-immunity-through-the-rainy-season'),
  page('/contact'),
  page('/packages'),
  page('/packages/DiabetesCare'),
  page('/KidsCare'),
  page('/privacy-policy'),
  page('/terms'),
  page('/nopf'),
  page('/account'),
];

module.exports = { measuredPages, measuredCart };
