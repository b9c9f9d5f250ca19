// Whether the shop can reach its servers: what the browser says (navigator.onLine, which a phone
// on a weak signal, or a page the service worker served, can get wrong), corrected by evidence.
// A request that failed (a remote that would not load, a request the service worker could only
// answer from its cache) starts a probe of the shell's own origin: if that fails too, the shop is
// offline, and it probes again every few seconds until an answer says it is back. A remote whose
// server is down while the shell answers is not "offline": its fallback says it could not load.
import { RUNTIME_CONFIG_URL } from '../remotes/runtime-config';
import { NETWORK_FAILED_MESSAGE } from './worker-messages';

export interface ConnectivityOptions {
  /** A tiny file of the shell's origin the service worker lets by (it handles GET only; the probe is a HEAD). */
  probeUrl: string;
  probeTimeoutMs?: number;
  /** While offline, how often to ask again. */
  reprobeEveryMs?: number;
  initiallyOnline?: boolean;
}

export interface Connectivity {
  isOnline(): boolean;
  /** Calls `listener` whenever the shop goes offline or comes back; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Asks the shell's origin: any answer (even an error status) is a connection, none is none. */
  probe(): Promise<void>;
  /** A request failed without an answer: perhaps one server is down, perhaps the connection is gone. */
  reportRequestFailed(): void;
  /** The browser says the connection is gone: it is right about that. */
  browserWentOffline(): void;
  stop(): void;
}

export function createConnectivity({ probeUrl, probeTimeoutMs = 5000, reprobeEveryMs = 5000, initiallyOnline = true }: ConnectivityOptions): Connectivity {
  let online = initiallyOnline;
  const listeners = new Set<() => void>();
  let probing: Promise<void> | null = null;
  let reprobe: ReturnType<typeof setTimeout> | undefined;

  const set = (next: boolean) => {
    clearTimeout(reprobe);
    // Offline: keep asking, so the shop notices the connection is back even when the browser does not say so.
    if (!next) reprobe = setTimeout(() => void probe(), reprobeEveryMs);
    if (next === online) return;
    online = next;
    listeners.forEach((listener) => listener());
  };

  function probe(): Promise<void> {
    const separator = probeUrl.includes('?') ? '&' : '?';
    probing ??= Promise.resolve()
      .then(() => fetch(`${probeUrl}${separator}connectivity=${Date.now()}`, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(probeTimeoutMs) }))
      .then(
        () => set(true),
        () => set(false),
      )
      .finally(() => (probing = null));
    return probing;
  }

  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    probe,
    reportRequestFailed: () => void probe(),
    browserWentOffline: () => set(false),
    stop: () => clearTimeout(reprobe),
  };
}

/** The shop's one view of its connection (the shell's offline notice, remote fallbacks, the diagnostic page). */
export const shopConnectivity = createConnectivity({
  probeUrl: RUNTIME_CONFIG_URL,
  initiallyOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
});

/**
 * Starts listening: the browser's own online/offline events, and the service worker's reports
 * of failed requests. A page the service worker controls may have come from its cache while
 * the browser still says "online": it is checked once after load.
 */
export function startConnectivity(connectivity: Connectivity = shopConnectivity): void {
  window.addEventListener('offline', () => connectivity.browserWentOffline());
  window.addEventListener('online', () => void connectivity.probe());
  const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  workers?.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.data === NETWORK_FAILED_MESSAGE) connectivity.reportRequestFailed();
  });
  if (workers?.controller) {
    if (document.readyState === 'complete') void connectivity.probe();
    else window.addEventListener('load', () => void connectivity.probe(), { once: true });
  }
}
