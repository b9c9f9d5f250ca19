import { isDrawn, nextIndex, previousIndex } from './carousel-position';

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

  it('draws the cards in view and one view on each side, not the whole row', () => {
    const drawn = (first: number, visible: number) => Array.from({ length: 30 }, (_, index) => index).filter((index) => isDrawn(index, first, visible));
    expect(drawn(0, 2)).toEqual([0, 1, 2, 3]);
    expect(drawn(10, 5)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(drawn(25, 5)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
  });
});
