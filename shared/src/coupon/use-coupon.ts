import { useMemo } from 'react';
import type { ToastText } from '../cart/cart-messages';
import { selectCartSubtotal } from '../cart/cart-selectors';
import { useAppDispatch, useAppSelector } from '../store/store-hooks';
import { showToast } from '../toast/show-toast';
import { checkCoupon, couponMessages, type Coupon } from './coupon-rules';
import { selectAppliedCoupon, selectCouponDiscount, selectCouponNotice } from './coupon-selectors';
import { couponActions } from './coupon-slice';

export interface CouponApi {
  coupon: Coupon | null;
  /** The applied coupon's discount on the current cart, in whole KES. */
  discount: number;
  /** Why a coupon was removed without the shopper asking (the cart shrank), if it was. */
  notice: ToastText | null;
  /** Applies a typed code; returns the error the box should show, or null when it applied. */
  apply: (code: string) => ToastText | null;
  remove: () => void;
}

/** The coupon for components, shared by the cart and the checkout, with its notices as toasts. */
export function useCoupon(): CouponApi {
  const dispatch = useAppDispatch();
  const coupon = useAppSelector(selectAppliedCoupon);
  const discount = useAppSelector(selectCouponDiscount);
  const notice = useAppSelector(selectCouponNotice);
  const subtotal = useAppSelector(selectCartSubtotal);

  return useMemo(
    () => ({
      coupon,
      discount,
      notice,
      apply(code) {
        const check = checkCoupon(code, subtotal);
        if (!check.ok) {
          showToast(check.message, 'error');
          return check.message;
        }
        dispatch(couponActions.applied(check.coupon.code));
        showToast(couponMessages.applied(check.coupon), 'success');
        return null;
      },
      remove() {
        if (!coupon) return;
        dispatch(couponActions.removed());
        showToast(couponMessages.removed(coupon), 'info');
      },
    }),
    [coupon, discount, notice, subtotal, dispatch],
  );
}
