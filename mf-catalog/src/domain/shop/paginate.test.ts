import { paginate, PAGE_SIZE } from './paginate';

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
