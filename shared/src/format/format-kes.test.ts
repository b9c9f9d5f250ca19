import { formatKES } from './format-kes';

describe('formatKES', () => {
  it('writes whole shillings with thousands separators', () => {
    expect(formatKES(2500)).toBe('KES 2,500');
    expect(formatKES(22050)).toBe('KES 22,050');
    expect(formatKES(402)).toBe('KES 402');
    expect(formatKES(1234.6)).toBe('KES 1,235');
    expect(formatKES(0)).toBe('KES 0');
    expect(formatKES(100_000_000)).toBe('KES 100,000,000');
    expect(formatKES(-1500)).toBe('KES -1,500');
  });

  it('writes what the Kenyan locale writes, for every size of amount', () => {
    const kenyan = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
    for (const amount of [1, 12, 123, 1234, 12345, 123456, 1234567, 99999999, 7.5, -42_000]) {
      expect(formatKES(amount)).toBe(`KES ${kenyan.format(Math.round(amount))}`);
    }
  });

  it('never prints NaN', () => {
    expect(formatKES(Number.NaN)).toBe('KES 0');
  });
});
