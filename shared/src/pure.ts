// The part of @mimea/shared that needs no React, no store and no browser: what code outside the
// page may take from it. The order service's bundle (mf-checkout/server/build.mjs) resolves
// `@mimea/shared` here, so the checkout's rule files it shares with the browser load no React;
// a name they import that is not here fails that build.
export { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_ORDER_KES, maxLineQuantity, type CartItem } from './cart/cart-types';
export { COUPONS, couponDiscount, couponHolds, findCoupon, type Coupon } from './coupon/coupon-rules';
export { formatKES } from './format/format-kes';
export { normaliseKenyanPhone } from './phone/kenyan-phone';
export { isEmailAddress } from './forms/email-address';
