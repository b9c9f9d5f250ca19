import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ToastText } from '../cart/cart-messages';
import { orderCompleted } from '../order/order-completed';

export interface CouponState {
  /** The applied coupon's code (upper case), or null. */
  code: string | null;
  /** Why the last coupon was removed without the shopper asking, until the next coupon action. */
  notice: ToastText | null;
}

export const initialCouponState: CouponState = { code: null, notice: null };

// Actions and a plain reducer rather than createSlice (see cart-slice.ts: no immer).
export const couponActions = {
  /** Applies a code that checkCoupon accepted; one coupon at a time. */
  applied: createAction<string>('coupon/applied'),
  removed: createAction('coupon/removed'),
  /** Its condition stopped holding (the store does this after any change of the cart). */
  dropped: createAction<ToastText>('coupon/dropped'),
  /** Another tab changed the stored coupon. */
  replaced: createAction<string | null>('coupon/replaced'),
};

export function couponReducer(state: CouponState = initialCouponState, action: UnknownAction): CouponState {
  if (couponActions.applied.match(action)) return { code: action.payload, notice: null };
  if (couponActions.removed.match(action) || orderCompleted.match(action)) return initialCouponState;
  if (couponActions.dropped.match(action)) return { code: null, notice: action.payload };
  if (couponActions.replaced.match(action)) return { ...state, code: action.payload };
  return state;
}
