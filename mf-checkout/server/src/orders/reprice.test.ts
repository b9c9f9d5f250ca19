import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check } from '../validation';
import { cashOrder, testPrices, validOrder } from '../test-support/order-fixture';
import { orderSubmissionSchema, type ValidOrderSubmission } from './order-schema';
import { repriceOrder } from './reprice';

const valid = (order: unknown): ValidOrderSubmission => {
  const checked = check(orderSubmissionSchema, order);
  assert.ok(checked.ok, JSON.stringify(!checked.ok && checked.problems));
  return checked.value;
};

describe('re-pricing an order', () => {
  it('agrees with an honest checkout: 5,000 − 10% + Diani 660 = 5,160', () => {
    const priced = repriceOrder(valid(validOrder()), testPrices);
    assert.deepEqual(priced, { subtotal: 5000, discount: 500, shipping: 660, total: 5160, check: { result: 'match', issues: [] } });
  });

  it('charges the catalogue price, not a lowered one, and records the mismatch', () => {
    const order = validOrder({
      lines: [
        { id: 'olive-soap', name: 'Olive Soap', unitPrice: 5, quantity: 3, lineTotal: 15 },
        { id: 'tourmaline-flask', name: 'Tourmaline Flask', unitPrice: 3500, quantity: 1, lineTotal: 3500 },
      ],
      subtotal: 3515,
      discount: 352,
      orderAmount: 3823,
    });
    const priced = repriceOrder(valid(order), testPrices);
    assert.equal(priced.total, 5160);
    assert.equal(priced.check.result, 'mismatch');
    assert.deepEqual(priced.check.issues, [
      "Olive Soap unit price: KES 5 sent, KES 500 by the shop's prices.",
      "Subtotal: KES 3515 sent, KES 5000 by the shop's prices.",
      "Discount: KES 352 sent, KES 500 by the shop's prices.",
      "Total: KES 3823 sent, KES 5160 by the shop's prices.",
    ]);
  });

  it("takes shipping from the station table, not the fee the browser sent", () => {
    const priced = repriceOrder(valid(validOrder({ pickupStation: { id: 'diani', name: 'Diani', fee: 0 }, shipping: 0, orderAmount: 4500 })), testPrices);
    assert.equal(priced.shipping, 660);
    assert.equal(priced.total, 5160);
    assert.equal(priced.check.result, 'mismatch');
  });

  it('gives no discount for a coupon the shop does not have', () => {
    const priced = repriceOrder(valid(validOrder({ coupon: 'FREE50' })), testPrices);
    assert.equal(priced.discount, 0);
    assert.equal(priced.total, 5660);
    assert.ok(priced.check.issues.includes("The coupon FREE50 is not one of the shop's."));
  });

  it('ships free from KES 10,000, and with FREESHIPPING-MAR25', () => {
    assert.equal(repriceOrder(valid(cashOrder()), testPrices).shipping, 0);
    const freeShipping = validOrder({
      lines: [{ id: 'tourmaline-flask', name: 'Tourmaline Flask', unitPrice: 3500, quantity: 3, lineTotal: 10_500 }],
      subtotal: 10_500,
      discount: 0,
      coupon: 'FREESHIPPING-MAR25',
      shipping: 0,
      orderAmount: 10_500,
    });
    assert.deepEqual(repriceOrder(valid(freeShipping), testPrices).check, { result: 'match', issues: [] });
  });

  it('keeps a product the catalogue no longer lists at its sent price, flagged for the owner', () => {
    const order = validOrder({
      lines: [{ id: 'retired-tea', name: 'Retired Tea', unitPrice: 800, quantity: 1, lineTotal: 800 }],
      subtotal: 800,
      discount: 80,
      orderAmount: 1380,
    });
    const priced = repriceOrder(valid(order), testPrices);
    assert.equal(priced.total, 1380);
    assert.equal(priced.check.result, 'mismatch');
    assert.match(priced.check.issues[0]!, /Retired Tea \(retired-tea\) is not in the catalogue/);
  });

  it('marks the order unchecked when the catalogue prices cannot be read', () => {
    const priced = repriceOrder(valid(validOrder()), null);
    assert.equal(priced.total, 5160);
    assert.equal(priced.check.result, 'unchecked');
  });
});
