import { CACHE_BAR_FULL_BYTES, cacheBarPercent } from './cache-bar';

describe('cacheBarPercent', () => {
  it('is full at 1 MB', () => {
    expect(CACHE_BAR_FULL_BYTES).toBe(1048576);
    expect(cacheBarPercent(1048576)).toBe(100);
    expect(cacheBarPercent(524288)).toBe(50);
    expect(cacheBarPercent(10486)).toBeCloseTo(1, 2);
  });

  it('never goes past 100 or below 0', () => {
    expect(cacheBarPercent(5 * 1048576)).toBe(100);
    expect(cacheBarPercent(0)).toBe(0);
    expect(cacheBarPercent(-1)).toBe(0);
    expect(cacheBarPercent(Number.NaN)).toBe(0);
  });
});
