import { expect, test, type Page } from '@playwright/test';
import { NOPF_POPUP_SEEN_KEY, POPUP_LAST_SEEN_KEY, firstVisit } from '../support/popup-flags';
import { startRemote, stopRemote } from '../support/stack';

// These journeys start as a first visit: nothing stored, so the popup is due.
test.use({ storageState: firstVisit });

const popup = (page: Page) => page.getByRole('dialog', { name: 'Grow more with NutriPlant Organic Plus' });
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/**
 * Long enough for the popup to have been decided if it were due: 100 ms after the page has
 * loaded, settled and been seen (the shopper scrolls, as here, or leaves it untouched for 4 s).
 */
async function expectNoPopup(page: Page) {
  await page.waitForLoadState('load');
  await page.mouse.wheel(0, 40);
  await page.waitForTimeout(2_500);
  await expect(popup(page)).toHaveCount(0);
}

test.describe('the fertilizer popup', () => {
  test('phone, first visit: it shows, cannot be closed for 8 seconds, then closes and stays away on reload', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const dialog = popup(page);
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    const shownAt = Date.now();
    // It fits the phone's screen, with its three actions.
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expect(dialog.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', /^https:\/\/wa\.me\/254720123456\?text=.*NutriPlant/);
    await expect(dialog.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/nopf');
    await expect(dialog.getByRole('link', { name: 'Call Us' })).toHaveAttribute('href', 'tel:+254720123456');
    // Focus moved into the dialog.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // The hold: the close button, Escape and the backdrop do nothing.
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toHaveAttribute('aria-disabled', 'true');
    expect(await close.evaluate((element) => getComputedStyle(element).opacity)).toBe('0.5');
    // Forced: Playwright itself waits for an aria-disabled button; a shopper's tap does not.
    await close.click({ force: true });
    await expect(page.getByRole('tooltip')).toHaveText('Please wait...');
    // Twice: a <dialog> would let the browser close it on the second press, had the page not kept
    // Escape for itself.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.mouse.click(195, 820);
    await expect(dialog).toBeVisible();

    // The carousel moves on by itself, every 3 seconds.
    const active = dialog.locator('img[data-active="true"]');
    const first = await active.getAttribute('src');
    await expect(active).not.toHaveAttribute('src', first ?? '', { timeout: 4_000 });
    await expect(active).toHaveJSProperty('complete', true);
    expect(await active.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await expect(close).toHaveAttribute('aria-disabled', 'false', { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(7_500);
    await close.click();
    await expect(dialog).toHaveCount(0);
    expect(Number(await stored(page, POPUP_LAST_SEEN_KEY))).toBeGreaterThan(shownAt);

    await page.reload();
    await expectNoPopup(page);
  });

  test('desktop, on /nopf: it follows the landing page flag, which closing sets for good', async ({ page }) => {
    // Closed elsewhere an hour ago: the rest of the shop would not show it, /nopf still does.
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, String(Date.now() - 3_600_000));
        sessionStorage.setItem('seeded', 'yes');
      }
    }, POPUP_LAST_SEEN_KEY);
    await page.goto('/nopf');
    const dialog = popup(page);
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    // The page is behind the modal (aria-hidden for now), so it is found by its tag.
    await expect(page.locator('h1')).toHaveText('NutriPlant Organic Plus Fertilizer (NOPF)');
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-disabled', 'false', { timeout: 10_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await stored(page, NOPF_POPUP_SEEN_KEY)).toBe('true');

    await page.reload();
    await expectNoPopup(page);
  });

  test('never shows on /cart or /checkout; it waits until the shopper leaves them', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoPopup(page);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoPopup(page);
    expect(await stored(page, POPUP_LAST_SEEN_KEY)).toBeNull();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(popup(page)).toBeVisible({ timeout: 5_000 });
  });

  test('with the nopf server down, every other page works and no popup or fallback appears', async ({ page }) => {
    await stopRemote('nopf');
    try {
      for (const [path, heading] of [
        ['/', /natural health products/i],
        ['/shop', /^Shop$/],
        ['/about', /About Mimea Naturals/],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expectNoPopup(page);
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      }
    } finally {
      await startRemote('nopf');
    }
  });
});
