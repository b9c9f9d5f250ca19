import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRuntimeConfig, provideFederatedModuleLoader } from '@mimea/shared';

/**
 * Alone, this app is its own host: it registers the catalog remote named in this server's
 * /runtime-config.json (the catalog's dev server, or CATALOG_URL) and loads its modules itself.
 * Inside the shop, the shell provides the loader instead.
 */
export function provideStandaloneCatalog(): void {
  let registered: Promise<void> | null = null;
  const register = async () => {
    const entry = (await fetchRuntimeConfig()).remotes.catalog;
    if (entry === undefined) throw new Error('runtime-config.json names no catalog remote');
    registerRemotes([{ name: 'catalog', entry }]);
  };
  provideFederatedModuleLoader(async (remote, module) => {
    registered ??= register().catch((error: unknown) => {
      registered = null;
      throw error;
    });
    await registered;
    const exports = await loadRemote(`${remote}/${module}`);
    if (exports === null || exports === undefined) throw new Error(`${remote}/${module} could not be loaded`);
    return exports;
  });
}
