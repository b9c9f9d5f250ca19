import { FEW_LEFT, stockNote } from './stock-level';

describe('stockNote', () => {
  it('says out of stock at 0 (and for a count that cannot be), how many are left at 5 or fewer, else nothing', () => {
    expect(stockNote(0)).toBe('Out of Stock');
    expect(stockNote(-2)).toBe('Out of Stock');
    expect(stockNote(1)).toBe('Only 1 left');
    expect(stockNote(FEW_LEFT)).toBe(`Only ${FEW_LEFT} left`);
    expect(stockNote(FEW_LEFT + 1)).toBeNull();
  });
});
