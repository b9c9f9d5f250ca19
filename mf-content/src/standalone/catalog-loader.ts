import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { provideFederatedModuleLoader } from '@mimea/shared';

/**
 * Alone, this app is its own host: it registers the catalog remote named in this server's
 * /runtime-config.json (the catalog's dev server, or CATALOG_URL) and loads its modules itself.
 * Inside the shop, the shell provides the loader instead.
 */
export function provideStandaloneCatalog(): void {
  let registered: Promise<void> | null = null;
  const register = async () => {
    const response = await fetch('/runtime-config.json');
    if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
    const config = (await response.json()) as { remotes?: { catalog?: unknown } };
    const entry = config.remotes?.catalog;
    if (typeof entry !== 'string') throw new Error('runtime-config.json names no catalog remote');
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
