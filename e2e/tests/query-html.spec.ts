import { expect, test } from '@playwright/test';
import { openShop } from '../support/stack';
import { reactErrors } from '../support/react-errors';

// A search or a filter arrives as HTML like any other page (docs/html-first.md): the shell's
// server asks the remote for the page with its query, and the remote renders it on demand. Read
// here without JavaScript, then hydrated by React without an error.

/** The filtered pages, and what each shows as it arrives. */
const QUERY_PAGES = [
  { path: '/shop?search=tea', heading: 'Search Results for "tea"', title: /Search results for "tea"/, shows: 'Chamomile Sleep Tea' },
  { path: '/shop?category=skincare&utm_source=newsletter', heading: 'Skincare', title: /^Skincare \|/, shows: 'Olive Soap' },
  { path: '/blog?search=shea', heading: 'Health & Wellness Blog', title: /Blog results for "shea"/, shows: 'Shea Butter and African Black Soap' },
] as const;


test.describe('searches and filters arrive as HTML', () => {
  test('each is read without JavaScript: its results, its heading and its title', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const { path, heading, title, shows } of QUERY_PAGES) {
        const answer = await page.goto(path);
        expect(answer?.status(), path).toBe(200);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(main.getByText(shows).first(), path).toBeVisible();
        await expect(page, path).toHaveTitle(title);
        await expect(main.getByText('Loading…'), path).toHaveCount(0);
      }
      // The shop's results are what the search finds, not the whole shop.
      await page.goto('/shop?search=tea');
      await expect(page.getByRole('main').getByRole('status')).toContainText(/of \d+ products/);
      await expect(page.getByRole('main').getByText('Olive Soap')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('a search with markup in it arrives as text', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`/shop?search=${encodeURIComponent('<b>tea</b>')}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "<b>tea</b>"');
      await expect(page.locator('main b')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('React takes each over as it arrived: no hydration mismatch, no recoverable error', async ({ page }) => {
    const errors = reactErrors(page);
    for (const { path, heading } of QUERY_PAGES) {
      await openShop(page, path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });

  test('the search box of a search page that arrived as HTML searches again once live', async ({ page }) => {
    await openShop(page, '/shop?search=tea');
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the shop' });
    await expect(box).toHaveValue('tea');
    await box.fill('olive soap');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\?search=olive(\+|%20)soap$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Search Results for "olive soap"');
  });
});
