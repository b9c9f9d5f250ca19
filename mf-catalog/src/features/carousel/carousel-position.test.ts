import { nextIndex, previousIndex } from './carousel-position';

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
});
