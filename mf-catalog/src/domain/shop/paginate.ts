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
