import { createAction } from '@reduxjs/toolkit';

/** An order went through: the cart and its coupon are done with (no "Cart cleared" notice). */
export const orderCompleted = createAction('order/completed');
