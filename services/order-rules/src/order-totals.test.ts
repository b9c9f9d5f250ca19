import { orderTotals } from './order-totals';

describe('order totals', () => {
  it('takes the discount off the subtotal and adds shipping', () => {
    expect(orderTotals(6500, 650, 240)).toEqual({ subtotal: 6500, discount: 650, shipping: 240, total: 6090 });
  });

  it('counts shipping that is still to be decided as nothing yet', () => {
    expect(orderTotals(6500, 0, null).total).toBe(6500);
  });

  it('never lets a discount exceed the subtotal or go negative', () => {
    expect(orderTotals(100, 500, 0).total).toBe(0);
    expect(orderTotals(100, -50, 0).total).toBe(100);
  });
});
