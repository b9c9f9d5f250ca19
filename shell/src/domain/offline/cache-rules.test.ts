import { isAppOnlyRoute } from '../../../../config/app-only-routes.cjs';
import { CACHE_EXPIRY, cacheStrategyFor, keptByTheseRules, pageStrategyFor } from './cache-rules';

const SHOP = 'https://shop.example';
const strategy = (url: string) => cacheStrategyFor(new URL(url), SHOP);

describe("the service worker's cache rules", () => {
  test('files a deployment replaces in place are asked from the network first, on any origin', () => {
    expect(strategy('https://catalog.example/remoteEntry.js')).toBe('network-first');
    expect(strategy('https://catalog.example/mf-manifest.json')).toBe('network-first');
    expect(strategy(`${SHOP}/runtime-config.json`)).toBe('network-first');
    expect(strategy(`${SHOP}/main.js`)).toBe('network-first');
    expect(strategy('https://catalog.example/catalogue/pages.json')).toBe('network-first');
    expect(strategy('https://content.example/content/pages.json')).toBe('network-first');
  });

  test('content-hashed chunks and pictures come from the cache', () => {
    expect(strategy('https://catalog.example/chunks/304.3b4248e1f5.js')).toBe('cache-first');
    expect(strategy('https://catalog.example/uploads/products/olive-soap-1.svg')).toBe('cache-first');
    expect(strategy(`${SHOP}/icons/icon-192.png`)).toBe('cache-first');
  });

  test("the catalogue's pictures as the pages draw them, WebP at each width, are kept like their SVGs", () => {
    for (const picture of ['products/olive-soap-1-320.webp', 'products/olive-soap-1-600.webp', 'hero/heart-care-720.webp', 'packages/HeartCare.avif']) {
      const url = `https://catalog.example/uploads/${picture}`;
      expect({ url, strategy: strategy(url), kept: keptByTheseRules(new URL(url), SHOP) }).toEqual({ url, strategy: 'cache-first', kept: true });
    }
  });

  test("the order service is never cached, and what the rules do not name is left to the browser", () => {
    expect(strategy(`${SHOP}/api/healthz`)).toBe('network-only');
    expect(strategy(`${SHOP}/api/orders`)).toBe('network-only');
    expect(strategy(`${SHOP}/sitemap.xml`)).toBeNull();
    expect(strategy('chrome-extension://abc/x.js')).toBeNull();
  });

  test("the catalogue API's answers (prices, stock, revision, photos) are never served from the worker's cache", () => {
    // The shop follows the catalogue within 60 s (issue 55): the worker keeps none of it, so none
    // is ever older than the API's own Cache-Control (max-age=10) makes it.
    for (const path of ['/api/catalogue/products', '/api/catalogue/products/olive-soap', '/api/catalogue/revision', '/api/catalogue/photos/0a1b2c3d4e5f.webp']) {
      const url = new URL(path, SHOP);
      expect({ path, strategy: cacheStrategyFor(url, SHOP), kept: keptByTheseRules(url, SHOP), page: pageStrategyFor(url, SHOP) }).toEqual({ path, strategy: 'network-only', kept: false, page: null });
    }
  });
});

describe('which pages the worker answers, and which it keeps', () => {
  const page = (address: string) => pageStrategyFor(new URL(address, SHOP), SHOP);

  test("the shop's published pages are kept for offline use", () => {
    for (const path of ['/', '/shop', '/shop/supplements/immunity-energy', '/product/olive-soap', '/blog/some-post', '/nopf', '/KidsCare']) {
      expect(page(path)).toBe('network-first');
    }
  });

  test('the order service and addresses that are no page of the shop are left to the browser', () => {
    for (const path of ['/api/healthz', '/api/orders', '/api/orders.csv', '/api/orders?status=new', '/sitemap.xml', '/robots.txt', '/runtime-config.json', '/main.js.map', '/no/such/page']) {
      expect(page(path)).toBeNull();
    }
    expect(pageStrategyFor(new URL('https://catalog.example/shop'), SHOP)).toBeNull();
  });

  test('an address with a query is answered but never kept: one entry per search would pile up', () => {
    expect(page('/shop?search=ginseng%20tea')).toBe('network-only');
    expect(page('/blog?search=immunity')).toBe('network-only');
    expect(page('/product/olive-soap?ref=whatsapp')).toBe('network-only');
  });

  test("the shopper's own pages are answered but never kept, whatever the case or trailing slash", () => {
    for (const path of ['/cart', '/checkout', '/order-confirmation/ORDER-1712345678901-123', '/account', '/service-worker-test', '/Cart/', '/ACCOUNT']) {
      expect(page(path)).toBe('network-only');
    }
  });

  test("the shopper's own pages are config/app-only-routes.cjs's", () => {
    for (const path of ['/cart', '/cart/', '/CART', '/order-confirmation/x', '/order-confirmation/', '/order-confirmation/x/y', '/accounts', '/shop']) {
      expect(page(path) === 'network-only').toBe(isAppOnlyRoute(path));
    }
  });

  test('the back office, /office and everything under it, is never answered nor kept: page, code, any case, any query', () => {
    for (const path of ['/office', '/office/', '/office/sign-in', '/office/orders?tab=ready', '/office/orders/MN-1764000000000-AB12', '/Office/Today', '/office/main.js', '/office/chunks/12.0a1b2c3d4e.js']) {
      expect(page(path)).toBeNull();
      expect(strategy(`${SHOP}${path}`)).toBeNull();
      expect(keptByTheseRules(new URL(path, SHOP), SHOP)).toBe(false);
    }
    // Its calls are the order service's, which no rule keeps either.
    expect(strategy(`${SHOP}/api/office/orders?tab=to-prepare`)).toBe('network-only');
    expect(page('/api/office/orders.csv')).toBeNull();
    // A page whose name only starts like it is another page.
    expect(page('/officer')).toBeNull();
    expect(strategy(`${SHOP}/office-hours.png`)).toBe('cache-first');
  });

  test('a newer worker drops what an older one kept that these rules never keep', () => {
    const kept = (address: string) => keptByTheseRules(new URL(address, SHOP), SHOP);
    expect(kept('/shop')).toBe(true);
    expect(kept('/main.js')).toBe(true);
    expect(kept('https://catalog.example/chunks/304.3b4248e1f5.js')).toBe(true);
    expect(kept('https://catalog.example/remoteEntry.js')).toBe(true);
    for (const address of ['/shop?search=tea', '/cart', '/order-confirmation/ORDER-1', '/api/healthz', '/api/orders.csv', '/sitemap.xml']) {
      expect(kept(address)).toBe(false);
    }
  });
});

describe('how long what the worker keeps stays', () => {
  test('at most 300 entries, none older than 30 days', () => {
    expect(CACHE_EXPIRY).toEqual({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 });
  });
});
