import { CACHE_NAME } from '../offline/cache-rules';
import { EMPTY_CACHE_REPORT, inspectShopCache } from './cache-inspection';

/** A cache storage holding one cache of URL → body, as the worker would have filled it. */
function storageWith(name: string, bodies: Record<string, string>) {
  const opened: string[] = [];
  const cache = {
    keys: async () => Object.keys(bodies).map((url) => ({ url })),
    match: async (request: { url: string }) => {
      const body = bodies[request.url];
      return body === undefined ? undefined : { blob: async () => new Blob([body]) };
    },
  };
  return {
    opened,
    has: async (cacheName: string) => cacheName === name,
    open: async (cacheName: string) => {
      opened.push(cacheName);
      return cache as unknown as Cache;
    },
  };
}

describe('inspectShopCache', () => {
  it('lists every cached URL with the size of its body, and the total', async () => {
    const storage = storageWith(CACHE_NAME, {
      'http://localhost:3001/remoteEntry.js': 'x'.repeat(1500),
      'http://localhost:3001/uploads/products/olive-soap-1.svg': '<svg/>',
    });
    await expect(inspectShopCache(storage)).resolves.toEqual({
      items: [
        { url: 'http://localhost:3001/remoteEntry.js', size: 1500 },
        { url: 'http://localhost:3001/uploads/products/olive-soap-1.svg', size: 6 },
      ],
      totalBytes: 1506,
    });
    expect(storage.opened).toEqual([CACHE_NAME]);
  });

  it('is empty where the browser has no cache storage', async () => {
    await expect(inspectShopCache(undefined)).resolves.toEqual(EMPTY_CACHE_REPORT);
  });

  it('is empty when the shop has no cache yet, without creating one', async () => {
    const storage = storageWith('some-other-cache', { 'http://localhost:3000/x.js': 'x' });
    await expect(inspectShopCache(storage)).resolves.toEqual({ items: [], totalBytes: 0 });
    expect(storage.opened).toEqual([]);
  });

  it('counts an entry that vanished while reading as empty', async () => {
    const storage = storageWith(CACHE_NAME, { 'http://localhost:3000/a.js': 'abc' });
    const cache = await storage.open(CACHE_NAME);
    jest.spyOn(cache, 'match').mockResolvedValue(undefined);
    storage.open = async () => cache;
    await expect(inspectShopCache(storage)).resolves.toEqual({ items: [{ url: 'http://localhost:3000/a.js', size: 0 }], totalBytes: 0 });
  });

  it('fails when the cache cannot be read', async () => {
    const storage = { has: async () => true, open: () => Promise.reject(new Error('SecurityError')) };
    await expect(inspectShopCache(storage)).rejects.toThrow('SecurityError');
  });
});
