import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import { originOf } from '../support/origins';
import { firstVisit } from '../support/popup-flags';
import { stopRemote, startRemote, type RemoteName } from '../support/stack';

// A page arrives with its remote's HTML (composed by the shell's server), and then the remote's
// code fails in the browser: its manifest, its entry or a chunk does not come. The page the
// shopper already has stays: readable, its links plain links, with a small notice offering Retry.

/** React's errors as its production build words them, and any message about hydration. */
const REACT_ERROR = /Minified React error #\d+|hydrat/i;

type MarkedWindow = Window & { sameDocumentMark?: string };

const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as MarkedWindow).sameDocumentMark = 'still here';
  });
const documentMark = (page: Page) => page.evaluate(() => (window as MarkedWindow).sameDocumentMark);

type ArrivedWindow = Window & { arrivedHeading?: Element | null };

/** Notes the page's heading as it arrived, before any script of the page ran. */
const noteArrivedHeading = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as ArrivedWindow).arrivedHeading = document.querySelector('main h1');
    });
  });
/** Whether the page's heading is still the very element it arrived as. */
const headingAsArrived = (page: Page) => page.evaluate(() => document.querySelector('main h1') === (window as ArrivedWindow).arrivedHeading);

/** Whether React owns the element (hydrated or drawn it): it keeps its fiber on the element. */
const ownedByReact = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/** Blocks the requests of one remote's code that `fails` names, as a failed CDN or deployment would. */
async function failRemoteCode(page: Page, remote: RemoteName, fails: (pathname: string) => boolean): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.origin === originOf(remote) && fails(url.pathname);
  await page.route(matches, (route) => route.abort());
  return () => page.unroute(matches);
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: "This page didn't finish loading" });

