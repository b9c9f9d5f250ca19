import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check } from '../validation';
import { cashOrder, oneSoap, testPrices, validOrder } from '../test-support/order-fixture';
import type { OrderSubmission } from '@mimea/order-rules';
import { orderSubmissionSchema, type ValidOrderSubmission } from './order-schema';
import { repriceMessages, repriceOrder, type PricedOrder } from './reprice';
import type { PriceList } from './price-list';

const valid = (order: unknown): ValidOrderSubmission => {
  const checked = check(orderSubmissionSchema, order);
  assert.ok(checked.ok, JSON.stringify(!checked.ok && checked.problems));
  return checked.value;
};

/** The order priced: fails the test when it is refused. */
const priced = (order: OrderSubmission, prices: PriceList | null = testPrices): PricedOrder => {
  const repriced = repriceOrder(valid(order), prices);
  assert.ok(repriced.ok, JSON.stringify(!repriced.ok && repriced.problems));
  return repriced.priced;
};

describe('re-pricing an order', () => {
  it('agrees with an honest checkout: 5,000 − 10% + Diani 660 = 5,160', () => {
    const { subtotal, discount, shipping, total, check: result } = priced(validOrder());
    assert.deepEqual({ subtotal, discount, shipping, total, check: result }, { subtotal: 5000, discount: 500, shipping: 660, total: 5160, check: { result: 'match', issues: [] } });
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
    const result = priced(order);
    assert.equal(result.total, 5160);
    assert.deepEqual(result.lines[0], { id: 'olive-soap', name: 'Olive Soap', unitPrice: 500, quantity: 3, lineTotal: 1500 });
    assert.equal(result.check.result, 'mismatch');
    assert.deepEqual(result.check.issues, [
      "Olive Soap unit price: KES 5 sent, KES 500 by the shop's prices.",
      "Subtotal: KES 3515 sent, KES 5000 by the shop's prices.",
      "Discount: KES 352 sent, KES 500 by the shop's prices.",
      "Total: KES 3823 sent, KES 5160 by the shop's prices.",
    ]);
  });

  it('takes shipping and the station name from the station table, not from the browser', () => {
    const result = priced(validOrder({ pickupStation: { id: 'diani', name: '=HYPERLINK("http://evil.example")', fee: 0 }, shipping: 0, orderAmount: 4500 }));
    assert.equal(result.shipping, 660);
    assert.equal(result.total, 5160);
    assert.deepEqual(result.pickupStation, { id: 'diani', name: 'Diani', fee: 660 });
    assert.equal(result.check.result, 'mismatch');
  });

  it('writes the products text from the lines and the catalogue’s names', () => {
    const order = validOrder({
      products: 'Olive Soap (1x)',
      lines: [
        { id: 'olive-soap', name: 'Gold bar', unitPrice: 500, quantity: 3, lineTotal: 1500 },
        { id: 'tourmaline-flask', name: 'Tourmaline Flask', unitPrice: 3500, quantity: 1, lineTotal: 3500 },
      ],
    });
    const result = priced(order);
    assert.equal(result.products, 'Olive Soap (3x), Tourmaline Flask (1x)');
    assert.equal(result.lines[0]!.name, 'Olive Soap');
  });

  it('gives no discount for a coupon the shop does not have', () => {
    const result = priced(validOrder({ coupon: 'FREE50' }));
    assert.equal(result.discount, 0);
    assert.equal(result.total, 5660);
    assert.ok(result.check.issues.includes("The coupon FREE50 is not one of the shop's."));
  });

  it('ships free from KES 10,000, and with FREESHIPPING-MAR25 from its minimum', () => {
    assert.equal(priced(cashOrder()).shipping, 0);
    const freeShipping = validOrder({
      lines: [{ id: 'tourmaline-flask', name: 'Tourmaline Flask', unitPrice: 3500, quantity: 3, lineTotal: 10_500 }],
      subtotal: 10_500,
      discount: 0,
      coupon: 'FREESHIPPING-MAR25',
      shipping: 0,
      orderAmount: 10_500,
    });
    assert.deepEqual(priced(freeShipping).check, { result: 'match', issues: [] });
  });

  it('charges shipping when FREESHIPPING-MAR25 is below its KES 10,000 minimum, as the cart does', () => {
    const result = priced(oneSoap({ coupon: 'FREESHIPPING-MAR25', shipping: 0, orderAmount: 500 }));
    assert.equal(result.shipping, 660);
    assert.equal(result.total, 1160);
    assert.equal(result.check.result, 'mismatch');
    assert.ok(result.check.issues.includes('The coupon FREESHIPPING-MAR25 needs a subtotal of KES 10000: not applied.'));
  });

  it('refuses a product the catalogue does not sell, naming its line', () => {
    const order = validOrder({
      lines: [
        { id: 'olive-soap', name: 'Olive Soap', unitPrice: 500, quantity: 3, lineTotal: 1500 },
        { id: 'gold-bar', name: 'Gold bar', unitPrice: 1, quantity: 1, lineTotal: 1 },
      ],
      subtotal: 1501,
      discount: 150,
      orderAmount: 2011,
    });
    assert.deepEqual(repriceOrder(valid(order), testPrices), { ok: false, problems: [{ field: 'lines.1.id', message: repriceMessages.notSold }] });
  });

  it('marks the order unchecked when the service has never read the catalogue prices', () => {
    const result = priced(validOrder(), null);
    assert.equal(result.total, 5160);
    assert.equal(result.check.result, 'unchecked');
  });
});
