import { expect, test } from '@playwright/test';
import { openShop } from '../support/stack';

test.describe('header search', () => {
  test('ignores empty text, searches the trimmed text, then clears and closes the bar', async ({ page }) => {
    await openShop(page, '/about');
    await page.getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await expect(box).toBeFocused();
    await box.fill('    ');
    await box.press('Enter');
    await expect(page).toHaveURL('/about');

    await box.fill('  blueberry powder  ');
    await box.press('Enter');
    await expect(page).toHaveURL('/shop?search=blueberry%20powder');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "blueberry powder"');
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeHidden();

    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  test('treats HTML typed in the box as text, never as markup', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await openShop(page, '/about');
    await page.getByRole('button', { name: 'Open search' }).click();
    const attack = '<img src=x onerror="alert(1)">';
    await page.getByRole('searchbox', { name: 'Search products' }).fill(attack);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search Results for "${attack}"`);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('routing', () => {
  test('shows the not-found page for an unknown path, with a link home', async ({ page }) => {
    await openShop(page, '/no-such-page/at-all');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('explains on /account that accounts are not offered yet, and how to order', async ({ page }) => {
    await openShop(page, '/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText(/don't offer customer accounts yet/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to order' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '+254 720 123 456' })).toHaveAttribute('href', 'tel:+254720123456');
  });

  test('scrolls to the top on every route change', async ({ page }) => {
    await openShop(page, '/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Health Packages' }).first().click();
    await expect(page).toHaveURL('/packages');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('sends every route of both route tables to the app that owns it', async ({ page }) => {
    const owners: [string, RegExp][] = [
      ['/shop/supplements/mens-health', /^Supplements$/],
      ['/shop/health-packages/respiratory-health', /^Health Packages$/],
      ['/categories', /Shop by Category/],
      ['/cart', /Your cart is empty/],
      ['/checkout', /Checkout/],
      ['/blog', /Blog/],
      ['/contact', /Contact/],
      ['/packages/DiabetesCare', /Diabetes/],
      ['/KidsCare', /Kids/],
      ['/privacy-policy', /Privacy/],
      ['/terms', /Terms/],
      ['/nopf', /NutriPlant Organic Plus Fertilizer/],
    ];
    for (const [path, heading] of owners) {
      await openShop(page, path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
  });
});
