/** The cache bar is full at 1 MB (purchase spec section 2.12: 1 MB equals 100%). */
export const CACHE_BAR_FULL_BYTES = 1024 * 1024;

/** How full the Overview's cache bar is, 0 to 100. */
export function cacheBarPercent(bytes: number): number {
  if (!Number.isFinite(bytes) || bytes <= 0) return 0;
  return Math.min(100, (bytes / CACHE_BAR_FULL_BYTES) * 100);
}
