import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { orderCompleted } from '../order/order-completed';
import { MAX_LINE_QUANTITY, type CartItem, type CartProduct } from './cart-types';

export interface CartState {
  items: CartItem[];
}

export const DEFAULT_ADD_QUANTITY = 1;

function wholeQuantity(quantity: number): number | null {
  if (!Number.isFinite(quantity)) return null;
  const whole = Math.floor(quantity);
  return whole >= 1 ? whole : null;
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: { items: [] } as CartState,
  reducers: {
    /** Adds a product (default quantity 1); adding one already in the cart raises its quantity. */
    itemAdded(state, action: PayloadAction<{ product: CartProduct; quantity?: number }>) {
      const { product } = action.payload;
      const quantity = wholeQuantity(action.payload.quantity ?? DEFAULT_ADD_QUANTITY);
      if (quantity === null || !product.id || !(product.price > 0)) return;
      const existing = state.items.find((line) => line.id === product.id);
      if (existing) {
        existing.quantity = Math.min(existing.quantity + quantity, MAX_LINE_QUANTITY);
        return;
      }
      state.items.push({
        id: product.id,
        name: product.name,
        price: product.price,
        currency: 'KES',
        quantity: Math.min(quantity, MAX_LINE_QUANTITY),
        image: product.images[0] ?? '',
      });
    },
    itemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((line) => line.id !== action.payload);
    },
    /** Sets a line's quantity; anything below 1 (or not a number) is ignored. */
    quantitySet(state, action: PayloadAction<{ id: string; quantity: number }>) {
      const quantity = wholeQuantity(action.payload.quantity);
      const line = state.items.find((item) => item.id === action.payload.id);
      if (quantity === null || !line) return;
      line.quantity = Math.min(quantity, MAX_LINE_QUANTITY);
    },
    cleared(state) {
      state.items = [];
    },
    /** Replaces the cart with already-sanitised lines (start-up, another tab changed it). */
    replaced(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(orderCompleted, (state) => {
      state.items = [];
    });
  },
});

export const cartActions = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
