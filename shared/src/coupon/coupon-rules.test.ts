import { checkCoupon, couponDiscount, findCoupon } from './coupon-rules';

describe('coupon rules', () => {
  it('matches codes in any case, ignoring surrounding spaces', () => {
    expect(findCoupon(' welcome10 ')?.code).toBe('WELCOME10');
    expect(findCoupon('FreeShipping-Mar25')?.code).toBe('FREESHIPPING-MAR25');
    expect(findCoupon('WELCOME 10')).toBeUndefined();
  });

  it('rejects an unknown code with the spec message', () => {
    expect(checkCoupon('SAVE50', 5000)).toEqual({
      ok: false,
      message: { title: 'Invalid coupon', text: 'Please enter a valid coupon code.' },
    });
    expect(checkCoupon('<b>WELCOME10</b>', 5000).ok).toBe(false);
  });

  it('accepts FREESHIPPING-MAR25 from a subtotal of KES 10,000 only', () => {
    expect(checkCoupon('freeshipping-mar25', 9999)).toEqual({
      ok: false,
      message: { title: 'Invalid coupon', text: 'This coupon requires a minimum purchase of KES 10,000.' },
    });
    expect(checkCoupon('freeshipping-mar25', 10_000).ok).toBe(true);
  });

  it('WELCOME10 takes 10% off the subtotal, in whole shillings', () => {
    const welcome = findCoupon('WELCOME10');
    expect(couponDiscount(welcome, 6500)).toBe(650);
    expect(couponDiscount(welcome, 805)).toBe(81);
    expect(couponDiscount(findCoupon('FREESHIPPING-MAR25'), 20_000)).toBe(0);
    expect(couponDiscount(null, 20_000)).toBe(0);
  });
});
