const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `YYYY-MM-DD`, the calendar day the shop's data carries (an article's date, a review's). */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Writes a calendar day as the shop does, `14 October 2026` (what `Intl.DateTimeFormat('en-KE')`
 * writes, day, long month, year), read as the day itself, with no time-zone shift; what is not
 * such a day comes back as it is. Written out rather than with Intl: the first formatter loads
 * the locale's data, ~60 ms of a mid-range phone's main thread in the task that draws the page
 * (measured on /privacy-policy's load at 4× slowdown), for a month's name.
 */
export function formatDay(day: string): string {
  const match = ISO_DAY.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  const monthName = MONTHS[Number(month) - 1];
  const dayOfMonth = Number(date);
  if (!monthName || dayOfMonth < 1 || dayOfMonth > 31) return day;
  return `${dayOfMonth} ${monthName} ${year}`;
}
