// Checks every generated picture must pass, shared by the tests of this folder.

/** The picture parsed as XML; fails the test on a parse error. */
export function parseSvg(svg: string): SVGSVGElement {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed SVG: ${error.textContent ?? ''}\n${svg.slice(0, 300)}`);
  return document.documentElement as unknown as SVGSVGElement;
}

/** Asserts the root's namespace, size, role and title, and that nothing is fetched or run. */
export function expectSelfContainedSvg(svg: string, width: number, height: number, title?: string): SVGSVGElement {
  const root = parseSvg(svg);
  expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
  expect(root.tagName).toBe('svg');
  expect(root.getAttribute('width')).toBe(String(width));
  expect(root.getAttribute('height')).toBe(String(height));
  expect(root.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
  expect(root.getAttribute('role')).toBe('img');
  const titleElement = root.firstElementChild;
  expect(titleElement?.tagName).toBe('title');
  expect(titleElement?.textContent?.trim()).not.toBe('');
  if (title !== undefined) expect(titleElement?.textContent).toBe(title);
  expect(root.getElementsByTagName('script')).toHaveLength(0);
  expect(root.getElementsByTagName('image')).toHaveLength(0);
  expect(root.getElementsByTagName('foreignObject')).toHaveLength(0);
  expect(root.getElementsByTagName('style')).toHaveLength(0);
  // Every reference points inside the document: `#id` or `url(#id)`.
  for (const element of Array.from(root.getElementsByTagName('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name === 'href' || attribute.name === 'xlink:href') expect(attribute.value).toMatch(/^#[\w-]+$/);
      if (/^on/i.test(attribute.name)) throw new Error(`event handler ${attribute.name} in SVG`);
      if (attribute.value.includes('url(')) expect(attribute.value).toMatch(/^url\(#[\w-]+\)$/);
    }
  }
  expect(svg).not.toMatch(/NaN|undefined|Infinity|\[object/);
  expect(svg).not.toMatch(/https?:(?!\/\/www\.w3\.org\/2000\/svg")/);
  // Every referenced id exists.
  for (const [, id] of svg.matchAll(/(?:href="#|url\(#)([\w-]+)/g)) {
    expect(root.querySelector(`[id="${id}"]`)).not.toBeNull();
  }
  return root;
}

export function byteSize(svg: string): number {
  return new TextEncoder().encode(svg).length;
}
