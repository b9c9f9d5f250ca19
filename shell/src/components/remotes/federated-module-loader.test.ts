import { loadFederatedModule, provideFederatedModuleLoader } from '@mimea/shared';
import { provideRemoteModulesToRemotes } from './federated-module-loader';
import { resetRemoteModules, setRemoteModule } from '../../test/federation-runtime';
import { serveRuntimeConfig } from '../../test/setup-runtime-config';

beforeEach(() => {
  resetRemoteModules();
  serveRuntimeConfig();
  provideRemoteModulesToRemotes();
});
afterAll(() => provideFederatedModuleLoader(null));

describe('remotes loading each other through the shell', () => {
  it('gives a remote the exposed module of another remote by name', async () => {
    const catalogue = { all: async () => [] };
    setRemoteModule('catalog/catalogue', async () => ({ catalogue }) as never);
    await expect(loadFederatedModule<{ catalogue: unknown }>('catalog', 'catalogue')).resolves.toEqual({ catalogue });
  });

  it('reports a remote that cannot be loaded, and loads it on the next attempt once it is back', async () => {
    setRemoteModule('catalog/ProductGrid', async () => {
      throw new Error('catalog is down');
    });
    await expect(loadFederatedModule('catalog', 'ProductGrid')).rejects.toThrow(/Could not load catalog\/ProductGrid/);
    const grid = () => null;
    setRemoteModule('catalog/ProductGrid', async () => ({ default: grid }));
    await expect(loadFederatedModule('catalog', 'ProductGrid')).resolves.toEqual({ default: grid });
  });

  it("refuses the back office on a shopper's page: only the office's own page loads it", async () => {
    setRemoteModule('office/OfficeApp', async () => ({ default: () => null }));
    await expect(loadFederatedModule('office', 'OfficeApp')).rejects.toThrow('There is no remote called office');
  });

  it('refuses a remote the shell does not know', async () => {
    await expect(loadFederatedModule('payments', 'Anything')).rejects.toThrow('There is no remote called payments');
  });
});
