// The shop's service worker (/sw.js), built with Workbox by the shell's build (InjectManifest).
// It is safe for remotes that deploy on their own: files replaced in place (remote entries,
// manifests, runtime config) are asked from the network first, so a new deployment is seen on
// the next visit; content-hashed chunks and pictures come from the cache; the shop's pages come
// from the network first, and from the cache when the shopper is offline (cache-rules.ts says
// which are kept). /api/, and any address that is not a page of the shop, is never touched.
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CACHE_EXPIRY, CACHE_NAME, NETWORK_FAILED_MESSAGE, NETWORK_TIMEOUT_SECONDS, cacheStrategyFor, keptByTheseRules, pageStrategyFor } from './cache-rules';
import { OFFLINE_PAGE_HTML } from './offline-page';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** The app page every client route is served from: the offline fallback for pages not yet seen. */
const APP_SHELL = '/index.html';

/**
 * What the install step stores: the shell's own build (its page, entry, chunks, icons and web
 * app manifest, listed by the build), so the chrome and logo show offline from the first visit.
 * The shop uses the phone's own fonts, so there are no font files to store.
 */
const PRELOAD = [APP_SHELL, ...self.__WB_MANIFEST.map((entry) => `/${entry.url.replace(/^\//, '')}`)];

const OLD_CACHE = /^mimea-naturals-/;

/**
 * Pictures and scripts of remotes are requested without CORS (<img>, <script>), which would
 * give opaque answers the worker cannot measure or check. Remotes serve CORS headers (the
 * architecture's serving contract), so the worker asks for them with CORS.
 */
const askWithCors: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' && new URL(request.url).origin !== self.location.origin
      ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
      : request,
};

const onlyGoodAnswers = new CacheableResponsePlugin({ statuses: [200] });

/**
 * A request the network did not answer: the pages are told, since the browser may still say it
 * is online (a weak signal), and they check the connection themselves (connectivity.ts).
 */
const reportFailures: WorkboxPlugin = {
  fetchDidFail: async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    windows.forEach((client) => client.postMessage(NETWORK_FAILED_MESSAGE));
  },
};

const networkFirst = new NetworkFirst({
  cacheName: CACHE_NAME,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [askWithCors, onlyGoodAnswers, reportFailures],
});

/** The one expiry of what is kept as pages are visited: pictures, chunks and pages alike. */
const expiry = new ExpirationPlugin({ ...CACHE_EXPIRY, purgeOnQuotaError: true });

const cacheFirst = new CacheFirst({
  cacheName: CACHE_NAME,
  plugins: [askWithCors, onlyGoodAnswers, reportFailures, expiry],
});

const keptPages = new NetworkFirst({ cacheName: CACHE_NAME, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [onlyGoodAnswers, reportFailures, expiry] });
const pagesNeverKept = new NetworkOnly({ plugins: [reportFailures] });

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      // One missing file must not keep the worker from installing.
      await Promise.allSettled(PRELOAD.map((url) => cache.add(new Request(url, { cache: 'reload' }))));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => OLD_CACHE.test(name) && name !== CACHE_NAME).map((name) => caches.delete(name)));
      // What an older worker kept that these rules never keep (searches, the shopper's own pages).
      const cache = await caches.open(CACHE_NAME);
      const installed = new Set(PRELOAD.map((path) => new URL(path, self.location.origin).href));
      const dropped = (await cache.keys()).filter((request) => !installed.has(request.url) && !keptByTheseRules(new URL(request.url), self.location.origin));
      await Promise.all(dropped.map((request) => cache.delete(request)));
    })(),
  );
});
clientsClaim();

// The shop's pages. Offline, a page never kept or not kept yet is the app page (the shell shows
// its offline notice), or a page that says so if even that is missing.
registerRoute(
  ({ url, request }) => request.mode === 'navigate' && pageStrategyFor(url, self.location.origin) !== null,
  async (options) => {
    try {
      const kept = pageStrategyFor(options.url, self.location.origin) === 'network-first';
      return await (kept ? keptPages : pagesNeverKept).handle(options);
    } catch {
      const cache = await caches.open(CACHE_NAME);
      return (
        (await cache.match(APP_SHELL)) ??
        new Response(OFFLINE_PAGE_HTML, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
      );
    }
  },
);

// /api/ (the order service) has no route, not even as a page: the browser sends it as if there
// were no worker.
registerRoute(({ url, request }) => request.method === 'GET' && cacheStrategyFor(url, self.location.origin) === 'network-first', networkFirst);
registerRoute(({ url, request }) => request.method === 'GET' && cacheStrategyFor(url, self.location.origin) === 'cache-first', cacheFirst);
