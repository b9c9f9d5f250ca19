import { expect, test, type Page } from '@playwright/test';
import { oneAddressPerRoute } from '../support/route-addresses';
import { openShop } from '../support/stack';
import { reactErrors } from '../support/react-errors';

// React hydrates every page from the HTML it arrived as (docs/html-first.md). A
// page whose first render differs from its HTML makes React throw that HTML away and draw the
// part again (a hydration mismatch, #418 and #425 in production); a part that fails while it is
// hydrated does too (#422, #423). React reports each to `onRecoverableError`, whose default the
// shell keeps: the browser's reportError, an uncaught error of the page. Either fails here.


async function visitEveryRoute(page: Page): Promise<string[]> {
  const errors = reactErrors(page);
  const visited: string[] = [];
  for (const path of oneAddressPerRoute()) {
    await openShop(page, path);
    // What follows hydration (a phone's layout, a lazily drawn section) is React's work too.
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    visited.push(path);
  }
  expect(visited.length).toBeGreaterThan(20);
  return errors;
}

test.describe('every route hydrates as it arrived', () => {
  test('desktop: no hydration mismatch, no recoverable error on any route', async ({ page }) => {
    test.setTimeout(180_000);
    expect(await visitEveryRoute(page)).toEqual([]);
  });

  test('phone: no hydration mismatch, no recoverable error on any route', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await visitEveryRoute(page)).toEqual([]);
  });

  test('the check sees a mismatch: a page whose HTML is not what React draws first is reported', async ({ page }) => {
    // The page's heading altered before React hydrates it: React meets text it would not draw.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const heading = document.querySelector('main h1');
        if (heading) heading.textContent = 'About someone else';
      });
    });
    const errors = reactErrors(page);
    await openShop(page, '/about');
    await expect.poll(() => errors.length).toBeGreaterThan(0);
  });
});
