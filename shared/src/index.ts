// The public surface of @mimea/shared. Every app imports from here only: the pure part (no
// React, no store: ./pure.ts) and what needs React.
export * from './pure';
export { cartActions, cartReducer, DEFAULT_ADD_QUANTITY, type CartState } from './cart/cart-slice';
export { selectCartItems, selectCartCount, selectCartSubtotal, selectCartLine } from './cart/cart-selectors';
export { CART_STORAGE_KEY, parseStoredCart, loadCart, saveCart } from './cart/cart-storage';
export { useCart, CART_OUTSIDE_PROVIDER_ERROR, type CartApi, type AddToCartOptions } from './cart/use-cart';
export { useCartActions } from './store/use-cart-actions';
export type { CartActions } from './store/cart-commands';
export {
  createShopStore,
  emptyShopState,
  getShopStore,
  type ShopStore,
  type ShopState,
  type ShopDispatch,
  type ShopStoreOptions,
} from './store/shop-store';
export { couponActions, couponReducer, type CouponState } from './coupon/coupon-slice';
export { selectAppliedCoupon, selectCouponDiscount, selectCouponNotice } from './coupon/coupon-selectors';
export { COUPON_STORAGE_KEY } from './coupon/coupon-storage';
export { useCoupon, type CouponApi } from './coupon/use-coupon';
export { orderCompleted } from './order/order-completed';
export { useAppDispatch, useAppSelector } from './store/store-hooks';
export { CartProvider } from './store/cart-provider';
export { shopTheme, shopColors } from './theme/shop-theme';
export { showToast, type ToastVariant } from './toast/show-toast';
export * from './ui/shop-icons';
export { ShopButton, ShopIconButton, type ShopButtonProps, type ShopIconButtonProps } from './ui/shop-button';
export { ShopAlert, type ShopAlertProps } from './ui/shop-alert';
export { ShopSpinner } from './ui/shop-spinner';
export { ShopTextLink, type ShopTextLinkProps } from './ui/shop-text-link';
export { cardSurface, actionAreaShade, outlinedSurface } from './ui/card-surface';
export * from './routing/routing';
export { ShopProviders } from './store/shop-providers';
export { FailureBoundary } from './federation/failure-boundary';
export { LabelledInput } from './forms/labelled-input';
export { NewsletterForm } from './forms/newsletter-form';
export { VisuallyHidden } from './ui/visually-hidden';
export { forgetServerAnswers, useAsyncQuery, type QueryState } from './async/use-async-query';
export { useDrawingServerHtml, useHydratedValue } from './server-html/use-drawing-server-html';
export { provideFederatedModuleLoader, loadFederatedModule, type FederatedModuleLoader } from './federation/federated-modules';
export { GridList } from './ui/grid-list';
export { ModalDialog } from './ui/modal-dialog';
export { useNearScreen } from './ui/use-near-screen';
export { applyPageMeta } from './page-meta/apply-page-meta';
export { usePageMeta } from './page-meta/use-page-meta';
