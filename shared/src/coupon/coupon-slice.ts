import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ToastText } from '../cart/cart-messages';
import { orderCompleted } from '../order/order-completed';

export interface CouponState {
  /** The applied coupon's code (upper case), or null. */
  code: string | null;
  /** Why the last coupon was removed without the shopper asking, until the next coupon action. */
  notice: ToastText | null;
}

export const initialCouponState: CouponState = { code: null, notice: null };

const couponSlice = createSlice({
  name: 'coupon',
  initialState: initialCouponState,
  reducers: {
    /** Applies a code that checkCoupon accepted; one coupon at a time. */
    applied(state, action: PayloadAction<string>) {
      state.code = action.payload;
      state.notice = null;
    },
    removed(state) {
      state.code = null;
      state.notice = null;
    },
    /** Its condition stopped holding (the store does this after any change of the cart). */
    dropped(state, action: PayloadAction<ToastText>) {
      state.code = null;
      state.notice = action.payload;
    },
    /** Another tab changed the stored coupon. */
    replaced(state, action: PayloadAction<string | null>) {
      state.code = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(orderCompleted, () => initialCouponState);
  },
});

export const couponActions = couponSlice.actions;
export const couponReducer = couponSlice.reducer;
