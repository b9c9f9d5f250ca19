// Registering and removing the shop's service worker, and its cache. Used at start (bootstrap)
// and by the diagnostic page (/service-worker-test).
import { CACHE_NAME } from './worker-messages';

export const SERVICE_WORKER_URL = '/sw.js';

function workers(): ServiceWorkerContainer | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
}

/** False where the browser has no service workers (an insecure origin, jsdom). */
export function serviceWorkersSupported(): boolean {
  return workers() !== null;
}

/** The shop's registration, or null when there is none (or the browser has no service workers). */
export async function shopWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const container = workers();
  if (!container) return null;
  return (await container.getRegistration('/')) ?? null;
}

/** Registers /sw.js for the whole shop; null when the browser has no service workers. */
export async function registerShopWorker(): Promise<ServiceWorkerRegistration | null> {
  const container = workers();
  if (!container) return null;
  // The browser checks /sw.js itself, not its HTTP cache, so a new worker is seen at once.
  return container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
}

/** Removes the worker and the shop's cache; true when a worker was removed. */
export async function unregisterShopWorker(): Promise<boolean> {
  const registration = await shopWorkerRegistration();
  const removed = registration ? await registration.unregister() : false;
  await clearShopCache();
  return removed;
}

/** Deletes the shop's cache (the worker fills it again as pages are visited). */
export async function clearShopCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(CACHE_NAME);
}
