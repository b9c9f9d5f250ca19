import { createOrderId, ORDER_ID_PATTERN } from './order-id';

describe('order IDs', () => {
  it('are ORDER, the time in milliseconds and a random 3-digit number', () => {
    expect(createOrderId(1_764_000_000_000, () => 0)).toBe('ORDER1764000000000100');
    expect(createOrderId(1_764_000_000_000, () => 0.9999)).toBe('ORDER1764000000000999');
    expect(createOrderId()).toMatch(ORDER_ID_PATTERN);
  });
});
