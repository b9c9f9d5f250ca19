import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorker } from '../support/service-worker';
import { hangOrderService, openShop, startOrderService } from '../support/stack';
import { SHOP, originOf } from '../support/origins';

// The diagnostic page works on the real worker, which other journeys block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The resources the page tests: the shop's own files and the order service's health. */
const RESOURCE_COUNT = 15;

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

function resultRows(page: Page) {
  return page.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader') });
}

test.describe('/service-worker-test, the diagnostic page', () => {
  test('overview: the worker registered and online, its cache measured, unregister and register again', async ({ page, context }) => {
    await openShop(page, '/service-worker-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Service Worker Test' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Overview', 'Resource Tests', 'Cache Details', 'Error Log']);
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Refresh Cache Status' }).click();
    await expect(page.getByText('Service worker:').locator('..')).toContainText('Registered');
    await expect(page.getByText('Connection:').locator('..')).toContainText('Online');
    // The install stored the shell's files: a size in KB, on a bar where 1 MB is 100%.
    await expect(page.getByText(/Cache size \(mimea-naturals-v1\): \d+\.\d\d (KB|MB)/)).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Cache size, out of 1 MB' });
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);

    await context.setOffline(true);
    await expect(page.getByText('Connection:').locator('..')).toContainText('Offline');
    await context.setOffline(false);

    await page.getByRole('button', { name: 'Unregister Service Worker', exact: true }).click();
    await expect(page.getByText('Service worker:').locator('..')).toContainText('Not registered');
    await expect(page.getByText('Cache size (mimea-naturals-v1): 0 Bytes')).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await openTab(page, 'Cache Details');
    await expect(page.getByText('No cached items')).toBeVisible();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/')) === undefined)).toBe(true);

    await openTab(page, 'Overview');
    await page.getByRole('button', { name: 'Register Service Worker', exact: true }).click();
    await expect(page.getByText('Service worker:').locator('..')).toContainText('Registered');
  });

  test('resource tests: every row ends in success, with size and load time; the cache lists what was fetched', async ({ page }) => {
    await openShop(page, '/service-worker-test');
    await waitForServiceWorker(page);

    await openTab(page, 'Resource Tests');
    await page.getByRole('button', { name: 'Run Resource Tests' }).click();
    const rows = resultRows(page);
    await expect(rows).toHaveCount(RESOURCE_COUNT);
    const health = rows.filter({ hasText: `${SHOP}/api/healthz` });
    await expect(health).toContainText('Order service health');
    await expect(health).toContainText('Network only, never cached');

    await expect(rows.filter({ hasText: 'Success' })).toHaveCount(RESOURCE_COUNT, { timeout: 15_000 });
    for (const [url, type, strategy] of [
      [`${originOf('catalog')}/remoteEntry.js`, 'Remote entry', 'Network first'],
      [`${originOf('nopf')}/mf-manifest.json`, 'Manifest', 'Network first'],
      [`${originOf('catalog')}/catalogue/pages.json`, 'Catalogue data', 'Network first'],
      [`${originOf('catalog')}/uploads/products/olive-soap-1.svg`, 'Image', 'Cache first'],
    ] as const) {
      const row = rows.filter({ hasText: url });
      await expect(row, url).toContainText(type);
      await expect(row, url).toContainText(strategy);
      // Size in Bytes/KB/MB, load time with 2 decimals.
      await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d+(\.\d\d)? (Bytes|KB|MB)$/);
      await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d+\.\d\d ms$/);
    }

    await openTab(page, 'Cache Details');
    await expect.poll(async () => {
      await page.getByRole('tab', { name: 'Overview' }).click();
      await page.getByRole('button', { name: 'Refresh Cache Status' }).click();
      await page.getByRole('tab', { name: 'Cache Details' }).click();
      return page.getByRole('listitem').filter({ hasText: `${originOf('catalog')}/remoteEntry.js` }).count();
    }).toBeGreaterThan(0);
    // The order service is never cached.
    await expect(page.getByRole('listitem').filter({ hasText: '/api/' })).toHaveCount(0);
  });

  test('a resource is pending while it loads, and a failing one becomes an error row and an entry of the error log, which can be cleared', async ({ page }) => {
    await openShop(page, '/service-worker-test');
    await openTab(page, 'Error Log');
    await expect(page.getByText('No errors logged')).toBeVisible();
    await expect(page.getByText('0 errors')).toBeVisible();

    // The order service hangs: its row is seen pending while the others finish. (A page route
    // cannot hold it: with a worker in charge, Chromium does not always show the request to it.)
    await hangOrderService();
    try {
      await openTab(page, 'Resource Tests');
      await page.getByRole('button', { name: 'Run Resource Tests' }).click();
      const health = resultRows(page).filter({ hasText: `${SHOP}/api/healthz` });
      await expect(resultRows(page).filter({ hasText: 'Success' })).toHaveCount(RESOURCE_COUNT - 1);
      await expect(health).toContainText('Pending');
    } finally {
      // Its hanging connection is cut after the request reached it: the shell answers 504 (no
      // answer; whether anything was stored is not known there).
      await startOrderService();
    }
    const health = resultRows(page).filter({ hasText: `${SHOP}/api/healthz` });
    await expect(health).toContainText('Error');
    await expect(health).toContainText('HTTP error! status: 504');

    await openTab(page, 'Error Log');
    await expect(page.getByText('1 error', { exact: true })).toBeVisible();
    const entry = page.getByRole('listitem').filter({ hasText: `${SHOP}/api/healthz` });
    await expect(entry).toContainText('HTTP error! status: 504');
    await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await expect(entry.locator('pre')).toContainText('Error');
    await page.getByRole('button', { name: 'Clear Log' }).click();
    await expect(page.getByText('No errors logged')).toBeVisible();

    // The Resource Tests tab offers to clear the log only while it has errors.
    await openTab(page, 'Resource Tests');
    await expect(page.getByRole('button', { name: 'Clear Error Log' })).toHaveCount(0);
  });
});
