import { expect, type Page } from '@playwright/test';

/** Waits until the shop's service worker is active and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker claims open pages when it activates: this one is controlled once it has.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 }).toBe(true);
}

/** The URLs the shop's cache holds. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('mimea-naturals-v1');
    return (await cache.keys()).map((request) => request.url);
  });
}
