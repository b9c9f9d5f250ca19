import { expect, test, type Page } from '@playwright/test';
import { hangRemote, openShop, startRemote, stopRemote, type RemoteName } from '../support/stack';
import { originOf } from '../support/origins';

/** For each remote: a page it owns, what that page shows, and a page another remote owns. */
const remotes: { remote: RemoteName; path: string; heading: RegExp; elsewhere: string; elsewhereHeading: RegExp }[] = [
  { remote: 'catalog', path: '/', heading: /natural health products/i, elsewhere: '/about', elsewhereHeading: /About Mimea Naturals/ },
  { remote: 'checkout', path: '/cart', heading: /Shopping Cart/, elsewhere: '/shop', elsewhereHeading: /^Shop$/ },
  { remote: 'content', path: '/about', heading: /About Mimea Naturals/, elsewhere: '/shop', elsewhereHeading: /^Shop$/ },
  { remote: 'nopf', path: '/nopf', heading: /NutriPlant Organic Plus Fertilizer/, elsewhere: '/about', elsewhereHeading: /About Mimea Naturals/ },
];

/** The chrome is whole: header links, cart badge, footer. */
async function expectChromeWorks(page: Page, cartItems: number) {
  const header = page.getByRole('navigation', { name: 'Main' });
  await expect(header.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: `Cart, ${cartItems} item${cartItems === 1 ? '' : 's'}` })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Quality Assured')).toBeVisible();
}

type MarkedWindow = Window & { sameDocumentMark?: string };

