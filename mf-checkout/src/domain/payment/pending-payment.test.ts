import { PENDING_PAYMENT_KEY, PENDING_PAYMENT_MAX_AGE_MS, forgetPendingPayment, keepPendingPayment, pendingPaymentForCart, pendingPaymentOf, releasePendingPayment } from './pending-payment';

const order = { orderId: 'ORDER1764000000000123', orderKey: 'q3Jx0f_7Zk-2mW9bV1cT8yHnLpA4sEoUiRdG6hKjN5M' };
const cart = 'olive-soap*3';

describe('the M-Pesa order awaiting payment, kept across a reload', () => {
  afterEach(() => localStorage.clear());

  it("is found again for its cart and by its order ID, and holds nothing personal", () => {
    keepPendingPayment(order, cart, 1_000);
    expect(pendingPaymentForCart(cart, 2_000)).toEqual(order);
    expect(pendingPaymentForCart('olive-soap*4', 2_000)).toBeNull();
    expect(pendingPaymentOf(order.orderId, 2_000)).toEqual(order);
    expect(pendingPaymentOf('ORDER1764000000000999', 2_000)).toBeNull();
    expect(JSON.parse(localStorage.getItem(PENDING_PAYMENT_KEY) ?? '')).toEqual({ ...order, cart, at: 1_000 });
  });

  it('once the checkout is done with it, only its confirmation page finds it', () => {
    keepPendingPayment(order, cart, 1_000);
    releasePendingPayment(order.orderId, 2_000);
    expect(pendingPaymentForCart(cart, 3_000)).toBeNull();
    expect(pendingPaymentOf(order.orderId, 3_000)).toEqual(order);
    forgetPendingPayment(order.orderId);
    expect(pendingPaymentOf(order.orderId)).toBeNull();
  });

  it('is forgotten after a day', () => {
    keepPendingPayment(order, cart, 1_000);
    expect(pendingPaymentForCart(cart, 1_000 + PENDING_PAYMENT_MAX_AGE_MS + 1)).toBeNull();
  });

  it('ignores a tampered or broken entry, and never throws', () => {
    const entry = { ...order, cart, at: 1_000 };
    for (const stored of [
      '{not json',
      'null',
      '[]',
      '42',
      JSON.stringify({ ...entry, orderId: '<img src=x>' }),
      JSON.stringify({ ...entry, orderKey: 'key\r\nX-Evil: 1 and more text' }),
      JSON.stringify({ ...entry, orderKey: 7 }),
      JSON.stringify({ ...entry, at: 'yesterday' }),
      JSON.stringify({ ...entry, at: 9e15 }),
      JSON.stringify({ ...entry, cart: ['olive-soap*3'] }),
    ]) {
      localStorage.setItem(PENDING_PAYMENT_KEY, stored);
      expect(pendingPaymentForCart(cart, 2_000)).toBeNull();
      expect(pendingPaymentOf(order.orderId, 2_000)).toBeNull();
    }
  });

  it('goes on without storage when the browser blocks it', () => {
    const blocked = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => keepPendingPayment(order, cart)).not.toThrow();
    blocked.mockRestore();
    expect(pendingPaymentForCart(cart)).toBeNull();
  });
});
