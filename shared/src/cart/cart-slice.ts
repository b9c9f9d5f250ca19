import { createAction, type UnknownAction } from '@reduxjs/toolkit';
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

// Actions and a plain reducer rather than createSlice: createSlice writes reducers through immer
// (~3.3 KB gzipped on every page), for six small updates that are as clear written out.
export const cartActions = {
  /**
   * Adds a product (default quantity 1); adding one already in the cart raises its quantity.
   * A new product is not added to a cart of MAX_CART_LINES lines (useCart says so).
   */
  itemAdded: createAction<{ product: CartProduct; quantity?: number }>('cart/itemAdded'),
  itemRemoved: createAction<string>('cart/itemRemoved'),
  /** Sets a line's quantity; anything below 1 (or not a number) is ignored. */
  quantitySet: createAction<{ id: string; quantity: number }>('cart/quantitySet'),
  cleared: createAction('cart/cleared'),
  /** Replaces the cart with already-sanitised lines (start-up, another tab changed it). */
  replaced: createAction<CartItem[]>('cart/replaced'),
  /**
   * Sets a line's unit price: the catalogue's current price, where the line kept the one it was
   * added at. A price the cart would not accept is ignored; the quantity is held within
   * MAX_ORDER_KES at the new price.
   */
  priceSet: createAction<{ id: string; price: number }>('cart/priceSet'),
};

function addItem(state: CartState, product: CartProduct, requested: number | undefined): CartState {
  const quantity = wholeQuantity(requested ?? DEFAULT_ADD_QUANTITY);
  if (quantity === null || !product.id || !isCartPrice(product.price)) return state;
  const existing = state.items.find((line) => line.id === product.id);
  if (existing) {
    const raised = Math.min(existing.quantity + quantity, maxLineQuantity(existing.price));
    return { items: state.items.map((line) => (line === existing ? { ...line, quantity: raised } : line)) };
  }
  if (state.items.length >= MAX_CART_LINES) return state;
  const line: CartItem = {
    id: product.id,
    name: product.name,
    price: product.price,
    currency: 'KES',
    quantity: Math.min(quantity, maxLineQuantity(product.price)),
    image: product.images[0] ?? '',
  };
  return { items: [...state.items, line] };
}

function setQuantity(state: CartState, id: string, requested: number): CartState {
  const quantity = wholeQuantity(requested);
  const line = state.items.find((item) => item.id === id);
  if (quantity === null || !line) return state;
  return { items: state.items.map((item) => (item === line ? { ...item, quantity: Math.min(quantity, maxLineQuantity(line.price)) } : item)) };
}

function setPrice(state: CartState, id: string, price: number): CartState {
  const line = state.items.find((item) => item.id === id);
  if (!line || line.price === price || !isCartPrice(price)) return state;
  return { items: state.items.map((item) => (item === line ? { ...item, price, quantity: Math.min(item.quantity, maxLineQuantity(price)) } : item)) };
}

const EMPTY_CART: CartState = { items: [] };

/**
 * The cart state holding `items`: an empty cart is always the same state. The page's store and
 * the one its HTML was rendered with (emptyShopState) then agree by reference when the shopper
 * has stored nothing, and React, hydrating with the second, redraws no cart reader when it
 * switches to the first (each would be one synchronous render of every product card).
 */
export function cartState(items: CartItem[]): CartState {
  return items.length === 0 ? EMPTY_CART : { items };
}

export function cartReducer(state: CartState = EMPTY_CART, action: UnknownAction): CartState {
  if (cartActions.itemAdded.match(action)) return addItem(state, action.payload.product, action.payload.quantity);
  if (cartActions.itemRemoved.match(action)) return cartState(state.items.filter((line) => line.id !== action.payload));
  if (cartActions.quantitySet.match(action)) return setQuantity(state, action.payload.id, action.payload.quantity);
  if (cartActions.cleared.match(action) || orderCompleted.match(action)) return state.items.length === 0 ? state : EMPTY_CART;
  if (cartActions.replaced.match(action)) return cartState(action.payload);
  if (cartActions.priceSet.match(action)) return setPrice(state, action.payload.id, action.payload.price);
  return state;
}
