import { findCoupon } from '@mimea/shared';
import { amountToFreeShipping, CART_SHIPPING_FEE, shippingFee } from './shipping-rules';

describe('shipping rules', () => {
  it('charges the flat cart fee below KES 10,000 and nothing from KES 10,000', () => {
    expect(shippingFee(9999, CART_SHIPPING_FEE, null)).toBe(400);
    expect(shippingFee(10_000, CART_SHIPPING_FEE, null)).toBe(0);
  });

  it("charges a station's fee the same way", () => {
    expect(shippingFee(2500, 660, null)).toBe(660);
    expect(shippingFee(12_000, 2160, null)).toBe(0);
  });

  it('is free with a free-shipping coupon and unchanged by WELCOME10', () => {
    expect(shippingFee(2500, 660, findCoupon('FREESHIPPING-MAR25') ?? null)).toBe(0);
    expect(shippingFee(2500, 660, findCoupon('WELCOME10') ?? null)).toBe(660);
  });

  it('says how far the shopper is from free shipping', () => {
    expect(amountToFreeShipping(7500)).toBe(2500);
    expect(amountToFreeShipping(15_000)).toBe(0);
  });
});
