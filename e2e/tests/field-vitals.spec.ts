import { expect, test, type Page } from '@playwright/test';
import { officeAccounts, officeCode } from '../support/office';
import { SHOP } from '../support/origins';
import { openShop } from '../support/stack';

// Real shoppers' numbers (docs/decisions/0017-field-vitals.md): a sampled load sends its web
// vitals with sendBeacon as the page is hidden, under its route's pattern, and the owner reads
// the order service's 75th percentiles. One load in ten is sampled, and an automated browser
// never: this browser is told to report always, as a shopper's never is by any link.

interface Readout {
  pages: { page: string; metrics: { metric: string; windows: { days: number; count: number; p75: number | null }[] }[] }[];
}

/** The owner's session of the office's API: a second factor each time (a code is accepted once, so wait for the next one if another journey just used it). */
async function ownerSignIn(): Promise<(path: string) => Promise<Response>> {
  const { username, password, totpSecret } = officeAccounts.owner;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await fetch(`${SHOP}/api/office/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password, code: officeCode(totpSecret) }),
    });
    const cookie = /mimea_office=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
    if (response.ok && cookie) return (path) => fetch(`${SHOP}${path}`, { headers: { Cookie: cookie } });
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('The owner could not sign in to read the field vitals');
}

let ownerSession: Promise<(path: string) => Promise<Response>> | undefined;
/** One owner session for the file's journeys. */
const ownerGet = () => (ownerSession ??= ownerSignIn());

async function todaysCount(get: (path: string) => Promise<Response>, page: string, metric: string): Promise<number> {
  const response = await get('/api/office/vitals');
  expect(response.status).toBe(200);
  const readout = (await response.json()) as Readout;
  return readout.pages.find((entry) => entry.page === page)?.metrics.find((entry) => entry.metric === metric)?.windows.find((window) => window.days === 1)?.count ?? 0;
}

/** Opens `path` as a sampled load and waits until its reporter (web-vitals) is running. */
async function openSampled(page: Page, path: string): Promise<void> {
  const reporter = page.waitForResponse((response) => /\/field-vitals\.[0-9a-f]+\.js$/.test(response.url()));
  await openShop(page, path);
  await reporter;
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /field-vitals/.test(entry.name)));
}

/**
 * Leaves the page by closing its tab: it is hidden, then unloaded, and sends its beacon. What the
 * beacon holds is read where it arrives, through the owner's readout (a closing page's requests
 * are not all reported to the journey).
 */
async function leave(page: Page): Promise<void> {
  await page.close({ runBeforeUnload: true });
}

test.describe('field vitals', () => {
  test.setTimeout(90_000);
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('mimea-field-vitals', 'always'));
  });

  test("a shopper's visit arrives, under its route's pattern, in the owner's readout", async ({ page }) => {
    const get = await ownerGet();
    const before = await todaysCount(get, '/product/:id', 'LCP');
    await openSampled(page, '/product/olive-soap');
    // A tap: an interaction for INP, and what finalises LCP.
    await page.getByRole('heading', { level: 1 }).first().click();
    await leave(page);
    await expect.poll(() => todaysCount(get, '/product/:id', 'LCP'), { timeout: 10_000 }).toBe(before + 1);
  });

  test('an address with an order ID is counted under its pattern, never as the address', async ({ page }) => {
    const get = await ownerGet();
    const before = await todaysCount(get, '/order-confirmation/:orderId', 'TTFB');
    await openSampled(page, '/order-confirmation/ORDER1764000000000123');
    await leave(page);
    await expect.poll(() => todaysCount(get, '/order-confirmation/:orderId', 'TTFB'), { timeout: 10_000 }).toBe(before + 1);
    const readout = (await (await get('/api/office/vitals')).json()) as Readout;
    expect(readout.pages.map((entry) => entry.page)).toContain('/order-confirmation/:orderId');
    expect(JSON.stringify(readout)).not.toContain('ORDER1764000000000123');
  });
});
