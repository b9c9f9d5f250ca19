import { formatKES } from './format-kes';

describe('formatKES', () => {
  it('writes whole shillings with thousands separators', () => {
    expect(formatKES(2500)).toBe('KES 2,500');
    expect(formatKES(22050)).toBe('KES 22,050');
    expect(formatKES(402)).toBe('KES 402');
    expect(formatKES(1234.6)).toBe('KES 1,235');
  });

  it('never prints NaN', () => {
    expect(formatKES(Number.NaN)).toBe('KES 0');
  });
});
