import { parseStoredCart } from './cart-storage';
import { MAX_CART_LINES, MAX_ORDER_KES } from './cart-types';

describe('reading the stored cart', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('ignores unparseable data with a console error only', () => {
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('ignores a value that is not a list', () => {
    expect(parseStoredCart('{"id":"x"}')).toEqual([]);
    expect(consoleError).toHaveBeenCalled();
  });

  it('starts empty without complaint when nothing is stored', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('drops tampered lines and clamps the rest: no NaN, no negative, no missing id', () => {
    const stored = JSON.stringify([
      { id: 'olive-soap', name: 'Olive Soap', price: 500, currency: 'KES', quantity: 2.7, image: '/uploads/a.svg' },
      { name: 'No id', price: 100, quantity: 1 },
      { id: 'neg', name: 'Negative', price: 100, quantity: -4 },
      { id: 'nan', name: 'NaN price', price: 'abc', quantity: 1 },
      { id: 'free', name: 'Free', price: 0, quantity: 1 },
      { id: 'big', name: 'Huge', price: '250', quantity: 1e9, currency: 'USD' },
      'not an object',
      null,
    ]);
    expect(parseStoredCart(stored)).toEqual([
      { id: 'olive-soap', name: 'Olive Soap', price: 500, currency: 'KES', quantity: 2, image: '/uploads/a.svg' },
      { id: 'big', name: 'Huge', price: 250, currency: 'KES', quantity: 999, image: '' },
    ]);
  });

  it('merges duplicate lines of one product', () => {
    const stored = JSON.stringify([
      { id: 'a', name: 'A', price: 10, quantity: 1 },
      { id: 'a', name: 'A', price: 10, quantity: 2 },
    ]);
    expect(parseStoredCart(stored)).toEqual([{ id: 'a', name: 'A', price: 10, currency: 'KES', quantity: 3, image: '' }]);
  });

  it('keeps prices whole, positive and sane: a fraction, a free line or an absurd figure is tampered', () => {
    const stored = JSON.stringify([
      { id: 'fraction', name: 'Fraction', price: 0.4, quantity: 1 },
      { id: 'cents', name: 'Cents', price: 499.99, quantity: 1 },
      { id: 'absurd', name: 'Absurd', price: 1e308, quantity: 999 },
      { id: 'past-max', name: 'Past the order limit', price: MAX_ORDER_KES + 1, quantity: 1 },
      { id: 'dear', name: 'Dear', price: 1_000_000, quantity: 999 },
      { id: 'soap', name: 'Soap', price: '500', quantity: 1 },
    ]);
    const cart = parseStoredCart(stored);
    expect(cart.map((line) => line.id)).toEqual(['dear', 'soap']);
    // A line's total never passes what one order may come to, so every total stays exact.
    expect(cart[0]).toMatchObject({ price: 1_000_000, quantity: 100 });
    expect(cart[1]).toMatchObject({ price: 500, quantity: 1 });
  });

  it(`holds at most ${MAX_CART_LINES} lines, however many were stored`, () => {
    const stored = JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ id: `p${i}`, name: `Product ${i}`, price: 100, quantity: 1 })));
    const cart = parseStoredCart(stored);
    expect(cart).toHaveLength(MAX_CART_LINES);
    expect(cart[0]?.id).toBe('p0');
    expect(cart.at(-1)?.id).toBe(`p${MAX_CART_LINES - 1}`);
  });
});
