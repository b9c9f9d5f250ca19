import type { RuntimeConfig } from '../remotes/runtime-config';
import { LOCAL_RUNTIME_CONFIG as local } from '../../test/setup-runtime-config';
import { cacheStrategyLabel, NOT_HANDLED_LABEL, testedResources } from './tested-resources';

describe('testedResources', () => {
  it('lists the shop\'s real files from the runtime config, with the worker\'s strategy for each, the back office\'s none', () => {
    expect(testedResources(local, 'http://localhost:3000').map(({ url, type, expectedCacheStrategy }) => [url, type, expectedCacheStrategy])).toEqual([
      ['http://localhost:3000/runtime-config.json', 'Runtime config', 'network-first'],
      ['http://localhost:3000/manifest.webmanifest', 'Web app manifest', 'network-first'],
      ['http://localhost:3001/mf-manifest.json', 'Manifest', 'network-first'],
      ['http://localhost:3001/remoteEntry.js', 'Remote entry', 'network-first'],
      ['http://localhost:3002/mf-manifest.json', 'Manifest', 'network-first'],
      ['http://localhost:3002/remoteEntry.js', 'Remote entry', 'network-first'],
      ['http://localhost:3003/mf-manifest.json', 'Manifest', 'network-first'],
      ['http://localhost:3003/remoteEntry.js', 'Remote entry', 'network-first'],
      ['http://localhost:3004/mf-manifest.json', 'Manifest', 'network-first'],
      ['http://localhost:3004/remoteEntry.js', 'Remote entry', 'network-first'],
      ['http://localhost:3001/catalogue/pages.json', 'Catalogue data', 'network-first'],
      ['http://localhost:3000/icons/icon-192.png', 'Image', 'cache-first'],
      ['http://localhost:3001/uploads/products/olive-soap-1.svg', 'Image', 'cache-first'],
      ['http://localhost:3003/art/blog/supporting-your-immunity-through-the-rainy-season.svg', 'Image', 'cache-first'],
      ['http://localhost:3000/api/healthz', 'Order service health', 'network-only'],
    ]);
  });

  it('follows a deployment\'s addresses, including remotes served from a folder', () => {
    const deployed: RuntimeConfig = {
      remotes: {
        catalog: 'https://catalog.mimea.example/mf-manifest.json',
        checkout: 'https://cdn.mimea.example/checkout/mf-manifest.json',
        content: 'https://content.mimea.example/mf-manifest.json',
        nopf: 'https://nopf.mimea.example/mf-manifest.json',
        office: 'https://office.mimea.example/mf-manifest.json',
      },
      orderEndpoint: '/api/orders',
    };
    const urls = testedResources(deployed, 'https://shop.mimea.example').map((resource) => resource.url);
    expect(urls).toContain('https://shop.mimea.example/runtime-config.json');
    expect(urls).toContain('https://cdn.mimea.example/checkout/remoteEntry.js');
    expect(urls).toContain('https://catalog.mimea.example/catalogue/pages.json');
    expect(urls).toContain('https://catalog.mimea.example/uploads/products/olive-soap-1.svg');
    expect(urls).toContain('https://content.mimea.example/art/blog/supporting-your-immunity-through-the-rainy-season.svg');
    expect(urls).toContain('https://shop.mimea.example/api/healthz');
    expect(urls.some((url) => url.includes('localhost'))).toBe(false);
    // The diagnostic page is a shopper's: it fetches nothing of the back office.
    expect(urls.some((url) => url.includes('office'))).toBe(false);
  });

  it('asks an order service on another origin for its health there, which the worker leaves alone', () => {
    const health = testedResources({ ...local, orderEndpoint: 'https://orders.mimea.example/api/orders' }, 'http://localhost:3000').at(-1);
    expect(health).toEqual({ url: 'https://orders.mimea.example/api/healthz', type: 'Order service health', expectedCacheStrategy: null });
    expect(cacheStrategyLabel(health?.expectedCacheStrategy ?? null)).toBe(NOT_HANDLED_LABEL);
  });

  it('names each strategy in the words of the worker\'s rules', () => {
    expect(cacheStrategyLabel('network-first')).toBe('Network first (3 s timeout), cache as fallback');
    expect(cacheStrategyLabel('cache-first')).toBe('Cache first, with expiry');
    expect(cacheStrategyLabel('network-only')).toBe('Network only, never cached');
    expect(cacheStrategyLabel(null)).toBe('Not handled by the worker');
  });
});
