// What the service worker and the pages both name: the worker's cache and its message. A module of
// its own, so what every page runs (connectivity.ts, service-worker-control.ts) carries these two
// names and not the worker's rules (cache-rules.ts), which only the worker and the diagnostic page
// read.

/** The one cache the worker keeps (purchase spec section 9: `{product}-v1`). */
export const CACHE_NAME = 'mimea-naturals-v1';

/** What the worker tells the pages when a request it handled got no answer from the network. */
export const NETWORK_FAILED_MESSAGE = 'mimea:network-failed';
