import { escapeXml, svgDocument, svgNumber } from './svg-markup';

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`Tom & Jerry's <"Best"> Tea`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;Best&quot;&gt; Tea');
  });

  it('leaves other text, including non-ASCII, alone', () => {
    expect(escapeXml('Açaí · Mimea')).toBe('Açaí · Mimea');
  });
});

describe('svgNumber', () => {
  it.each([
    [0, '0'],
    [-0.01, '0'],
    [12, '12'],
    [12.345, '12.3'],
    [0.5, '.5'],
    [-0.46, '-.5'],
    [-12.04, '-12'],
  ])('%p → %p', (value, text) => {
    expect(svgNumber(value)).toBe(text);
  });
});

describe('svgDocument', () => {
  const parse = (markup: string) => new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;

  it('names a picture with a title, escaped, and keeps its defs before the body', () => {
    const root = parse(svgDocument({ width: 100, height: 80, title: `A & B's <tea>`, defs: '<linearGradient id="g"/>', body: '<rect width="1" height="1"/>' }));
    expect(root.getAttribute('viewBox')).toBe('0 0 100 80');
    expect(root.getAttribute('role')).toBe('img');
    expect(root.querySelector('title')?.textContent).toBe(`A & B's <tea>`);
    expect([...root.children].map((child) => child.tagName)).toEqual(['title', 'defs', 'rect']);
  });

  it('hides a picture without a title from assistive technology: the page’s alt text speaks for it', () => {
    const root = parse(svgDocument({ width: 240, height: 240, body: '<circle r="1"/>' }));
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelector('title')).toBeNull();
  });
});
