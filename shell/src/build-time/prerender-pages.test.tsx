/**
 * @jest-environment node
 */
// As at build time: no window, so each remote's region is left to the browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prerenderPages, renderPageHtml } from './prerender-pages';

const appPage = (meta: string) => `<!doctype html><html><head>${meta}<meta name="theme-color" content="#2e7d32"></head><body><div id=root></div><script src=/main.js></script></body></html>`;

describe('the HTML each route page arrives with', () => {
  it('carries the chrome a shopper reads and follows before any script runs', () => {
    const { html } = renderPageHtml('/about');
    expect(html).toContain('Skip to content');
    expect(html).toContain('Free Shipping on Orders Over KES 10,000');
    expect(html).toMatch(/<a [^>]*href="\/blog"[^>]*>Blog<\/a>/);
    expect(html).toContain('href="tel:+254720123456"');
    // The footer's links too.
    expect(html).toMatch(/<a [^>]*href="\/privacy-policy"/);
  });

  it('marks a remote’s region for the browser to render, without a hydration error', () => {
    const { html } = renderPageHtml('/product/olive-soap');
    // React renders a `<!--$!-->` boundary in the browser; an empty digest means on purpose.
    expect(html).toContain('<!--$!--><template data-dgst=""></template>');
    expect(html).not.toContain('<!--$!--><template></template>');
  });

  it('carries the shell’s own pages whole, with an empty cart', () => {
    const { html } = renderPageHtml('/account');
    expect(html).toContain('Your account');
    expect(html).not.toContain('<!--$!-->');
    expect(html).toContain('aria-label="Cart, 0 items"');
  });

  it('carries its styles for the <head>, none among the elements: the global sheet, then one of the classes', () => {
    const { html, styleTag } = renderPageHtml('/about');
    expect(html).not.toContain('<style');
    // Both left in place by Emotion in the browser (data-s): the global styles' sheet named as
    // Emotion's <Global> looks for it (it takes it over instead of writing its rules again), then
    // one sheet naming every class it holds.
    expect(styleTag).toMatch(/^<style data-emotion="css-global \w+" data-s="">html\{[^<]+<\/style><style data-emotion="css [\w -]+" data-s="">[^<]+<\/style>$/);
    const [globalSheet, classSheet] = styleTag.split('</style>');
    expect(classSheet).not.toContain('html{');
    expect(globalSheet).toContain('.shop-button');
    const classes = new Set([...html.matchAll(/\b(css-[\w-]+)/g)].map((match) => match[1]!));
    expect(classes.size).toBeGreaterThan(20);
    // `css-0` is Emotion's name for empty styles: it has no rules to carry.
    const unstyled = [...classes].filter((name) => name !== 'css-0' && !styleTag.includes(`.${name}`));
    expect(unstyled).toEqual([]);
  });

  it('fills every route page of a build, and writes the pages of the fixed app-only routes', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
    try {
      fs.writeFileSync(path.join(dist, 'index.html'), appPage('<title>Mimea</title>'));
      fs.mkdirSync(path.join(dist, '_pages/shop'), { recursive: true });
      fs.writeFileSync(path.join(dist, '_pages/index.html'), appPage('<title>Home</title>'));
      fs.writeFileSync(path.join(dist, '_pages/shop/skincare.html'), appPage('<title>Skincare</title>'));
      prerenderPages(dist);
      const skincare = fs.readFileSync(path.join(dist, '_pages/shop/skincare.html'), 'utf8');
      expect(skincare).toContain('<title>Skincare</title>');
      expect(skincare).toMatch(/<div id="root">.*Skip to content/s);
      expect(skincare).toMatch(/<style data-emotion="css [^"]+" data-s="">.*<\/style><\/head>/s);
      expect(fs.readFileSync(path.join(dist, '_pages/cart.html'), 'utf8')).toContain('Skip to content');
      expect(fs.readFileSync(path.join(dist, '_pages/account.html'), 'utf8')).toContain('Your account');
      // The plain app page stays empty: the browser draws the paths it answers.
      expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('<div id=root></div>');
      expect(fs.existsSync(path.join(dist, '_pages/order-confirmation'))).toBe(false);
      // A path without a page gets the not-found page, whole, not to be indexed.
      const notFound = fs.readFileSync(path.join(dist, '_not-found.html'), 'utf8');
      expect(notFound).toContain('<title>Page not found | Mimea Naturals</title><meta name="robots" content="noindex" />');
      expect(notFound).toMatch(/<div id="root">.*Skip to content.*Oops! Page not found/s);
      // Where the remote renders the page, the servers include its <head> part and its HTML
      // (config/fragment-format.cjs); the checkout's pages are drawn in the browser.
      const include = (remote: string, part: string) => `<!--# include virtual="/_fragments/${remote}/${part}\${mimea_page}" stub="${part}" -->`;
      const home = fs.readFileSync(path.join(dist, '_pages/index.html'), 'utf8');
      expect(home).toMatch(/<!--# block name="head" --><title>Home<\/title><!--# endblock -->/);
      expect(home).toContain(include('catalog', 'head'));
      expect(home).toMatch(/<!--# block name="body" --><!--\$!--><template data-dgst=""><\/template>.*?<!--\/\$--><!--# endblock -->/s);
      expect(home).toContain(include('catalog', 'body'));
      expect(fs.readFileSync(path.join(dist, '_routes/blog/_id.html'), 'utf8')).toContain(include('content', 'body'));
      expect(fs.readFileSync(path.join(dist, '_routes/nopf.html'), 'utf8')).toContain(include('nopf', 'head'));
      expect(fs.readFileSync(path.join(dist, '_pages/shop/skincare.html'), 'utf8')).toContain(include('catalog', 'body'));
      for (const page of ['_pages/cart.html', '_routes/cart.html']) {
        expect(fs.readFileSync(path.join(dist, page), 'utf8')).not.toContain('<!--#');
      }
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
