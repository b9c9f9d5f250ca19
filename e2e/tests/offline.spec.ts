import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import { cachedUrls, waitForServiceWorker } from '../support/service-worker';
import { openShop, redeployRemote, startAllApps, startRemote, stopAllApps } from '../support/stack';
import { SHOP, originOf } from '../support/origins';

// These journeys need the worker that every other journey blocks (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.describe('the service worker', () => {
  test('registers for the whole shop and stores its own files at install', async ({ page }) => {
    await openShop(page, '/');
    await waitForServiceWorker(page);
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL);
    expect(scriptUrl).toBe(`${SHOP}/sw.js`);
    const cached = await cachedUrls(page);
    // The app page (the offline fallback), the shell's entry, the logo and the web app manifest.
    for (const file of ['/index.html', '/main.js', '/icons/icon-192.png', '/manifest.webmanifest']) {
      expect(cached).toContain(`${SHOP}${file}`);
    }
    expect(cached.some((url) => url.includes('/api/'))).toBe(false);
  });

  test('offline, the pages already seen still work and the others say the shopper is offline', async ({ page, context }) => {
    await openShop(page, '/');
    await waitForServiceWorker(page);
    // Seen while the worker is in charge: the product page and what it loads.
    await openShop(page, '/product/olive-soap');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olive Soap');
    await expect(page.getByRole('img', { name: /Olive Soap/ }).first()).toBeVisible();

    try {
      // Offline: the browser says so, and none of the shop's servers can be reached.
      await stopAllApps();
      await context.setOffline(true);

      await page.goto('/product/olive-soap');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olive Soap');
      await expect(page.getByText("You're offline. Pages you've already visited still work")).toBeVisible();
      // Its picture came from the cache: it has loaded, not broken.
      const picture = page.getByRole('img', { name: /Olive Soap/ }).first();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The cart still works offline.
      await page.getByRole('button', { name: /add to cart/i }).first().click();
      await expect(page.getByRole('link', { name: /cart/i }).first()).toContainText('1');

      // Never seen: the chrome shows, and the page says why it cannot open, not a browser error.
      await page.goto('/blog');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: "You're offline" })).toContainText("This page hasn't been saved on this device yet");
    } finally {
      // Servers first: the page retries as soon as the browser is online again.
      await startAllApps();
      await context.setOffline(false);
    }
    // Back online, the page that could not open opens by itself.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Blog/i, { timeout: 15_000 });
  });

  test('leaves the order service and addresses that are no page to the browser, and keeps no search or own page', async ({ page }) => {
    await openShop(page, '/');
    await waitForServiceWorker(page);
    // Opened in the tab: the network answers them, as if there were no worker.
    const files = ['/api/healthz', '/api/orders.csv', '/sitemap.xml'];
    for (const path of files) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(false);
    }
    // A search and the shopper's own pages are answered by the worker but never kept.
    const neverKept = ['/shop?search=tea', '/cart', '/order-confirmation/ORDER-1700000000000-123'];
    for (const path of neverKept) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
    }
    await openShop(page, '/shop');
    await expect.poll(() => cachedUrls(page)).toContain(`${SHOP}/shop`);
    const kept = await cachedUrls(page);
    expect(kept.filter((url) => [...files, ...neverKept].some((path) => url === `${SHOP}${path}`))).toEqual([]);
  });

  test('offline, a kept page is shown until it is 30 days old, not after', async ({ page, context }) => {
    await openShop(page, '/');
    await waitForServiceWorker(page);
    // Pages as the worker keeps them, with the date the server answered them.
    await page.evaluate(async (shop) => {
      const day = 24 * 60 * 60 * 1000;
      const keptPage = (text: string, daysAgo: number) =>
        new Response(`<!doctype html><title>${text}</title><h1>${text}</h1>`, {
          headers: { 'Content-Type': 'text/html; charset=utf-8', Date: new Date(Date.now() - daysAgo * day).toUTCString() },
        });
      const cache = await caches.open('mimea-naturals-v1');
      await cache.put(`${shop}/about`, keptPage('Kept 29 days ago', 29));
      await cache.put(`${shop}/terms`, keptPage('Kept 31 days ago', 31));
    }, SHOP);

    try {
      await stopAllApps();
      await context.setOffline(true);
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kept 29 days ago');
      // Too old: the app page, which says the page is not saved.
      await page.goto('/terms');
      await expect(page.getByRole('alert').filter({ hasText: "You're offline" })).toBeVisible();
      await expect(page.getByText('Kept 31 days ago')).toHaveCount(0);
    } finally {
      await startAllApps();
      await context.setOffline(false);
    }
  });

  test('a remote deployed again with a changed build is seen on the next visit, without clearing anything', async ({ page }) => {
    const before = 'Stronger roots, greener leaves and a longer fruiting season, from seed to harvest.';
    const after = 'Stronger roots and greener leaves: new season, new formula.';
    await openShop(page, '/nopf');
    await waitForServiceWorker(page);
    await openShop(page, '/nopf');
    await expect(page.getByText(before)).toBeVisible();
    expect((await cachedUrls(page)).some((url) => url.startsWith(`${originOf('nopf')}/chunks/`))).toBe(true);

    try {
      await redeployRemote('nopf', before, after);
      // The page's HTML, put together by the shell's server from the remote's, says so at once.
      const html = await (await page.request.get('/nopf')).text();
      expect(html).toContain(after);
      expect(html).not.toContain(before);
      const errors = collectConsoleErrors(page);
      await openShop(page, '/nopf');
      await expect(page.getByText(after)).toBeVisible();
      await expect(page.getByText(before)).toHaveCount(0);
      // Hydrated as it arrived: the HTML and the code agree.
      expect(errors).toEqual([]);
    } finally {
      await startRemote('nopf');
    }
  });
});
