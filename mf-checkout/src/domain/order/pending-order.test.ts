import { PENDING_ORDER_KEY, PENDING_ORDER_MAX_AGE_MS, cartSignature, forgetPendingOrder, keepPendingOrder, pendingOrderId } from './pending-order';

const ORDER = 'ORDER1764000000000123';
const cart = cartSignature([
  { id: 'olive-soap', quantity: 3 },
  { id: 'tourmaline-flask', quantity: 1 },
]);

describe('the pending order, kept across a reload', () => {
  afterEach(() => localStorage.clear());

  it('is found for the same cart, whatever the order of its lines, until the shop confirms it', () => {
    keepPendingOrder(ORDER, cart, 1_000);
    expect(pendingOrderId(cartSignature([{ id: 'tourmaline-flask', quantity: 1 }, { id: 'olive-soap', quantity: 3 }]), 2_000)).toBe(ORDER);
    forgetPendingOrder();
    expect(pendingOrderId(cart, 2_000)).toBeNull();
  });

  it('holds nothing personal: the order ID, the cart and the time', () => {
    keepPendingOrder(ORDER, cart, 1_000);
    expect(JSON.parse(localStorage.getItem(PENDING_ORDER_KEY) ?? '')).toEqual({ orderId: ORDER, cart: 'olive-soap*3,tourmaline-flask*1', at: 1_000 });
  });

  it('is another order for another cart, or after a day', () => {
    keepPendingOrder(ORDER, cart, 1_000);
    expect(pendingOrderId(cartSignature([{ id: 'olive-soap', quantity: 4 }]), 2_000)).toBeNull();
    expect(pendingOrderId(cart, 1_000 + PENDING_ORDER_MAX_AGE_MS + 1)).toBeNull();
  });

  it('ignores what a tampered or broken storage holds', () => {
    for (const stored of ['{not json', 'null', '[]', '"ORDER1764000000000123"', JSON.stringify({ orderId: '<script>', cart, at: 1 }), JSON.stringify({ orderId: ORDER, cart, at: 'yesterday' }), JSON.stringify({ orderId: ORDER, cart, at: 9e15 })]) {
      localStorage.setItem(PENDING_ORDER_KEY, stored);
      expect(pendingOrderId(cart, 2_000)).toBeNull();
    }
  });

  it('goes on without storage when the browser blocks it', () => {
    const blocked = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => keepPendingOrder(ORDER, cart)).not.toThrow();
    blocked.mockRestore();
    expect(pendingOrderId(cart)).toBeNull();
  });
});
