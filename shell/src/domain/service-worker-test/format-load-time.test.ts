import { formatLoadTime } from './format-load-time';

describe('formatLoadTime', () => {
  it('shows milliseconds with two decimals', () => {
    expect(formatLoadTime(12.3456)).toBe('12.35 ms');
    expect(formatLoadTime(0)).toBe('0.00 ms');
    expect(formatLoadTime(1500)).toBe('1500.00 ms');
  });

  it('never shows a negative or unknown time as a number', () => {
    expect(formatLoadTime(-0.4)).toBe('0.00 ms');
    expect(formatLoadTime(Number.NaN)).toBe('—');
  });
});
