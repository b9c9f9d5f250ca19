/** Longest search text the shop accepts; longer input is cut, never rejected. */
export const MAX_SEARCH_LENGTH = 100;

/** Trims, collapses spaces and caps a typed search, so the URL and the heading stay sane. */
export function normaliseSearch(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH);
}
