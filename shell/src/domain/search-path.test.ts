import { searchPath } from './search-path';

describe('header search rule', () => {
  it('trims the text and sends it to the shop encoded', () => {
    expect(searchPath('  ginseng tea ')).toBe('/shop?search=ginseng%20tea');
    expect(searchPath('Tea & <b>honey</b>')).toBe('/shop?search=Tea%20%26%20%3Cb%3Ehoney%3C%2Fb%3E');
  });

  it('does nothing for empty or blank text', () => {
    expect(searchPath('')).toBeNull();
    expect(searchPath('    ')).toBeNull();
  });
});
