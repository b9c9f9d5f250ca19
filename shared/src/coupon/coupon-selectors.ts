import { createSelector } from '@reduxjs/toolkit';
import { selectCartSubtotal } from '../cart/cart-selectors';
import type { CartState } from '../cart/cart-slice';
import { couponDiscount, findCoupon, type Coupon } from './coupon-rules';
import type { CouponState } from './coupon-slice';

interface WithCoupon {
  cart: CartState;
  coupon: CouponState;
}

const selectCouponCode = (state: WithCoupon) => state.coupon.code;

export const selectAppliedCoupon = createSelector([selectCouponCode], (code): Coupon | null =>
  code === null ? null : (findCoupon(code) ?? null),
);

export const selectCouponNotice = (state: WithCoupon) => state.coupon.notice;

/** The applied coupon's discount on the current cart, in whole KES. */
export const selectCouponDiscount = createSelector([selectAppliedCoupon, selectCartSubtotal], couponDiscount);
