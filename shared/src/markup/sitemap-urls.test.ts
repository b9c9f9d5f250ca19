import { sitemapUrls } from './sitemap-urls';

describe('sitemapUrls', () => {
  it('lists indexable pages with absolute, escaped URLs, weekly, with their priority', () => {
    const urls = sitemapUrls(
      [
        { path: '/', title: 'Home', description: 'd', priority: 1 },
        { path: '/shop', title: 'Shop', description: 'd', priority: 0.9 },
        { path: '/blog/tea&honey', title: 'Tea', description: 'd', priority: 0.6 },
        { path: '/cart', title: 'Cart', description: 'd', priority: 0.1, noindex: true },
      ],
      'https://shop.example',
    );
    expect(urls).toContain('<loc>https://shop.example/</loc>');
    expect(urls).toContain('<loc>https://shop.example/shop</loc>\n    <changefreq>weekly</changefreq>\n    <priority>0.9</priority>');
    expect(urls).toContain('<priority>1.0</priority>');
    expect(urls).toContain('<loc>https://shop.example/blog/tea&amp;honey</loc>');
    expect(urls).not.toContain('/cart');
  });

  it('is empty for no indexable page', () => {
    expect(sitemapUrls([], 'https://shop.example')).toBe('');
  });
});
