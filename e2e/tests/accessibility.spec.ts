import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { firstVisit } from '../support/popup-flags';
import { openShop, scrollToPlaceholder, startRemote, stopRemote } from '../support/stack';
import { originOf } from '../support/origins';
import { measuredCart, measuredPages } from '../support/measured-pages';

/** WCAG 2.1 A and AA rules of axe-core, on the whole page as a shopper sees it. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Contrast is only measurable once the menus and buttons have finished fading and sliding in (CSS transitions). */
async function waitForAnimations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/**
 * Waits until everything a page asks for as it is read is there, live and still. `formsLive`:
 * wait for its forms' submit buttons to be enabled (off where one is disabled on purpose, as a
 * coupon's Apply with nothing typed).
 */
async function waitForWholePage(page: Page, { formsLive = true } = {}) {
  // Product grids and the contact page's questions come from the catalog remote, asked for
  // when they near the screen: scroll to them, and measure them once they are there.
  for (const waiting of [page.getByText('Loading products...'), page.getByText('Loading questions...')]) {
    await scrollToPlaceholder(waiting);
    await expect(waiting).toHaveCount(0);
  }
  // A form's submit button waits until its part of the page is live (hydrated in slices).
  if (formsLive) await expect(page.locator('main button[type="submit"]:disabled')).toHaveCount(0);
  await waitForAnimations(page);
}

test.describe('accessibility of the chrome (axe-core, WCAG 2.1 AA)', () => {
  test('desktop: the account page, the 404 page and the open Shop dropdown', async ({ page }) => {
    await openShop(page, '/account');
    // The footer's Subscribe button, enabled once the page is live, fades to its colours.
    await waitForAnimations(page);
    expect(await violations(page)).toEqual([]);
    await openShop(page, '/no-such-page');
    await waitForAnimations(page);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Shop' }).click();
    await expect(page.getByRole('menuitem', { name: 'Vision & Sleep' })).toHaveAccessibleDescription('Supplements');
    await waitForAnimations(page);
    expect(await violations(page)).toEqual([]);
  });

  test('phone: the page with its bottom bar, and the open Navigation Menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openShop(page, '/account');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation Menu' })).toBeVisible();
    await waitForAnimations(page);
    expect(await violations(page)).toEqual([]);
  });

  test('a remote that is down: the fallback is accessible too', async ({ page }) => {
    // Down for the shell's server too: the page arrives without the remote's HTML.
    await stopRemote('content');
    try {
      await page.goto('/about');
      await expect(page.getByRole('alert').filter({ hasText: "We couldn't load" })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    } finally {
      await startRemote('content');
    }
  });

  test("a remote's code that fails after its HTML arrived: the page kept and its notice are accessible too", async ({ page }) => {
    await page.route(`${originOf('content')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/about');
    await expect(page.getByRole('status').filter({ hasText: "This page didn't finish loading" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('accessibility of the catalogue (axe-core, WCAG 2.1 AA)', () => {
  // Carousels stand still under reduced motion, so contrast is measured on settled slides.
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

  for (const [name, path, width] of [
    ['home, desktop', '/', 1280],
    ['shop, desktop', '/shop?search=tea', 1280],
    ['product page with its reviews tab', '/product/olive-soap', 1280],
  ] as const) {
    test(name, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await openShop(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      if (path.startsWith('/product/')) {
        await page.getByRole('tab', { name: /^Reviews/ }).click();
        // The reviews load with their tab: check them, not the spinner before them.
        await expect(page.getByRole('button', { name: 'Submit Review' })).toBeVisible();
      }
      await waitForAnimations(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('shop filters in the drawer on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openShop(page, '/shop');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await waitForAnimations(page);
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('accessibility of the purchase (axe-core, WCAG 2.1 AA)', () => {
  const line = { id: 'olive-soap', name: 'Olive Soap', price: 500, currency: 'KES', quantity: 2, image: `${originOf('catalog')}/uploads/products/olive-soap-1.svg` };

  for (const width of [1280, 390]) {
    test(`cart, checkout with its errors, and the M-Pesa dialog at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await openShop(page, '/account');
      await page.evaluate((stored) => localStorage.setItem('cart', stored), JSON.stringify([line]));
      await openShop(page, '/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      expect(await violations(page)).toEqual([]);

      await openShop(page, '/checkout');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByText('Choose a pickup station.')).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await page.getByRole('textbox', { name: 'First name' }).fill('Wanjiku');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Kamau');
      await page.getByRole('textbox', { name: 'Phone number' }).fill('0722123456');
      await page.getByRole('textbox', { name: 'National ID number' }).fill('12345678');
      await page.getByRole('combobox', { name: 'County' }).selectOption('Nairobi');
      await page.getByRole('combobox', { name: 'Pickup station' }).selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.getByRole('dialog', { name: 'Pay with M-Pesa' }).getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByTestId('mpesa-till')).toBeVisible();
      await waitForAnimations(page);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('accessibility of the fertilizer pages (axe-core, WCAG 2.1 AA)', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

  for (const width of [1280, 390]) {
    test(`the /nopf landing page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await openShop(page, '/nopf');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test.describe('the popup', () => {
    test.use({ storageState: firstVisit });

    for (const width of [1280, 390]) {
      test(`the popup while held, with its Please wait... tooltip, at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/shop');
        const popup = page.getByRole('dialog', { name: 'Grow more with NutriPlant Organic Plus' });
        await expect(popup).toBeVisible({ timeout: 10_000 });
        await popup.getByRole('button', { name: 'Close' }).click({ force: true });
        await expect(page.getByRole('tooltip')).toHaveText('Please wait...');
        await waitForAnimations(page);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
});

test.describe('accessibility of the content pages (axe-core, WCAG 2.1 AA)', () => {
  for (const [name, path, width] of [
    ['blog, desktop', '/blog', 1280],
    ['blog post, phone', '/blog/gentle-natural-skincare-routine-for-nairobi-sun-and-dust', 390],
    ['blog post, desktop', '/blog/gentle-natural-skincare-routine-for-nairobi-sun-and-dust', 1280],
    ['contact, desktop', '/contact', 1280],
    ['about, desktop', '/about', 1280],
    ['a package page, desktop', '/packages/MentalCare', 1280],
    ['terms, desktop', '/terms', 1280],
  ] as const) {
    test(name, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await openShop(page, path);
      await expect(page.locator('h1')).toBeAttached();
      await waitForWholePage(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the contact form with its errors shown', async ({ page }) => {
    await openShop(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('accessibility of every measured page on a phone (axe-core, WCAG 2.1 AA)', () => {
  // One address of every route and the variants shoppers arrive at (config/measured-pages.cjs,
  // the list Lighthouse and the byte budgets measure), at a phone's width, where most shoppers are.
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

  for (const measured of measuredPages) {
    test(measured.name, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      if (measured.cart) {
        const stored = JSON.stringify(measuredCart(originOf('catalog')));
        await page.addInitScript((cart) => localStorage.setItem('cart', cart), stored);
      }
      await openShop(page, measured.path);
      await expect(page.locator('h1')).toBeAttached();
      await waitForWholePage(page, { formsLive: !measured.cart });
      expect(await violations(page)).toEqual([]);
    });
  }
});
