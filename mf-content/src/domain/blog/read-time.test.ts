import { countWords, readTimeMinutes } from './read-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('read time (words / 200, rounded up, at least 1 minute)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
  ])('%i words read in %i min', (count, minutes) => {
    expect(readTimeMinutes(`<p>${words(count)}</p>`)).toBe(minutes);
  });

  it('counts the words, not the tags or the punctuation between them', () => {
    expect(countWords('<h2>Eat well</h2><p>Sukuma wiki, <strong>githeri</strong> &amp; omena.</p><ul><li>one</li></ul>')).toBe(7);
  });
});
