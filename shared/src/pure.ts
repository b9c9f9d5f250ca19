// The part of @mimea/shared that needs no React, no store and no browser: what code outside the
// page takes from it (`@mimea/shared/pure`: the order service, the service worker, the page
// builds), and the only names an app's React-free `domain/` may import from `@mimea/shared`
// (eslint.config.mjs). The order service's bundle (services/order-service/build.mjs) resolves
// `@mimea/shared` here, so the checkout's domain files it shares with the browser load no React;
// a name they import that is not here fails that build.
export { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_ORDER_KES, maxLineQuantity, type CartItem, type CartProduct } from './cart/cart-types';
export { cartMessages, type ToastText } from './cart/cart-messages';
export { sanitizeCart, sanitizeCartLine } from './cart/sanitize-cart';
export {
  COUPONS,
  couponMessages,
  findCoupon,
  checkCoupon,
  couponHolds,
  couponDiscount,
  type Coupon,
  type CouponCheck,
} from './coupon/coupon-rules';
export { formatKES } from './format/format-kes';
export { nextTask } from './async/next-task';
export { formatDay } from './format/format-day';
export { normaliseKenyanPhone } from './phone/kenyan-phone';
export { isEmailAddress } from './forms/email-address';
export { shopContacts, fullAddress, type ShopContacts } from './contacts/shop-contacts';
export { chatLink, productOrderText, phoneLink, emailLink, mapLink, CHAT_GREETING } from './contacts/contact-links';
export { DEFAULT_ORDER_ENDPOINT, RUNTIME_CONFIG_URL, fetchRuntimeConfig, readRuntimeConfig, type RuntimeConfig } from './federation/runtime-config';
export {
  pageTitle,
  pageDescription,
  pageHeadTags,
  absoluteUrl,
  jsonLdText,
  organizationJsonLd,
  SHARE_IMAGE,
  DESCRIPTION_MAX,
  type PageMeta,
  type PublishedPage,
  type PublishedPages,
  type HeadTag,
  type JsonLd,
} from './page-meta/page-meta';
export { pageHeadHtml } from './page-meta/page-head-html';
