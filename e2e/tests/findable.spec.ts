import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openShop } from '../support/stack';
import { SHOP, SITE } from '../support/origins';

const SITEMAP_SCHEMA = path.join(__dirname, '..', 'schemas', 'sitemap-0.9.xsd');
const BLOG_POST = {
  id: 'supporting-your-immunity-through-the-rainy-season',
  title: 'Supporting Your Immunity Through the Rainy Season',
  excerpt: 'The short rains bring cold mornings, wet commutes and crowded offices.',
};

type JsonLd = Record<string, unknown>;

/** The <head> facts a link preview reads from the HTML, without running any script (its addresses on SITE, as built). */
async function servedHead(request: APIRequestContext, pagePath: string) {
  const response = await request.get(pagePath);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&'),
    description: attribute(/<meta name="?description"? content="([^"]*)"/),
    ogTitle: attribute(/<meta property="?og:title"? content="([^"]*)"/),
    ogDescription: attribute(/<meta property="?og:description"? content="([^"]*)"/),
    ogImage: attribute(/<meta property="?og:image"? content="?([^" >]*)"?/),
    canonical: attribute(/<link rel="?canonical"? href="?([^" >]*)"?/),
    jsonLd: [...html.matchAll(/<script type="?application\/ld\+json"?>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}') as JsonLd),
  };
}

/** The structured data on the live page, after the page's own code has run. */
function pageJsonLd(page: Page): Promise<JsonLd[]> {
  return page.evaluate(() => Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? '{}') as JsonLd));
}