/** For each remote: a page it renders on the server, what fails in the browser, and a link of its HTML. */
const pages = [
  {
    remote: 'catalog',
    path: '/shop',
    failure: 'its page chunk',
    fails: (pathname: string) => pathname.startsWith('/chunks/'),
    heading: /^Shop$/,
    text: 'Showing',
    link: { selector: 'main a[href^="/product/"]', to: /\/product\/[\w-]+$/ },
  },
  {
    remote: 'content',
    path: '/about',
    failure: 'its remoteEntry.js',
    fails: (pathname: string) => pathname === '/remoteEntry.js',
    heading: /^About Mimea Naturals$/,
    text: 'Kimathi House',
    link: { selector: 'main a[href^="https://wa.me/"]', to: /^https:\/\/wa\.me\// },
  },
  {
    remote: 'nopf',
    path: '/nopf',
    failure: 'its mf-manifest.json',
    fails: (pathname: string) => pathname === '/mf-manifest.json',
    heading: /^NutriPlant Organic Plus Fertilizer/,
    text: 'How to apply',
    link: { selector: 'main a[href="#order"]', to: /\/nopf#order$/ },
  },
] as const;

test.describe("a remote's code that fails after its HTML arrived", () => {
  for (const { remote, path, failure, fails, heading, text } of pages) {
    test(`${remote}, ${failure} failing: ${path} stays as it arrived, with Retry, and Retry brings it alive`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const unblock = await failRemoteCode(page, remote, fails);
      await noteArrivedHeading(page);
      await page.goto(path);
      await markDocument(page);
      // Long after the failure (0.5–0.85 s): the page is still the one the server drew, the very
      // elements it arrived as, none of them React's.
      await page.waitForTimeout(2_500);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(heading);
      expect(await headingAsArrived(page)).toBe(true);
      expect(await ownedByReact(page, 'main h1')).toBe(false);
      await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
      await expect(page.getByText(/^We couldn't load/)).toHaveCount(0);
      // A small notice says so, with a real Retry button.
      await expect(notice(page)).toBeVisible();
      const retry = notice(page).getByRole('button', { name: 'Retry' });
      await expect(retry).toBeEnabled();
      // React threw nothing away: no hydration error, nothing uncaught.
      expect(errors.filter((error) => REACT_ERROR.test(error))).toEqual([]);

      // By keyboard: Retry loads the remote, and the page turns live without a reload.
      await unblock();
      await retry.focus();
      await page.keyboard.press('Enter');
      await expect(notice(page)).toHaveCount(0);
      await expect(h1).toHaveText(heading);
      await expect.poll(() => ownedByReact(page, 'main h1')).toBe(true);
      expect(await documentMark(page)).toBe('still here');
      expect(errors.filter((error) => REACT_ERROR.test(error))).toEqual([]);
    });
  }

  for (const { remote, path, failure, fails, link } of pages) {
    test(`${remote}, ${failure} failing: a link of ${path}'s HTML works as a plain link`, async ({ page, context }) => {
      // Off-site links open the real site: here, a stand-in page.
      await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
      await failRemoteCode(page, remote, fails);
      await page.goto(path);
      await expect(notice(page)).toBeVisible({ timeout: 6_000 });
      await markDocument(page);
      const anchor = page.locator(link.selector).first();
      if ((await anchor.getAttribute('target')) === '_blank') {
        const [opened] = await Promise.all([context.waitForEvent('page'), anchor.click()]);
        await expect(opened).toHaveURL(link.to);
        return;
      }
      const href = (await anchor.getAttribute('href')) ?? '';
      await anchor.click();
      await expect(page).toHaveURL(link.to);
      if (href.startsWith('#')) {
        // An anchor of the page: the browser scrolls to it, and the page stays as it is.
        await expect(page.locator(href)).toBeInViewport();
        await expect(notice(page)).toBeVisible();
        expect(await documentMark(page)).toBe('still here');
      } else {
        // Another page: the browser loaded it (a new document), as without JavaScript.
        await expect.poll(() => documentMark(page)).toBeUndefined();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    });
  }
});

test.describe("a kept page's route at another address", () => {
  test("the chrome's link to another page of the route shows that page's fallback, and Retry loads it", async ({ page }) => {
    // The kept HTML is /shop's: at /shop/skincare, drawn by the same module, it cannot stand.
    const errors = collectConsoleErrors(page);
    const unblock = await failRemoteCode(page, 'catalog', (pathname) => pathname.startsWith('/chunks/'));
    await page.goto('/shop');
    await expect(notice(page)).toBeVisible({ timeout: 6_000 });
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Product Categories' }).getByRole('link', { name: 'Skincare' }).click();
    await expect(page).toHaveURL(/\/shop\/skincare$/);
    const fallback = page.getByRole('alert').filter({ hasText: "We couldn't load our product catalogue" });
    await expect(fallback).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: /^Shop$/ })).toHaveCount(0);

    await unblock();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skincare');
    expect(await documentMark(page)).toBe('still here');
    expect(errors.filter((error) => REACT_ERROR.test(error))).toEqual([]);
  });
});

test.describe('the fertilizer popup and a page that failed', () => {
  test.use({ storageState: firstVisit });
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Grow more with NutriPlant Organic Plus' });

  test('first visit: the popup waits while the page keeps its HTML, so Retry stays reachable; it comes once the page is whole', async ({ page }) => {
    const unblock = await failRemoteCode(page, 'catalog', (pathname) => pathname.startsWith('/chunks/'));
    await page.goto('/shop');
    await expect(notice(page)).toBeVisible({ timeout: 6_000 });
    // The popup is decided 100 ms after the page has loaded, the browser is idle and the shopper
    // has seen the page (a scroll): long past.
    await page.waitForLoadState('load');
    await page.mouse.wheel(0, 40);
    await page.waitForTimeout(3_000);
    await expect(popup(page)).toHaveCount(0);
    const retry = notice(page).getByRole('button', { name: 'Retry' });
    // Nothing covers it, nothing makes it inert: a click would land on it.
    await retry.click({ trial: true, timeout: 2_000 });

    await unblock();
    await retry.click();
    await expect(notice(page)).toHaveCount(0);
    // The page is whole: the popup may show, as on any first visit.
    await expect(popup(page)).toBeVisible({ timeout: 10_000 });
  });

  test('first visit: the popup never covers the fallback of a remote that is down', async ({ page }) => {
    await stopRemote('content');
    try {
      await page.goto('/about');
      const fallback = page.getByRole('alert').filter({ hasText: "We couldn't load this page" });
      await expect(fallback).toBeVisible({ timeout: 6_000 });
      await page.waitForLoadState('load');
      await page.mouse.wheel(0, 40);
      await page.waitForTimeout(3_000);
      await expect(popup(page)).toHaveCount(0);
      await fallback.getByRole('button', { name: 'Retry' }).click({ trial: true, timeout: 2_000 });
    } finally {
      await startRemote('content');
    }
  });
});
