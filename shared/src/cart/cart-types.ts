/** One line of the cart, as kept in the store and in localStorage `cart`. */
export interface CartItem {
  id: string;
  name: string;
  /** Unit price in whole KES. */
  price: number;
  currency: 'KES';
  quantity: number;
  /** The first of the product's images. */
  image: string;
}

/** What a page hands to add-to-cart: the product fields the cart needs. */
export interface CartProduct {
  id: string;
  name: string;
  price: number;
  currency?: string;
  images: readonly string[];
}

/** Upper bound for one line, so a typo (or tampered storage) cannot order 1e9 bottles. */
export const MAX_LINE_QUANTITY = 999;