test.describe('findable: sitemap, robots and page metadata', () => {
  test("unknown pages and products answer 404 with the shop's not-found page; real ones 200", async ({ request, page }) => {
    for (const unknown of ['/no-such-page', '/product/no-such-product', '/blog/no-such-article', '/shop/no-such-category']) {
      const response = await request.get(unknown);
      expect(response.status(), unknown).toBe(404);
      // The app page: the shop renders its not-found page in its chrome.
      expect(await response.text()).toMatch(/<div id="?root"?>/);
    }
    for (const known of ['/', '/product/olive-soap', '/shop/skincare', '/cart', '/checkout', '/account', '/order-confirmation/ORDER1764000000000123']) {
      expect((await request.get(known)).status(), known).toBe(200);
    }
    const slash = await request.get('/shop/skincare/?search=soap', { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers().location).toBe('/shop/skincare?search=soap');

    const response = await page.goto('/product/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  });

  test('/sitemap.xml is a real XML file, valid against the sitemaps.org schema, listing every page', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();

    const lint = spawnSync('xmllint', ['--noout', '--schema', SITEMAP_SCHEMA, '-'], { input: xml, encoding: 'utf8' });
    expect(lint.error, 'xmllint is installed (Debian: libxml2-utils)').toBeUndefined();
    expect(lint.stderr).toContain('- validates');
    expect(lint.status).toBe(0);

    const entries = new Map(
      [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<changefreq>([^<]+)<\/changefreq>\s*<priority>([^<]+)<\/priority>\s*<\/url>/g)].map((match) => [
        match[1] ?? '',
        { changefreq: match[2], priority: Number(match[3]) },
      ]),
    );
    // The spec's five pages, in its priorities.
    for (const [pagePath, priority] of [['/', 1], ['/shop', 0.9], ['/about', 0.8], ['/contact', 0.8], ['/blog', 0.7]] as const) {
      expect(entries.get(`${SITE}${pagePath}`), pagePath).toEqual({ changefreq: 'weekly', priority });
    }
    // Every product the catalogue shows, at 0.8, read from the catalogue API (which the catalog's
    // part of the sitemap follows).
    const catalogue = (await (await request.get('/api/catalogue/products')).json()) as { products: { id: string }[] };
    const productIds = catalogue.products.map((product) => product.id);
    expect(productIds.length).toBeGreaterThan(20);
    for (const id of productIds) expect(entries.get(`${SITE}/product/${id}`), id).toEqual({ changefreq: 'weekly', priority: 0.8 });
    // The blog, the packages and the content pages too; never the cart or the checkout.
    for (const pagePath of [`/blog/${BLOG_POST.id}`, '/packages', '/packages/DiabetesCare', '/KidsCare', '/nopf', '/privacy-policy']) {
      expect(entries.has(`${SITE}${pagePath}`), pagePath).toBe(true);
    }
    expect([...entries.keys()].some((url) => /\/(cart|checkout)$/.test(url))).toBe(false);
    expect([...entries.values()].every((entry) => entry.changefreq === 'weekly')).toBe(true);
  });

  test('/robots.txt is a real text file that lets crawlers in and points to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const robots = await response.text();
    expect(robots).not.toContain('<html');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap.xml$`, 'm'));
  });

  test('a product page serves its name, price and description to link previews, with Product structured data', async ({ request, page }) => {
    const head = await servedHead(request, '/product/olive-soap');
    expect(head.title).toMatch(/^Olive Soap.*KES [\d,]+.*\| Mimea Naturals$/);
    expect(head.ogTitle).toBe(head.title);
    expect(head.description?.length).toBeGreaterThan(20);
    expect(head.ogDescription).toBe(head.description);
    expect(head.canonical).toBe(`${SITE}/product/olive-soap`);
    expect(head.ogImage).toBe(`${SITE}/icons/share-card.png`);
    const product = head.jsonLd.find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({ name: 'Olive Soap', url: `${SITE}/product/olive-soap`, offers: { '@type': 'Offer', priceCurrency: 'KES' } });
    expect(product?.aggregateRating).toMatchObject({ '@type': 'AggregateRating' });

    // The picture is a real PNG of the size the tags announce.
    const card = await request.get('/icons/share-card.png');
    expect(card.headers()['content-type']).toBe('image/png');

    // In the browser the page keeps the same title and structured data.
    await openShop(page, '/product/olive-soap');
    await expect(page).toHaveTitle(head.title ?? '');
    expect((await pageJsonLd(page)).find((data) => data['@type'] === 'Product')).toMatchObject({ offers: { priceCurrency: 'KES' } });
  });

  test('the home page names the shop with its contacts as an Organization', async ({ request, page }) => {
    const head = await servedHead(request, '/');
    expect(head.title).toContain('Mimea Naturals');
    expect(head.canonical).toBe(`${SITE}/`);
    const organization = head.jsonLd.find((data) => data['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: 'Mimea Naturals', telephone: '+254720123456', email: 'info@mimeanaturals.co.ke', url: `${SITE}/` });

    await openShop(page, '/');
    expect((await pageJsonLd(page)).some((data) => data['@type'] === 'Organization')).toBe(true);
  });

  test("a blog post's preview is its title and excerpt", async ({ request, page }) => {
    const head = await servedHead(request, `/blog/${BLOG_POST.id}`);
    expect(head.title).toBe(`${BLOG_POST.title} | Mimea Naturals`);
    expect(head.description).toContain(BLOG_POST.excerpt);
    await openShop(page, `/blog/${BLOG_POST.id}`);
    await expect(page).toHaveTitle(`${BLOG_POST.title} | Mimea Naturals`);
  });

  test('every kind of page sets its own title and description as the shopper moves around', async ({ page }) => {
    const seen = new Map<string, { title: string; description: string | null }>();
    for (const pagePath of ['/', '/shop', '/product/olive-soap', '/about', '/contact', '/blog', '/packages/DiabetesCare', '/nopf', '/cart', '/checkout', '/no/such/page']) {
      await openShop(page, pagePath);
      // The page has applied its own metadata once its canonical address is there (the app page
      // that cart, checkout and unknown paths are served starts with the shop's defaults).
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SHOP}${pagePath}`);
      await expect(page).toHaveTitle(/Mimea Naturals/);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, pagePath).toBeGreaterThan(10);
      seen.set(pagePath, { title, description });
    }
    // Each title is the page's own.
    expect(new Set([...seen.values()].map((meta) => meta.title)).size).toBe(seen.size);
    // Pages that are not for search results say so.
    for (const pagePath of ['/cart', '/no/such/page']) {
      await openShop(page, pagePath);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
    // A move inside the app (no page load) changes them too.
    await openShop(page, '/shop/skincare');
    await page.getByRole('link', { name: 'Olive Soap' }).first().click();
    await expect(page).toHaveTitle(seen.get('/product/olive-soap')?.title ?? '');
  });

  test('the page can be added to a home screen: language, theme colour and a web app manifest with icons', async ({ request, page }) => {
    await openShop(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1E5B2E');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(href ?? '')).json()) as { icons: { src: string; sizes: string; type: string }[]; start_url: string; display: string };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toBe(icon.type);
    }
  });
});
