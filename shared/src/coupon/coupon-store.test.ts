import { cartActions } from '../cart/cart-slice';
import { orderCompleted } from '../order/order-completed';
import { createShopStore } from '../store/shop-store';
import { selectAppliedCoupon, selectCouponDiscount, selectCouponNotice } from './coupon-selectors';
import { couponActions } from './coupon-slice';
import { COUPON_STORAGE_KEY } from './coupon-storage';

const flask = { id: 'tourmaline-flask', name: 'Tourmaline Flask', price: 5500, images: [] };

describe('the coupon in the shop store', () => {
  beforeEach(() => localStorage.clear());

  it('gives the cart and the checkout one discount, kept across a reload', () => {
    const store = createShopStore({ storage: localStorage, syncAcrossTabs: false });
    store.dispatch(cartActions.itemAdded({ product: flask, quantity: 2 }));
    store.dispatch(couponActions.applied('WELCOME10'));
    expect(selectCouponDiscount(store.getState())).toBe(1100);
    expect(localStorage.getItem(COUPON_STORAGE_KEY)).toBe('WELCOME10');

    const reloaded = createShopStore({ storage: localStorage, syncAcrossTabs: false });
    expect(selectAppliedCoupon(reloaded.getState())?.code).toBe('WELCOME10');
  });

  it('drops a coupon whose minimum no longer holds, with a notice saying why', () => {
    const store = createShopStore({ storage: localStorage, syncAcrossTabs: false });
    store.dispatch(cartActions.itemAdded({ product: flask, quantity: 2 }));
    store.dispatch(couponActions.applied('FREESHIPPING-MAR25'));
    store.dispatch(cartActions.quantitySet({ id: flask.id, quantity: 1 }));
    expect(selectAppliedCoupon(store.getState())).toBeNull();
    expect(selectCouponNotice(store.getState())).toEqual({
      title: 'Coupon removed',
      text: 'FREESHIPPING-MAR25 was removed: it requires a minimum purchase of KES 10,000.',
    });
    expect(localStorage.getItem(COUPON_STORAGE_KEY)).toBeNull();
  });

  it('clears the cart and the coupon when an order is completed', () => {
    const store = createShopStore({ storage: localStorage, syncAcrossTabs: false });
    store.dispatch(cartActions.itemAdded({ product: flask }));
    store.dispatch(couponActions.applied('WELCOME10'));
    store.dispatch(orderCompleted());
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().coupon).toEqual({ code: null, notice: null });
  });

  it('ignores a tampered stored coupon', () => {
    localStorage.setItem(COUPON_STORAGE_KEY, 'EVERYTHING-FREE');
    const store = createShopStore({ storage: localStorage, syncAcrossTabs: false });
    expect(selectAppliedCoupon(store.getState())).toBeNull();
  });

  it('follows the coupon another tab applies', () => {
    const store = createShopStore({ storage: localStorage });
    store.dispatch(cartActions.itemAdded({ product: flask }));
    window.dispatchEvent(new StorageEvent('storage', { key: COUPON_STORAGE_KEY, newValue: 'welcome10', storageArea: localStorage }));
    expect(selectAppliedCoupon(store.getState())?.code).toBe('WELCOME10');
  });
});
