import { regionServerHtml } from './region-server-html';

function main(html: string): HTMLElement {
  const element = document.createElement('main');
  element.innerHTML = html;
  return element;
}

describe('the HTML a region arrived with', () => {
  it('is each top-level element of the boundary, with its inner HTML as it is, and its text', () => {
    expect(regionServerHtml(main('<!--$--><header><h1 class="a">About</h1></header>Text<!-- --> more<section><a href="/x">x</a><!--$--><p>inner</p><!--/$--></section><img src="/y.svg" alt="y"><!--/$-->'))).toEqual([
      { tag: 'header', html: '<h1 class="a">About</h1>' },
      { text: 'Text' },
      { text: ' more' },
      // A boundary inside an element is part of its inner HTML.
      { tag: 'section', html: '<a href="/x">x</a><!--$--><p>inner</p><!--/$-->' },
      { tag: 'img', html: null },
    ]);
  });

  it('is read from the first boundary in the main element, whatever follows it', () => {
    expect(regionServerHtml(main('<!--$--><div>page</div><!--/$--><div>after</div>'))).toEqual([{ tag: 'div', html: 'page' }]);
  });

  it('is none where the region was left to the browser, or has no boundary', () => {
    expect(regionServerHtml(main('<!--$!--><template data-dgst=""></template><div role="status">Loading…</div><!--/$-->'))).toBeNull();
    expect(regionServerHtml(main('<div>no boundary</div>'))).toBeNull();
    expect(regionServerHtml(null)).toBeNull();
  });

  it('is none where a plain copy cannot stand for it: a boundary of its own at the top, or no end', () => {
    expect(regionServerHtml(main('<!--$--><!--$--><div>nested</div><!--/$--><!--/$-->'))).toBeNull();
    expect(regionServerHtml(main('<!--$--><div>cut short</div>'))).toBeNull();
  });
});
