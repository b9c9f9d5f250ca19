import { cartActions, cartReducer, type CartState } from './cart-slice';
import { selectCartCount, selectCartSubtotal } from './cart-selectors';
import { MAX_CART_LINES, MAX_ORDER_KES, type CartProduct } from './cart-types';

const soap: CartProduct = { id: 'olive-soap', name: 'Olive Soap', price: 500, currency: 'KES', images: ['/uploads/olive-soap-1.svg', '/uploads/olive-soap-2.svg'] };
const capsules: CartProduct = { id: 'a-power-capsules', name: 'A-Power Capsules', price: 2500, images: ['/uploads/a-power-1.svg'] };

const apply = (...actions: Parameters<typeof cartReducer>[1][]): CartState =>
  actions.reduce<CartState>((state, action) => cartReducer(state, action), { items: [] });

describe('cart rules (storefront spec section 4)', () => {
  it('adds a new product with quantity 1 by default, using its first image', () => {
    const state = apply(cartActions.itemAdded({ product: soap }));
    expect(state.items).toEqual([
      { id: 'olive-soap', name: 'Olive Soap', price: 500, currency: 'KES', quantity: 1, image: '/uploads/olive-soap-1.svg' },
    ]);
  });

  it('adds the given quantity, and adding again raises the quantity of the same line', () => {
    const state = apply(cartActions.itemAdded({ product: soap, quantity: 2 }), cartActions.itemAdded({ product: soap, quantity: 3 }));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.quantity).toBe(5);
  });

  it('removes a line and clears the cart', () => {
    const withTwo = apply(cartActions.itemAdded({ product: soap }), cartActions.itemAdded({ product: capsules }));
    expect(cartReducer(withTwo, cartActions.itemRemoved('olive-soap')).items.map((l) => l.id)).toEqual(['a-power-capsules']);
    expect(cartReducer(withTwo, cartActions.cleared()).items).toEqual([]);
  });

  it('sets a quantity, and ignores a quantity below 1 or not a number', () => {
    const state = apply(cartActions.itemAdded({ product: soap, quantity: 2 }));
    expect(cartReducer(state, cartActions.quantitySet({ id: 'olive-soap', quantity: 7 })).items[0]?.quantity).toBe(7);
    expect(cartReducer(state, cartActions.quantitySet({ id: 'olive-soap', quantity: 0 })).items[0]?.quantity).toBe(2);
    expect(cartReducer(state, cartActions.quantitySet({ id: 'olive-soap', quantity: -3 })).items[0]?.quantity).toBe(2);
    expect(cartReducer(state, cartActions.quantitySet({ id: 'olive-soap', quantity: Number.NaN })).items[0]?.quantity).toBe(2);
  });

  it('never adds a zero, negative or NaN quantity', () => {
    expect(apply(cartActions.itemAdded({ product: soap, quantity: 0 })).items).toEqual([]);
    expect(apply(cartActions.itemAdded({ product: soap, quantity: -1 })).items).toEqual([]);
    expect(apply(cartActions.itemAdded({ product: soap, quantity: Number.NaN })).items).toEqual([]);
  });

  it('counts the sum of all quantities and totals price x quantity', () => {
    const state = apply(cartActions.itemAdded({ product: capsules, quantity: 2 }), cartActions.itemAdded({ product: soap, quantity: 3 }));
    expect(selectCartCount({ cart: state })).toBe(5);
    expect(selectCartSubtotal({ cart: state })).toBe(6500);
  });

  it(`adds no new product to a cart of ${MAX_CART_LINES} lines, but still raises a line already in it`, () => {
    const full = apply(...Array.from({ length: MAX_CART_LINES }, (_, i) => cartActions.itemAdded({ product: { ...soap, id: `p${i}` } })));
    expect(full.items).toHaveLength(MAX_CART_LINES);
    expect(cartReducer(full, cartActions.itemAdded({ product: capsules })).items).toHaveLength(MAX_CART_LINES);
    expect(cartReducer(full, cartActions.itemAdded({ product: { ...soap, id: 'p0' } })).items[0]?.quantity).toBe(2);
  });

  it('adds no product whose price is not a whole, positive, sane number of shillings', () => {
    for (const price of [0, 0.4, -5, 12.5, Number.NaN, MAX_ORDER_KES + 1, 1e308]) {
      expect(apply(cartActions.itemAdded({ product: { ...soap, price } })).items).toEqual([]);
    }
  });

  it('holds a line total within what one order may come to', () => {
    const dear = { ...soap, price: 10_000_000 };
    const state = apply(cartActions.itemAdded({ product: dear, quantity: 50 }));
    expect(state.items[0]?.quantity).toBe(10);
    expect(cartReducer(state, cartActions.quantitySet({ id: 'olive-soap', quantity: 999 })).items[0]?.quantity).toBe(10);
  });

  it("sets a line's price to the catalogue's current one, ignoring an unknown line or a price the cart refuses", () => {
    const state = apply(cartActions.itemAdded({ product: soap, quantity: 3 }), cartActions.itemAdded({ product: capsules }));
    const repriced = cartReducer(state, cartActions.priceSet({ id: 'olive-soap', price: 450 }));
    expect(repriced.items[0]).toMatchObject({ id: 'olive-soap', price: 450, quantity: 3 });
    expect(repriced.items[1]).toBe(state.items[1]);
    expect(selectCartSubtotal({ cart: repriced })).toBe(3850);
    expect(cartReducer(state, cartActions.priceSet({ id: 'olive-soap', price: 500 }))).toBe(state);
    expect(cartReducer(state, cartActions.priceSet({ id: 'no-such-product', price: 450 }))).toBe(state);
    for (const price of [0, -1, 12.5, Number.NaN, MAX_ORDER_KES + 1]) {
      expect(cartReducer(state, cartActions.priceSet({ id: 'olive-soap', price }))).toBe(state);
    }
  });

  it('holds the quantity within what one order may come to at the new price', () => {
    const state = apply(cartActions.itemAdded({ product: soap, quantity: 50 }));
    expect(cartReducer(state, cartActions.priceSet({ id: 'olive-soap', price: 10_000_000 })).items[0]).toMatchObject({ price: 10_000_000, quantity: 10 });
  });
});
