import { createSelector } from '@reduxjs/toolkit';
import type { CartItem } from './cart-types';
import type { CartState } from './cart-slice';

interface WithCart {
  cart: CartState;
}

export const selectCartItems = (state: WithCart): CartItem[] => state.cart.items;

/** The badge count: the sum of all line quantities. */
export const selectCartCount = createSelector([selectCartItems], (items) =>
  items.reduce((sum, line) => sum + line.quantity, 0),
);

/** Sum of price x quantity, in whole KES. */
export const selectCartSubtotal = createSelector([selectCartItems], (items) =>
  items.reduce((sum, line) => sum + line.price * line.quantity, 0),
);

export const selectCartLine = (state: WithCart, id: string): CartItem | undefined =>
  state.cart.items.find((line) => line.id === id);
