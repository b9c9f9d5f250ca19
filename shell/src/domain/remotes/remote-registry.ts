import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { shopConnectivity } from '../offline/connectivity';
import { createRemoteAttempts } from './remote-attempts';
import { fetchRuntimeConfig } from '@mimea/shared/pure';
import { isRemoteName, parseRuntimeConfig, type RemoteName, type RuntimeConfig } from './runtime-config';
import { stallGuard } from './stall-guard';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

let configPromise: Promise<RuntimeConfig> | null = null;
/** Remotes whose last load failed: the runtime caches that failure until re-registered. */
const failedRemotes = new Set<RemoteName>();
/** Each remote's time budget and failures (remote-attempts.ts). */
const attempts = createRemoteAttempts();
/** Modules the first page asked for as the browser navigated to it: their budget counts from then. */
const firstPageModules = new Set<string>();

async function fetchShellRuntimeConfig(): Promise<RuntimeConfig> {
  const config = parseRuntimeConfig(await fetchRuntimeConfig());
  const manifests = new Map(Object.entries(config.remotes).map(([name, entry]) => [entry, name]));
  registerPlugins([stallGuard(attempts, (url, remoteName) => (remoteName !== undefined && isRemoteName(remoteName) ? remoteName : manifests.get(url)))]);
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  return config;
}

/** Reads /runtime-config.json once and registers every remote with the federation runtime. */
export function startRemoteRegistry(): Promise<RuntimeConfig> {
  configPromise ??= fetchShellRuntimeConfig().catch((error: unknown) => {
    configPromise = null; // let the next attempt (Retry) read it again
    throw error;
  });
  return configPromise;
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads one exposed module of a remote, e.g. ('catalog', 'HomePage'). It fails with a
 * RemoteLoadError when the remote is down, broken or has not answered within REMOTE_BUDGET_MS
 * of the navigation that asked for it (remote-attempts.ts); its requests are aborted then.
 * After a failure the remote is registered again before the next load, dropping the runtime's
 * cached failure, so Retry (or another route of that remote) works without a page reload.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const now = performance.now();
  // The first page's module counts from the navigation (performance.now() 0), not from the boot.
  const timeoutMs = attempts.begin(remote, firstPageModules.delete(`${remote}/${module}`) ? 0 : now, now);
  const load = async () => {
    const config = await startRemoteRegistry();
    if (failedRemotes.has(remote)) {
      registerRemotes([{ name: remote, entry: config.remotes[remote] }], { force: true });
      failedRemotes.delete(remote);
    }
    const exports = await loadRemote<T>(`${remote}/${module}`);
    if (exports === null || exports === undefined) throw new Error(`${remote}/${module} is empty`);
    return exports;
  };
  try {
    return await withTimeout(load(), timeoutMs, () => new Error(`${remote} did not answer within ${timeoutMs} ms`));
  } catch (cause) {
    failedRemotes.add(remote);
    attempts.failed(remote);
    // The remote's server may be down, or the whole connection gone: the connectivity check tells.
    shopConnectivity.reportRequestFailed();
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new RemoteLoadError(remote, `Could not load ${remote}/${module}: ${reason}`, { cause });
  }
}

/**
 * Starts downloading the first page's module of a remote (its manifest, entry and chunks) without
 * running it, so the page's remote loads alongside the shell's own scripts instead of after
 * them. Its time budget counts from the navigation. Failures are ignored here: the region that
 * loads the module shows them, with Retry.
 */
export async function preloadFirstPageModule(remote: RemoteName, module: string): Promise<void> {
  firstPageModules.add(`${remote}/${module}`);
  attempts.begin(remote, 0, performance.now());
  try {
    await startRemoteRegistry();
    await preloadRemote([{ nameOrAlias: remote, exposes: [`./${module}`], resourceCategory: 'sync', depsRemote: false }]);
  } catch {
    // The region reports it when it loads the module.
  }
}
