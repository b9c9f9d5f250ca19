import { isRemoteName, parseRuntimeConfig } from './runtime-config';
import { PAGE_REMOTES as OFFICE_PAGE_REMOTES } from './office-page-remotes';

describe('parseRuntimeConfig', () => {
  const remotes = { catalog: 'a', checkout: 'b', content: 'c', nopf: 'd' };

  it('accepts a config with every remote of a shopper\'s page', () => {
    expect(parseRuntimeConfig({ remotes, orderEndpoint: '/api/orders' })).toEqual({ remotes, orderEndpoint: '/api/orders' });
  });

  it('names what is missing in a broken config', () => {
    expect(() => parseRuntimeConfig(null)).toThrow('not an object');
    expect(() => parseRuntimeConfig({})).toThrow('no "remotes"');
    expect(() => parseRuntimeConfig({ remotes: { ...remotes, nopf: 3 } })).toThrow('remote "nopf"');
  });

  it("keeps a shopper's page from knowing the back office: its address is neither read nor loadable there", () => {
    const config = parseRuntimeConfig({ remotes: { ...remotes, office: 'https://office.example/mf-manifest.json' }, orderEndpoint: '/api/orders' });
    expect(Object.keys(config.remotes)).toEqual(['catalog', 'checkout', 'content', 'nopf']);
    expect(isRemoteName('office')).toBe(false);
    expect(isRemoteName('catalog')).toBe(true);
    // The office's page (its own build) registers the office alone.
    expect(OFFICE_PAGE_REMOTES).toEqual(['office']);
  });
});
