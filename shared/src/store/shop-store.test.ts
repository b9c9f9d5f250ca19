import { createShopStore } from './shop-store';
import { cartActions } from '../cart/cart-slice';
import { CART_STORAGE_KEY } from '../cart/cart-storage';

const product = { id: 'kuding-plus-tea', name: 'Kuding Plus Tea', price: 1200, images: ['/uploads/kuding-1.svg'] };

describe('the shop store', () => {
  beforeEach(() => localStorage.clear());

  it('saves the cart under localStorage "cart" after every change', () => {
    const store = createShopStore({ storage: localStorage });
    store.dispatch(cartActions.itemAdded({ product }));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([
      { id: 'kuding-plus-tea', name: 'Kuding Plus Tea', price: 1200, currency: 'KES', quantity: 1, image: '/uploads/kuding-1.svg' },
    ]);
    store.dispatch(cartActions.quantitySet({ id: 'kuding-plus-tea', quantity: 4 }));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')[0].quantity).toBe(4);
    store.dispatch(cartActions.cleared());
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe('[]');
  });

  it('loads the stored cart at start', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: 'x', name: 'X', price: 100, currency: 'KES', quantity: 3, image: '' }]));
    const store = createShopStore({ storage: localStorage });
    expect(store.getState().cart.items[0]?.quantity).toBe(3);
  });

  it('starts with an empty cart when storage is corrupt, logging to the console only', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(CART_STORAGE_KEY, '[{"id":');
    const store = createShopStore({ storage: localStorage });
    expect(store.getState().cart.items).toEqual([]);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('follows the cart another tab stores', () => {
    const store = createShopStore({ storage: localStorage });
    const newValue = JSON.stringify([{ id: 'y', name: 'Y', price: 50, currency: 'KES', quantity: 2, image: '' }]);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue, storageArea: localStorage }));
    expect(store.getState().cart.items.map((l) => [l.id, l.quantity])).toEqual([['y', 2]]);
  });

  it('keeps working in memory when storage throws', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); } } as unknown as Storage;
    const store = createShopStore({ storage: broken, syncAcrossTabs: false });
    store.dispatch(cartActions.itemAdded({ product }));
    expect(store.getState().cart.items).toHaveLength(1);
    consoleError.mockRestore();
  });
});
