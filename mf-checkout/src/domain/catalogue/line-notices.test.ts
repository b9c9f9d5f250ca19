import { MAX_LINE_QUANTITY } from '@mimea/shared';
import { lineMaxQuantity, lineNotices, stockNotice } from './line-notices';
import { forgetPriceChanges, notePriceChange, priceBefore } from './price-changes';

describe("a line's notices", () => {
  afterEach(forgetPriceChanges);

  it('says the price changed, from the price it was added at to the current one', () => {
    expect(lineNotices({ price: 1000, quantity: 1 }, 1200, 10)).toEqual(['Price changed from KES 1,200 to KES 1,000']);
    expect(lineNotices({ price: 1000, quantity: 1 }, undefined, undefined)).toEqual([]);
  });

  it('says "Only N left" when the stock is short of the quantity, and "Out of stock" at 0', () => {
    expect(stockNotice(3, 2)).toBe('Only 2 left');
    expect(stockNotice(1, 0)).toBe('Out of stock');
    expect(stockNotice(2, 2)).toBeNull();
    expect(stockNotice(2, undefined)).toBeNull();
    expect(lineNotices({ price: 1000, quantity: 3 }, 1200, 2)).toEqual(['Price changed from KES 1,200 to KES 1,000', 'Only 2 left']);
  });

  it("stops the stepper at the stock, never below 1, and within what one order may carry", () => {
    expect(lineMaxQuantity(500, 4)).toBe(4);
    expect(lineMaxQuantity(500, 0)).toBe(1);
    expect(lineMaxQuantity(500, undefined)).toBe(MAX_LINE_QUANTITY);
    expect(lineMaxQuantity(10_000_000, 50)).toBe(10);
  });

  it("remembers the first price a line had, while the line keeps the price it moved to", () => {
    notePriceChange('olive-soap', 1200, 1100);
    notePriceChange('olive-soap', 1100, 1000);
    expect(priceBefore('olive-soap', 1000)).toBe(1200);
    expect(priceBefore('olive-soap', 900)).toBeUndefined();
    notePriceChange('tea', 300, 300);
    expect(priceBefore('tea', 300)).toBeUndefined();
    forgetPriceChanges();
    expect(priceBefore('olive-soap', 1000)).toBeUndefined();
  });
});