/** Marks the loaded document, to prove later that nothing reloaded it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as MarkedWindow).sameDocumentMark = 'still here';
  });
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as MarkedWindow).sameDocumentMark)).toBe('still here');
}

/** Follows the chrome's own link to a page (header or footer), so the page is not reloaded. */
async function goWithoutReload(page: Page, path: string) {
  await page.locator(`header a[href="${path}"], footer a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(path);
}

test.describe('a remote that is down', () => {
  for (const { remote, path, heading, elsewhere, elsewhereHeading } of remotes) {
    test(`${remote}: the page shows a fallback, the rest of the shop works, Retry recovers after restart`, async ({ page }) => {
      // A cart from an earlier visit, to see the badge survive the failure.
      await page.addInitScript(() => {
        if (!localStorage.getItem('cart')) {
          localStorage.setItem('cart', JSON.stringify([{ id: 'olive-soap', name: 'Olive Soap', price: 500, currency: 'KES', quantity: 2, image: '' }]));
        }
      });
      await stopRemote(remote);
      try {
        await page.goto(path);
        const fallback = page.getByRole('alert').filter({ hasText: "We couldn't load" });
        await expect(fallback).toBeVisible({ timeout: 5_000 });
        await expect(fallback).toContainText('your cart is safe');
        await expectChromeWorks(page, 2);
        await markDocument(page);

        // Another app's page still works, without a reload, and so does coming back.
        await goWithoutReload(page, elsewhere);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(elsewhereHeading);
        await goWithoutReload(page, path);
        await expect(fallback).toBeVisible();

        await startRemote(remote);
        await fallback.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(fallback).toHaveCount(0);
        await expectChromeWorks(page, 2);
        await expectSameDocument(page);
      } finally {
        await startRemote(remote);
      }
    });
  }
});

type TimedWindow = Window & { fallbackShownAt?: number; clickedAt?: number };

/**
 * Records when a remote's failure first shows, in ms since the navigation began: its fallback, or
 * where the page arrived with the remote's HTML, the notice above that page (kept-page.spec.ts).
 */
async function timeTheFallback(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const shown = [...document.querySelectorAll('[role="alert"], [role="status"]')].find((element) => /We couldn't load|This page didn't finish loading/.test(element.textContent ?? ''));
      if (shown && (window as TimedWindow).fallbackShownAt === undefined) (window as TimedWindow).fallbackShownAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The notice above a page that arrived with its remote's HTML, when the remote's code then failed. */
const keptPageNotice = (page: Page) => page.getByRole('status').filter({ hasText: "This page didn't finish loading" });

test.describe('a remote that hangs', () => {
  // The hanging server's connections stay open and unanswered after the real server is back
  // (support/shop-stack.mjs), as through a stuck proxy: Retry must not wait behind them.
  for (const { remote, path, heading } of remotes) {
    test(`${remote}: the fallback shows within 5 s of the navigation, and Retry recovers once it answers, without a reload`, async ({ page }) => {
      await page.addInitScript(() => {
        if (!localStorage.getItem('cart')) {
          localStorage.setItem('cart', JSON.stringify([{ id: 'olive-soap', name: 'Olive Soap', price: 500, currency: 'KES', quantity: 2, image: '' }]));
        }
      });
      await hangRemote(remote);
      try {
        await timeTheFallback(page);
        // Not waiting for `load`: the stalled requests may hold it back; the shopper does not wait for it either.
        await page.goto(path, { waitUntil: 'commit' });
        const fallback = page.getByRole('alert').filter({ hasText: "We couldn't load" });
        await expect(fallback).toBeVisible({ timeout: 6_000 });
        // Counted from the navigation, shell boot included; the budget is 4 s of it.
        const shownAt = await page.evaluate(() => (window as TimedWindow).fallbackShownAt ?? Number.POSITIVE_INFINITY);
        expect(shownAt).toBeLessThan(5_000);
        await expectChromeWorks(page, 2);
        await markDocument(page);

        await startRemote(remote);
        await fallback.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(fallback).toHaveCount(0);
        await expectSameDocument(page);
      } finally {
        await startRemote(remote);
      }
    });
  }

  test('a page of the hanging remote reached from another shows its fallback within 5 s of the click', async ({ page }) => {
    await hangRemote('catalog');
    try {
      await timeTheFallback(page);
      await openShop(page, '/about');
      await markDocument(page);
      await page.evaluate(() => {
        // Timed in the page, from the click: the test runner's own clock also counts its polling.
        document.addEventListener('click', () => {
          (window as TimedWindow).clickedAt = performance.now();
          (window as TimedWindow).fallbackShownAt = undefined;
        }, { capture: true, once: true });
      });
      await goWithoutReload(page, '/shop');
      const fallback = page.getByRole('alert').filter({ hasText: "We couldn't load our product catalogue" });
      await expect(fallback).toBeVisible({ timeout: 6_000 });
      const waited = await page.evaluate(() => ((window as TimedWindow).fallbackShownAt ?? Number.POSITIVE_INFINITY) - ((window as TimedWindow).clickedAt ?? 0));
      expect(waited).toBeLessThan(5_000);
      await expectChromeWorks(page, 0);

      await startRemote('catalog');
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
      await expectSameDocument(page);
    } finally {
      await startRemote('catalog');
    }
  });

  test('an entry script that stalls is given up in time, and Retry loads it anew', async ({ page }) => {
    // The manifest answers; the entry never does, until it is let through.
    let stall = true;
    await page.route((url) => url.origin === originOf('nopf') && url.pathname === '/remoteEntry.js', async (route) => {
      if (!stall) return route.continue();
      // Never answered: the request stays pending, as on a stuck connection.
    });
    await timeTheFallback(page);
    await page.goto('/nopf', { waitUntil: 'commit' });
    // The page arrived with the remote's HTML: it stays, with a notice, once the entry is given up.
    const notice = keptPageNotice(page);
    await expect(notice).toBeVisible({ timeout: 6_000 });
    expect(await page.evaluate(() => (window as TimedWindow).fallbackShownAt ?? Number.POSITIVE_INFINITY)).toBeLessThan(5_000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/NutriPlant Organic Plus Fertilizer/);
    await markDocument(page);

    stall = false;
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/NutriPlant Organic Plus Fertilizer/);
    await expectSameDocument(page);
  });
});

test.describe('a remote that is broken', () => {
  test('a garbled manifest keeps the page as it arrived, with Retry, which recovers once it is fixed', async ({ page }) => {
    await page.route(`${originOf('content')}/mf-manifest.json`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": "content", garbled' }));
    await openShop(page, '/contact');
    await markDocument(page);
    const notice = keptPageNotice(page);
    await expect(notice).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expectChromeWorks(page, 0);

    await page.unroute(`${originOf('content')}/mf-manifest.json`);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expectSameDocument(page);
  });

  test('a remote entry that fails to run keeps the page with its notice, while other pages work', async ({ page }) => {
    await page.route(`${originOf('nopf')}/remoteEntry.js`, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await openShop(page, '/nopf');
    await expect(keptPageNotice(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/NutriPlant Organic Plus Fertilizer/);
    await goWithoutReload(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Mimea Naturals');
  });

  test('a page of a broken remote reached from another shows the fallback, and Retry recovers once it is fixed', async ({ page }) => {
    // No HTML of it arrived: the fallback takes the page's place, as before.
    await page.route(`${originOf('content')}/mf-manifest.json`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": "content", garbled' }));
    await openShop(page, '/shop');
    await markDocument(page);
    await goWithoutReload(page, '/contact');
    const fallback = page.getByRole('alert').filter({ hasText: "We couldn't load this page" });
    await expect(fallback).toBeVisible();
    await expectChromeWorks(page, 0);

    await page.unroute(`${originOf('content')}/mf-manifest.json`);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expectSameDocument(page);
  });
});
