import { drawnRange, nextIndex, previousIndex } from './carousel-position';

describe('carousel positions', () => {
  it('wraps around at both ends for a one-slide carousel', () => {
    expect(nextIndex(5, 6)).toBe(0);
    expect(previousIndex(0, 6)).toBe(5);
    expect(nextIndex(2, 6)).toBe(3);
  });

  it('stops a multi-card carousel when its last card is in view, then wraps', () => {
    expect(nextIndex(4, 10, 5)).toBe(5);
    expect(nextIndex(5, 10, 5)).toBe(0);
    expect(previousIndex(0, 10, 5)).toBe(5);
    expect(previousIndex(0, 10, 2)).toBe(8);
  });

  it('stays put when everything fits', () => {
    expect(nextIndex(0, 3, 5)).toBe(0);
    expect(previousIndex(0, 3, 5)).toBe(0);
  });

  it('draws the cards in view and one view on each side, and keeps what it drew', () => {
    expect(drawnRange(null, 0, 2)).toEqual({ low: -2, high: 4 });
    expect(drawnRange(null, 10, 5)).toEqual({ low: 5, high: 20 });
    // A step forward draws one more card and keeps the first ones.
    expect(drawnRange({ low: -2, high: 4 }, 1, 2)).toEqual({ low: -2, high: 5 });
    // Wrapping back from the start to the end draws the end too.
    expect(drawnRange({ low: -2, high: 4 }, 28, 2)).toEqual({ low: -2, high: 32 });
  });
});
