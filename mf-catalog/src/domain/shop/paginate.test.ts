import { pageLinks, paginate, PAGE_SIZE } from './paginate';

const thirteen = Array.from({ length: 13 }, (_, i) => i + 1);

describe('paginate', () => {
  it('cuts pages of 6 on desktop and 4 on mobile', () => {
    expect(paginate(thirteen, 1, PAGE_SIZE.desktop)).toMatchObject({ items: [1, 2, 3, 4, 5, 6], pageCount: 3, from: 1, to: 6, total: 13 });
    expect(paginate(thirteen, 3, PAGE_SIZE.desktop).items).toEqual([13]);
    expect(paginate(thirteen, 2, PAGE_SIZE.mobile)).toMatchObject({ items: [5, 6, 7, 8], pageCount: 4 });
  });

  it('shows the last page for a page past the end and the first for nonsense', () => {
    expect(paginate(thirteen, 9, 6)).toMatchObject({ page: 3, items: [13] });
    expect(paginate(thirteen, -2, 6).page).toBe(1);
    expect(paginate(thirteen, Number.NaN, 6).page).toBe(1);
  });

  it('has one empty page when nothing matches', () => {
    expect(paginate([], 1, 6)).toEqual({ items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});

describe('pageLinks', () => {
  const shown = (count: number, page: number, siblings: number) =>
    pageLinks(count, page, siblings)
      .map((link) => (link.type === 'page' ? String(link.page) : '…'))
      .join(' ');

  it('shows every page when there are few', () => {
    expect(shown(1, 1, 1)).toBe('1');
    expect(shown(2, 2, 1)).toBe('1 2');
    expect(shown(7, 4, 1)).toBe('1 2 3 4 5 6 7');
  });

  it('keeps the first, the last and the page with its neighbours, and gaps for the rest', () => {
    expect(shown(10, 1, 1)).toBe('1 2 3 4 5 … 10');
    expect(shown(10, 5, 1)).toBe('1 … 4 5 6 … 10');
    expect(shown(10, 10, 1)).toBe('1 … 6 7 8 9 10');
  });

  it('on a phone (no neighbours), still never hides a single page behind a gap', () => {
    expect(shown(10, 5, 0)).toBe('1 … 5 … 10');
    expect(shown(10, 3, 0)).toBe('1 2 3 … 10');
    expect(shown(5, 3, 0)).toBe('1 2 3 4 5');
  });

  it('shows the same number of links on every page of a count', () => {
    const lengths = Array.from({ length: 20 }, (_, i) => pageLinks(20, i + 1, 1).length);
    expect(new Set(lengths).size).toBe(1);
  });
});
