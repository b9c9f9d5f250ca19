// Sizes on the diagnostic page (purchase spec section 2.12): base 1024, units Bytes, KB, MB, GB.
// Whole bytes are shown without decimals ('512 Bytes', like the spec's '0 Bytes': a byte count
// has no fraction); from 1 KB on, always two decimals ('1.50 KB', '1.00 MB').

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const BASE = 1024;

/** `bytes` in the largest unit that keeps it at least 1; anything not a size (negative, NaN, ∞) is '0 Bytes'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  if (bytes < BASE) return `${Math.round(bytes)} Bytes`;
  let unit = Math.min(Math.floor(Math.log(bytes) / Math.log(BASE)), UNITS.length - 1);
  // 1023.999 KB would print as '1024.00 KB': move up one unit instead.
  if (unit < UNITS.length - 1 && Number((bytes / BASE ** unit).toFixed(2)) >= BASE) unit += 1;
  return `${(bytes / BASE ** unit).toFixed(2)} ${UNITS[unit]}`;
}
