import { fitFontSize, hashString, pick, seededRandom, svgDocument, textBlock, wrapText } from './svg-markup';
import { parseSvg } from './svg-test-helpers';

describe('wrapText', () => {
  it('breaks between words into lines of at most 16 characters', () => {
    expect(wrapText('Glucosamine & Turmeric Capsules')).toEqual(['Glucosamine &', 'Turmeric', 'Capsules']);
  });

  it('keeps a short name on one line', () => {
    expect(wrapText('Olive Soap')).toEqual(['Olive Soap']);
  });

  it('never makes more than three lines, and ends a cut name with an ellipsis', () => {
    const lines = wrapText('The Very Long Name Of A Product That Goes On And On');
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(16);
  });

  it('splits a word longer than a line', () => {
    expect(wrapText('Supercalifragilisticexpialidocious', 16, 3)).toEqual(['Supercalifragili', 'sticexpialidocio', 'us']);
  });

  it('returns no lines for blank text', () => {
    expect(wrapText('   ')).toEqual([]);
  });
});

describe('hashString and pick', () => {
  it('is stable and spreads different strings', () => {
    expect(hashString('a-power-capsules')).toBe(hashString('a-power-capsules'));
    expect(hashString('a-power-capsules')).not.toBe(hashString('kuding-plus-tea'));
    expect(hashString('')).toBeGreaterThanOrEqual(0);
  });

  it('picks the same item for the same key', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(pick(items, 'olive-soap')).toBe(pick(items, 'olive-soap'));
    expect(new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => pick(items, key))).size).toBeGreaterThan(1);
  });
});

describe('seededRandom', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    for (let i = 0; i < 50; i++) {
      const value = first();
      expect(value).toBe(second());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('fitFontSize', () => {
  it('shrinks long lines and caps short ones', () => {
    expect(fitFontSize(['Hi'], 300, 40)).toBe(40);
    expect(fitFontSize(['A much longer line of text'], 200, 40)).toBeLessThan(20);
    expect(fitFontSize(['x'.repeat(500)], 100, 40, 9)).toBe(9);
  });
});

describe('parseSvg', () => {
  it('rejects markup that is not well-formed', () => {
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toThrow(/Not well-formed/);
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><text>Tom & Jerry</text></svg>')).toThrow(/Not well-formed/);
  });
});

describe('svgDocument and textBlock', () => {
  it('makes a well-formed document with escaped text', () => {
    const body = textBlock(['Tom & Jerry', '<Tea> "x"'], 50, 50, { size: 12, fill: '#000', weight: 700 });
    const root = parseSvg(svgDocument({ width: 100, height: 80, title: `A & B's <tea>`, body }));
    expect(root.getAttribute('width')).toBe('100');
    expect(root.getAttribute('height')).toBe('80');
    expect(root.querySelector('title')?.textContent).toBe(`A & B's <tea>`);
    expect(root.querySelector('text')?.textContent).toBe('Tom & Jerry<Tea> "x"');
    expect(root.querySelectorAll('tspan')).toHaveLength(2);
  });
});
