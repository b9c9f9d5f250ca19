import { parseStoredCart } from './cart-storage';

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
});
