import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { orderCompleted } from '../order/order-completed';
import { isCartPrice, MAX_CART_LINES, maxLineQuantity, type CartItem, type CartProduct } from './cart-types';

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
    /**
     * Adds a product (default quantity 1); adding one already in the cart raises its quantity.
     * A new product is not added to a cart of MAX_CART_LINES lines (useCart says so).
     */
    itemAdded(state, action: PayloadAction<{ product: CartProduct; quantity?: number }>) {
      const { product } = action.payload;
      const quantity = wholeQuantity(action.payload.quantity ?? DEFAULT_ADD_QUANTITY);
      if (quantity === null || !product.id || !isCartPrice(product.price)) return;
      const existing = state.items.find((line) => line.id === product.id);
      if (existing) {
        existing.quantity = Math.min(existing.quantity + quantity, maxLineQuantity(existing.price));
        return;
      }
      if (state.items.length >= MAX_CART_LINES) return;
      state.items.push({
        id: product.id,
        name: product.name,
        price: product.price,
        currency: 'KES',
        quantity: Math.min(quantity, maxLineQuantity(product.price)),
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
      line.quantity = Math.min(quantity, maxLineQuantity(line.price));
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
