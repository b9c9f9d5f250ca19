import { formatDay } from './format-day';

describe('formatDay', () => {
  it('writes a calendar day as Intl does for en-KE: day, long month, year', () => {
    const intl = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const day of ['2026-01-01', '2026-10-04', '2025-12-31', '2024-02-29', '2026-07-15']) expect(formatDay(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
  });

  it('gives back what is not a calendar day as it came, rather than "Invalid Date"', () => {
    for (const text of ['', 'yesterday', '2026-13-01', '2026-00-10', '2026-10-32', '2026-1-4', '<b>2026-10-04</b>']) expect(formatDay(text)).toBe(text);
  });
});
