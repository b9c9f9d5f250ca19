import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { cartActions, cartReducer, cartState } from '../cart/cart-slice';
import { selectCartSubtotal } from '../cart/cart-selectors';
import { CART_STORAGE_KEY, loadCart, parseStoredCart, saveCart } from '../cart/cart-storage';
import { couponHolds, couponMessages, findCoupon } from '../coupon/coupon-rules';
import { couponActions, couponReducer, initialCouponState } from '../coupon/coupon-slice';
import { COUPON_STORAGE_KEY, loadCoupon, parseStoredCoupon, saveCoupon } from '../coupon/coupon-storage';

function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // access itself throws when storage is blocked
  }
}

const combinedReducer = combineReducers({ cart: cartReducer, coupon: couponReducer });
type CombinedState = ReturnType<typeof combinedReducer>;

/**
 * The shop's reducer: the cart and the coupon, plus one rule across them. A coupon whose
 * condition stops holding (the cart shrank below its minimum) is dropped, with a notice that
 * says why, so the cart and checkout never show a discount the shop would not give.
 */
function shopReducer(state: CombinedState | undefined, action: UnknownAction): CombinedState {
  const next = combinedReducer(state, action);
  const coupon = next.coupon.code === null ? undefined : findCoupon(next.coupon.code);
  if (next.coupon.code === null || (coupon && couponHolds(coupon, selectCartSubtotal(next)))) return next;
  const notice = coupon ? couponMessages.dropped(coupon) : null;
  return { ...next, coupon: couponReducer(next.coupon, notice ? couponActions.dropped(notice) : couponActions.removed()) };
}

export interface ShopStoreOptions {
  /** Where the cart and coupon persist; defaults to the browser's localStorage (null: keep in memory). */
  storage?: Storage | null;
  /** Follow changes another tab makes to the stored cart and coupon (default true in a browser). */
  syncAcrossTabs?: boolean;
}

/** Creates the shop's Redux store: loads the cart and coupon from storage and saves them after every change. */
export function createShopStore({ storage = browserStorage(), syncAcrossTabs = true }: ShopStoreOptions = {}) {
  const store = configureStore({
    reducer: shopReducer,
    preloadedState: { cart: cartState(loadCart(storage)), coupon: { ...initialCouponState, code: loadCoupon(storage) } },
  });

  let saved = store.getState().cart.items;
  let savedCoupon = store.getState().coupon.code;
  store.subscribe(() => {
    const { cart, coupon } = store.getState();
    if (cart.items !== saved) {
      saved = cart.items;
      saveCart(storage, cart.items);
    }
    if (coupon.code !== savedCoupon) {
      savedCoupon = coupon.code;
      saveCoupon(storage, coupon.code);
    }
  });

  if (syncAcrossTabs && storage && typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.storageArea !== storage) return;
      // Already stored by the other tab: remember it so it is not written back.
      if (event.key === CART_STORAGE_KEY) {
        saved = parseStoredCart(event.newValue);
        store.dispatch(cartActions.replaced(saved));
      } else if (event.key === COUPON_STORAGE_KEY) {
        savedCoupon = parseStoredCoupon(event.newValue);
        store.dispatch(couponActions.replaced(savedCoupon));
      }
    });
  }
  return store;
}

export type ShopStore = ReturnType<typeof createShopStore>;
export type ShopState = ReturnType<ShopStore['getState']>;
export type ShopDispatch = ShopStore['dispatch'];

let shopStore: ShopStore | undefined;

/**
 * The one store of the page. `@mimea/shared` is a federated singleton, so every app that
 * calls this gets the same instance.
 */
export function getShopStore(): ShopStore {
  shopStore ??= createShopStore();
  return shopStore;
}

/**
 * The state of a store with nothing stored: an empty cart, no coupon. What the server renders
 * the shop's HTML with, and so what React reads while it hydrates that HTML (ShopProviders).
 */
export function emptyShopState(): ShopState {
  return createShopStore({ storage: null, syncAcrossTabs: false }).getState();
}
