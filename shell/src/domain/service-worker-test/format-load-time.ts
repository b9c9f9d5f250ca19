/** A resource's load time in milliseconds, two decimals (purchase spec section 2.12): '12.35 ms'. */
export function formatLoadTime(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  return `${Math.max(0, ms).toFixed(2)} ms`;
}
