/** Shop page sizes (storefront spec section 9): 6 on desktop, 4 on phones (below 768 px). */
export const PAGE_SIZE = { desktop: 6, mobile: 4 } as const;

export interface PageOf<T> {
  items: T[];
  /** The page shown, 1-based: a page past the end shows the last page. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown (0 and 0 when empty). */
  from: number;
  to: number;
  total: number;
}

export function paginate<T>(all: readonly T[], requestedPage: number, pageSize: number): PageOf<T> {
  const pageCount = Math.max(1, Math.ceil(all.length / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const start = (page - 1) * pageSize;
  const items = all.slice(start, start + pageSize);
  return { items, page, pageCount, from: items.length ? start + 1 : 0, to: start + items.length, total: all.length };
}

export type PageLink = { type: 'page'; page: number } | { type: 'gap'; key: 'start' | 'end' };

/**
 * The page numbers a pager shows: the first and the last, the current one with `siblings` on each
 * side, and a gap (…) for the pages left out, never a gap for one page. The items always number
 * the same for a given count, so the pager keeps its width as the shopper pages (MUI's
 * usePagination rule, with one page at each end).
 */
export function pageLinks(pageCount: number, page: number, siblings: number): PageLink[] {
  const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
  const pages = (numbers: number[]): PageLink[] => numbers.map((number) => ({ type: 'page', page: number }));
  if (pageCount <= 0) return [];
  // The middle run: `siblings` either side of the page, pushed inwards at the ends so it keeps its length.
  const middleStart = Math.max(Math.min(page - siblings, pageCount - 1 - siblings * 2 - 1), 3);
  const middleEnd = Math.min(Math.max(page + siblings, 1 + siblings * 2 + 2), pageCount - 2);
  return [
    ...pages([1]),
    ...(middleStart > 3 ? [{ type: 'gap', key: 'start' } as const] : 2 < pageCount - 1 ? pages([2]) : []),
    ...pages(range(middleStart, middleEnd)),
    ...(middleEnd < pageCount - 2 ? [{ type: 'gap', key: 'end' } as const] : pageCount - 1 > 1 ? pages([pageCount - 1]) : []),
    ...(pageCount > 1 ? pages([pageCount]) : []),
  ];
}
