import { sanitizeArticleHtml } from './sanitize-html';

declare global {
  interface Window {
    ranByAttacker?: string;
  }
}

afterEach(() => {
  delete window.ranByAttacker;
  document.body.innerHTML = '';
});

/** Puts sanitised HTML into the page, as the post page does, and pokes at it. */
function mount(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeArticleHtml(html);
  document.body.append(holder);
  return holder;
}

describe('article HTML sanitising', () => {
  it('keeps the markup articles use', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <em>soft</em> words, <a href="/contact">contact us</a>.</p><ul><li>one</li></ul><blockquote>Said</blockquote>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('drops scripts, so they never run', async () => {
    const holder = mount('<p>Hello</p><script>window.ranByAttacker = "script"</script>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(holder.innerHTML).toBe('<p>Hello</p>');
    expect(window.ranByAttacker).toBeUndefined();
  });

  it('drops event handlers, so clicking or a broken image runs nothing', async () => {
    const holder = mount('<p onclick="window.ranByAttacker = \'click\'">Tap</p><img src="x" onerror="window.ranByAttacker = \'error\'"><svg onload="window.ranByAttacker = \'svg\'"></svg>');
    holder.querySelector('p')?.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.ranByAttacker).toBeUndefined();
    expect(holder.innerHTML).toBe('<p>Tap</p>');
  });

  it('removes javascript: links, styles and frames', () => {
    const holder = mount('<a href="javascript:window.ranByAttacker=1">x</a><p style="position:fixed">y</p><iframe src="https://example.com"></iframe>');
    holder.querySelector('a')?.click();
    expect(window.ranByAttacker).toBeUndefined();
    expect(holder.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(holder.querySelector('p')?.hasAttribute('style')).toBe(false);
    expect(holder.querySelector('iframe')).toBeNull();
  });
});
