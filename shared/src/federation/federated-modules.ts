// How one remote uses another's exposed module (mf-content showing `catalog/ProductGrid`).
// The page's host owns the federation runtime and the remotes' addresses (the shell reads them
// from /runtime-config.json, with its timeouts and its recovery after a failure), so the host
// provides the loader here and a remote asks for modules by name, never by URL or path.
// @mimea/shared is a federated singleton, so the loader the shell provides is the one every
// remote sees.

/** Loads `<remote>/<module>`, e.g. ('catalog', 'ProductGrid'); rejects when it cannot. */
export type FederatedModuleLoader = (remote: string, module: string) => Promise<unknown>;

let provided: FederatedModuleLoader | null = null;

/** Called once by the page's host (the shell, or a remote's standalone harness) before rendering. */
export function provideFederatedModuleLoader(loader: FederatedModuleLoader | null): void {
  provided = loader;
}

/**
 * One exposed module of another remote. `T` is the consumer's hand-written declaration of the
 * module (docs/architecture.md, section 2.8: types across the border). Rejects when no host
 * provided a loader.
 */
export async function loadFederatedModule<T>(remote: string, module: string): Promise<T> {
  if (!provided) throw new Error(`No federated module loader was provided, so ${remote}/${module} cannot be loaded`);
  return (await provided(remote, module)) as T;
}
