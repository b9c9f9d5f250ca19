import { provideFederatedModuleLoader } from '@mimea/shared';
import { loadRemoteModule } from '../../domain/remotes/remote-registry';
import { isRemoteName } from '../../domain/remotes/runtime-config';

/**
 * Lets remotes load each other's exposed modules (mf-content showing `catalog/ProductGrid`)
 * through the shell's registry: the addresses of /runtime-config.json, the same timeout, and the
 * same recovery after a failure, so a Retry inside a remote works like the shell's own.
 */
export function provideRemoteModulesToRemotes(): void {
  provideFederatedModuleLoader((remote, module) =>
    isRemoteName(remote) ? loadRemoteModule(remote, module) : Promise.reject(new Error(`There is no remote called ${remote}`)),
  );
}
