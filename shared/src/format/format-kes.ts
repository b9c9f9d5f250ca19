const wholeShillings = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** Formats an amount as the shop writes prices: `KES 2,500` (whole shillings). */
export function formatKES(amount: number): string {
  const safe = Number.isFinite(amount) ? Math.round(amount) : 0;
  return `KES ${wholeShillings.format(safe)}`;
}
