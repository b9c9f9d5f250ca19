import { DEFAULT_ORDER_ENDPOINT, readRuntimeConfig } from './runtime-config';

describe('reading /runtime-config.json', () => {
  it('reads the remotes and the order endpoint as written', () => {
    expect(readRuntimeConfig({ remotes: { catalog: 'http://localhost:3001/mf-manifest.json' }, orderEndpoint: 'https://orders.example/api/orders' })).toEqual({
      remotes: { catalog: 'http://localhost:3001/mf-manifest.json' },
      orderEndpoint: 'https://orders.example/api/orders',
    });
  });

  it('leaves out a remote with no usable address and falls back to the default order endpoint', () => {
    expect(readRuntimeConfig({ remotes: { catalog: '', nopf: 42, content: 'http://c/mf-manifest.json' }, orderEndpoint: '  ' })).toEqual({
      remotes: { content: 'http://c/mf-manifest.json' },
      orderEndpoint: DEFAULT_ORDER_ENDPOINT,
    });
  });

  it('says what is wrong with a file that is not a runtime config', () => {
    expect(() => readRuntimeConfig('<html>')).toThrow('runtime-config.json is not an object');
    expect(() => readRuntimeConfig({ orderEndpoint: '/api/orders' })).toThrow('runtime-config.json has no "remotes"');
  });
});
