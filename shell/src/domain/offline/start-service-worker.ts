import { registerShopWorker } from './service-worker-control';

/**
 * Registers the service worker once the page has loaded, so it never competes with the first
 * load. Production builds only: a development server rebuilds constantly, and a worker would
 * keep serving the files it stored.
 */
export function startServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production') return;
  const register = () => {
    // Failures are only logged (purchase spec section 8): the shop works without a worker.
    registerShopWorker().catch((error: unknown) => console.error('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
