import { cacheStrategyFor } from './cache-rules';

const SHOP = 'https://shop.example';
const strategy = (url: string) => cacheStrategyFor(new URL(url), SHOP);

describe("the service worker's cache rules", () => {
  test('files a deployment replaces in place are asked from the network first, on any origin', () => {
    expect(strategy('https://catalog.example/remoteEntry.js')).toBe('network-first');
    expect(strategy('https://catalog.example/mf-manifest.json')).toBe('network-first');
    expect(strategy(`${SHOP}/runtime-config.json`)).toBe('network-first');
    expect(strategy(`${SHOP}/main.js`)).toBe('network-first');
    expect(strategy('https://catalog.example/catalogue/prices.json')).toBe('network-first');
    expect(strategy('https://content.example/content/pages.json')).toBe('network-first');
  });

  test('content-hashed chunks and pictures come from the cache', () => {
    expect(strategy('https://catalog.example/chunks/304.3b4248e1f5.js')).toBe('cache-first');
    expect(strategy('https://catalog.example/uploads/products/olive-soap-1.svg')).toBe('cache-first');
    expect(strategy(`${SHOP}/icons/icon-192.png`)).toBe('cache-first');
  });

  test("the order service is never cached, and what the rules do not name is left to the browser", () => {
    expect(strategy(`${SHOP}/api/healthz`)).toBe('network-only');
    expect(strategy(`${SHOP}/api/orders`)).toBe('network-only');
    expect(strategy(`${SHOP}/sitemap.xml`)).toBeNull();
    expect(strategy('chrome-extension://abc/x.js')).toBeNull();
  });
});
