/** @jest-environment node */
import { pageListFiles, parsePublishedPages } from './published-pages';
import { routePageFile, routePageHtml } from './route-pages';
import { siteOrigin } from './site-origin';
import { robotsTxt, sitemapXml } from './sitemap';
import { iconFiles } from './icons';
import { webManifest } from './web-manifest';

const APP_PAGE = '<!doctype html><html lang="en"><head><!--page-meta--><title>Shop</title><!--/page-meta--><script defer src="/main.js"></script></head><body></body></html>';

describe("the shell's build-time files", () => {
  test('the site origin comes from SITE_ORIGIN, defaults to npm start, and must be a bare origin', () => {
    expect(siteOrigin({})).toBe('http://localhost:3000');
    expect(siteOrigin({ SITE_ORIGIN: 'https://shop.example/' })).toBe('https://shop.example');
    expect(() => siteOrigin({ SITE_ORIGIN: 'https://shop.example/ke' })).toThrow(/without a path/);
    expect(() => siteOrigin({ SITE_ORIGIN: 'ftp://shop.example' })).toThrow();
    expect(() => siteOrigin({ SITE_ORIGIN: 'not a url' })).toThrow(/not a URL/);
  });

  test("the sitemap holds each remote's pages as the build knew them, inside the directive that includes its current ones", () => {
    const xml = sitemapXml(
      [
        { remote: 'catalog', pages: [{ path: '/shop', title: 'Shop', description: 'd', priority: 0.9 }] },
        { remote: 'nopf', pages: [{ path: '/nopf', title: 'NOPF', description: 'd', priority: 0.8 }] },
      ],
      'https://shop.example',
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/);
    expect(xml).toContain(
      '<!--# block name="sitemap_catalog" -->  <url>\n    <loc>https://shop.example/shop</loc>\n    <changefreq>weekly</changefreq>\n    <priority>0.9</priority>\n  </url>\n<!--# endblock --><!--# include virtual="/_sitemaps/catalog" stub="sitemap_catalog" -->',
    );
    expect(xml).toContain('<!--# include virtual="/_sitemaps/nopf" stub="sitemap_nopf" -->');
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });

  test('robots.txt lets crawlers in and names the sitemap', () => {
    const robots = robotsTxt('https://shop.example');
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  test('the back office is in no sitemap and out of bounds for crawlers', () => {
    // A prefix: /office, every page under it and its page's code (/office/main.js).
    expect(robotsTxt('https://shop.example').split('\n')).toContain('Disallow: /office');
    // The sitemap is the lists of the remotes that publish pages (the checkout's /checkout is
    // noindex, out of it): the office publishes none.
    expect(pageListFiles().map((list) => list.remote)).toEqual(['catalog', 'checkout', 'content', 'nopf']);
    // Nor may a remote publish a page there.
    const office = { pages: [{ path: '/office/orders', title: 'Orders', description: 'All orders.', priority: 0.1 }] };
    expect(() => parsePublishedPages(office, 'catalog')).toThrow(/under \/office, the back office's/);
    expect(() => parsePublishedPages({ pages: [{ ...office.pages[0], path: '/Office' }] }, 'catalog')).toThrow(/back office/);
    expect(parsePublishedPages({ pages: [{ ...office.pages[0], path: '/officers-tea' }] }, 'catalog')).toHaveLength(1);
  });

  test("a remote's page list is checked, not trusted", () => {
    const good = { pages: [{ path: '/product/olive-soap', title: 'Olive Soap', description: 'Soap.', priority: 0.8, type: 'product' }] };
    expect(parsePublishedPages(good, 'catalog')).toEqual(good.pages);
    expect(() => parsePublishedPages({}, 'catalog')).toThrow(/expected/);
    expect(() => parsePublishedPages({ pages: [{ ...good.pages[0], path: '/../etc/passwd' }] }, 'catalog')).toThrow(/bad path/);
    expect(() => parsePublishedPages({ pages: [{ ...good.pages[0], title: ' ' }] }, 'catalog')).toThrow(/no title/);
    expect(() => parsePublishedPages({ pages: [{ ...good.pages[0], priority: 2 }] }, 'catalog')).toThrow(/priority/);
  });

  test("each route's page carries its metadata in place of the app page's, escaped", () => {
    expect(routePageFile('/')).toBe('_pages/index.html');
    expect(routePageFile('/product/olive-soap')).toBe('_pages/product/olive-soap.html');
    const html = routePageHtml(APP_PAGE, { path: '/product/x', title: 'A <b> & "c"', description: 'Cheap & good', jsonLd: [{ '@type': 'Product', url: '/product/x' }] }, 'https://shop.example');
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(html).not.toContain('<title>Shop</title>');
    expect(html).toContain('<meta name="description" content="Cheap &amp; good" />');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/product/x" />');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Product","url":"https://shop.example/product/x"}</script>');
    expect(html).toContain('<script defer src="/main.js"></script>');
    expect(() => routePageHtml('<html></html>', { path: '/', title: 't', description: 'd' }, 'https://shop.example')).toThrow(/page-meta/);
  });

  test('the home-screen icons are PNGs of the sizes the web app manifest names', () => {
    const files = new Map(iconFiles().map((file) => [file.path, file.content]));
    const manifest = JSON.parse(webManifest()) as { icons: { src: string; sizes: string; type: string; purpose: string }[]; start_url: string; display: string };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
      const png = files.get(icon.src);
      expect(Buffer.isBuffer(png)).toBe(true);
      const data = png as Buffer;
      expect(data.subarray(1, 4).toString()).toBe('PNG');
      // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
      expect(`${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    const card = files.get('/icons/share-card.png') as Buffer;
    expect(`${card.readUInt32BE(16)}x${card.readUInt32BE(20)}`).toBe('1200x630');
  });
});
