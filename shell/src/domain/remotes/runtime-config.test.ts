import { parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  const remotes = { catalog: 'a', checkout: 'b', content: 'c', nopf: 'd' };

  it('accepts a config with every remote', () => {
    expect(parseRuntimeConfig({ remotes, orderEndpoint: '/api/orders' })).toEqual({ remotes, orderEndpoint: '/api/orders' });
  });

  it('names what is missing in a broken config', () => {
    expect(() => parseRuntimeConfig(null)).toThrow('not an object');
    expect(() => parseRuntimeConfig({})).toThrow('no "remotes"');
    expect(() => parseRuntimeConfig({ remotes: { ...remotes, nopf: 3 } })).toThrow('remote "nopf"');
  });
});
