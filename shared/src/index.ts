// The public surface of @mimea/shared. Every app imports from here only.
export type { CartItem, CartProduct } from './cart/cart-types';
export { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_ORDER_KES, maxLineQuantity } from './cart/cart-types';
export { cartActions, cartReducer, DEFAULT_ADD_QUANTITY, type CartState } from './cart/cart-slice';
export { selectCartItems, selectCartCount, selectCartSubtotal, selectCartLine } from './cart/cart-selectors';
export { CART_STORAGE_KEY, parseStoredCart, loadCart, saveCart } from './cart/cart-storage';
export { sanitizeCart, sanitizeCartLine } from './cart/sanitize-cart';
export { cartMessages, type ToastText } from './cart/cart-messages';
export { useCart, CART_OUTSIDE_PROVIDER_ERROR, type CartApi, type AddToCartOptions } from './cart/use-cart';
export {
  createShopStore,
  emptyShopState,
  getShopStore,
  type ShopStore,
  type ShopState,
  type ShopDispatch,
  type ShopStoreOptions,
} from './store/shop-store';
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
export { couponActions, couponReducer, type CouponState } from './coupon/coupon-slice';
export { selectAppliedCoupon, selectCouponDiscount, selectCouponNotice } from './coupon/coupon-selectors';
export { COUPON_STORAGE_KEY } from './coupon/coupon-storage';
export { useCoupon, type CouponApi } from './coupon/use-coupon';
export { orderCompleted } from './order/order-completed';
export { useAppDispatch, useAppSelector } from './store/store-hooks';
export { CartProvider } from './store/cart-provider';
export { shopTheme, shopColors } from './theme/shop-theme';
export { formatKES } from './format/format-kes';
export { normaliseKenyanPhone } from './phone/kenyan-phone';
export { shopContacts, fullAddress, type ShopContacts } from './contacts/shop-contacts';
export { chatLink, productOrderText, phoneLink, emailLink, mapLink, CHAT_GREETING } from './contacts/contact-links';
export { toastContent } from './ui/toast-content';
export * from './ui/shop-icons';
export * from './routing/routing';
export { renderStandalone, type HarnessRoute } from './dev/standalone-harness';
export { ShopProviders } from './store/shop-providers';
export { FailureBoundary } from './federation/failure-boundary';
export { QuantityStepper, acceptTypedQuantity } from './forms/quantity-stepper';
export { LabelledInput } from './forms/labelled-input';
export { NewsletterForm } from './forms/newsletter-form';
export { isEmailAddress } from './forms/email-address';
export { VisuallyHidden } from './ui/visually-hidden';
export { useAsyncQuery, type QueryState } from './async/use-async-query';
export { useDrawingServerHtml, useHydratedValue } from './server-html/use-drawing-server-html';
export { provideFederatedModuleLoader, loadFederatedModule, type FederatedModuleLoader } from './federation/federated-modules';
export { DEFAULT_ORDER_ENDPOINT, RUNTIME_CONFIG_URL, fetchRuntimeConfig, readRuntimeConfig, type RuntimeConfig } from './federation/runtime-config';
export { PageSection } from './ui/page-section';
export { GridList } from './ui/grid-list';
export { useNearScreen } from './ui/use-near-screen';
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
export { applyPageMeta } from './page-meta/apply-page-meta';
export { usePageMeta } from './page-meta/use-page-meta';
