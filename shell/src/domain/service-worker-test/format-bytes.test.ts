import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('shows nothing as 0 Bytes, and whole bytes without decimals', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(1)).toBe('1 Bytes');
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
  });

  it('uses base 1024 with two decimals from 1 KB on', () => {
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(1048576)).toBe('1.00 MB');
    expect(formatBytes(2.25 * 1024 * 1024)).toBe('2.25 MB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.00 GB');
  });

  it('stays in GB above it, the largest unit', () => {
    expect(formatBytes(2048 * 1024 ** 3)).toBe('2048.00 GB');
  });

  it('moves up a unit instead of showing 1024.00 of the smaller one', () => {
    expect(formatBytes(1048575)).toBe('1.00 MB');
    expect(formatBytes(1024 * 1024 - 6000)).toBe('1018.14 KB');
  });

  it('shows anything that is not a size as 0 Bytes', () => {
    expect(formatBytes(-5)).toBe('0 Bytes');
    expect(formatBytes(Number.NaN)).toBe('0 Bytes');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('0 Bytes');
  });
});
