import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteAttempts } from './remote-attempts';

/**
 * A federation runtime plugin that keeps a hung remote from blocking its own recovery. The
 * runtime fetches a remote's manifest without a timeout and keeps that promise per address, and
 * it reuses a pending <script> of the same address: a remote that accepted the connection and
 * never answered left every later Retry waiting behind that first request. Here each manifest
 * request is aborted, and each entry script given up, when its attempt's time is up; after a
 * failure the manifest is fetched past the HTTP cache (no-store: no waiting on the stalled
 * request's cache entry) and the entry under a new address.
 *
 * `remoteOf` names the remote a request belongs to (from the runtime config), or undefined for
 * requests that are not a remote's.
 */
export function stallGuard(attempts: RemoteAttempts, remoteOf: (url: string, remoteName?: string) => string | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'mimea-stall-guard',
    fetch(url, init, remoteInfo) {
      const remote = remoteOf(url, remoteInfo?.name);
      if (remote === undefined) return undefined;
      const signal = AbortSignal.timeout(attempts.remaining(remote, performance.now()));
      return fetch(url, { ...init, signal, ...(attempts.failures(remote) > 0 ? { cache: 'no-store' } : {}) });
    },
    createScript({ url, attrs, remoteInfo }) {
      const remote = remoteOf(url, remoteInfo?.name);
      if (remote === undefined) return undefined;
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      const failures = attempts.failures(remote);
      script.src = failures > 0 ? `${url}${url.includes('?') ? '&' : '?'}retry=${failures}` : url;
      // The runtime removes the script and fails the load at `timeout` (0 would mean its 20 s default).
      return { script, timeout: Math.max(attempts.remaining(remote, performance.now()), 1) };
    },
  };
}
