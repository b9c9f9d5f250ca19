import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import { originOf } from '../support/origins';
import { openShop } from '../support/stack';

const OTHER_REMOTES = ['catalog', 'checkout', 'content'].map((remote) => `${originOf(remote)}/`);

/** Scrolls every picture into view (they load lazily) and expects each to have loaded. */
async function expectPicturesLoaded(page: Page) {
  const images = page.locator('main img');
  const count = await images.count();
  expect(count).toBeGreaterThanOrEqual(6);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
}

test.describe('the fertilizer landing page', () => {
  test('desktop: every section, the chosen bottle in the Buy Now message, and no other remote waited for', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const otherRemotes: string[] = [];
    page.on('request', (request) => {
      if (OTHER_REMOTES.some((origin) => request.url().startsWith(origin))) otherRemotes.push(request.url());
    });
    await openShop(page, '/nopf');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NutriPlant Organic Plus Fertilizer (NOPF)');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Why Choose NOPF?',
      'Proven Benefits',
      "What's Inside",
      'Application Guide',
      'Endorsed',
      'Order NOPF',
    ]);
    await expect(page.getByRole('region', { name: "What's Inside" })).toContainText('100g/L');
    await expect(page.getByRole('region', { name: 'Application Guide' })).toContainText('6-10 hours in 10ml of NOPF per 10L of water');

    const order = page.getByRole('region', { name: 'Order NOPF' });
    const buyNow = order.getByRole('link', { name: 'Buy Now' });
    const message = async () => new URL((await buyNow.getAttribute('href')) ?? '').searchParams.get('text');
    expect(await message()).toContain('NutriPlant Organic Plus Fertilizer (NOPF), 1000ml bottle');
    await order.getByText('100ml', { exact: true }).click();
    expect(await message()).toContain('NutriPlant Organic Plus Fertilizer (NOPF), 100ml bottle');
    await expect(buyNow).toHaveAttribute('target', '_blank');
    await expect(order.getByRole('link', { name: 'Talk to a Consultant' })).toHaveAttribute('href', 'tel:+254720123456');

    await expectPicturesLoaded(page);
    expect(otherRemotes).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('phone: the hero first, no sideways scrolling, and Order NOPF leads to Buy Now', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openShop(page, '/nopf');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Order NOPF' }).click();
    await expect(page.getByRole('region', { name: 'Order NOPF' }).getByRole('link', { name: 'Buy Now' })).toBeInViewport();
    await expectPicturesLoaded(page);
  });
});
