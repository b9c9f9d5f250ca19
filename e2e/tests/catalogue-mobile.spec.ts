import { expect, test } from '@playwright/test';
import { openShop } from '../support/stack';
import { collectConsoleErrors } from '../support/console-errors';

// A phone: below the 768 px breakpoint of the storefront spec.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('catalogue on a phone', () => {
  test('home to a category to a product to the cart', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openShop(page, '/');
    await expect(page.getByRole('navigation', { name: 'All Categories' })).toBeHidden();
    await page.getByRole('region', { name: 'Shop By Category' }).getByRole('link', { name: /Dental Care$/ }).tap();
    await expect(page).toHaveURL('/shop/dental-care');
    await page.getByRole('link', { name: 'Herbs Toothpaste', exact: true }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Herbs Toothpaste');
    await page.getByRole('button', { name: 'Add to Cart' }).tap();
    await expect(page.getByText('1 x Herbs Toothpaste has been added to your cart.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Cart, 1 item' }).tap();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByTestId('cart-line')).toContainText('Herbs Toothpaste');
    expect(errors).toEqual([]);
  });

  test('filters in a drawer, four products a page, with the filters in the URL', async ({ page }) => {
    await openShop(page, '/shop');
    await expect(page.getByTestId('product-card')).toHaveCount(4);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    // click, not check: the radio follows the URL, which the router updates in a transition.
    await drawer.getByRole('radio', { name: 'Sexual Wellness' }).click();
    await expect(page).toHaveURL('/shop/sexual-wellness');
    await drawer.getByRole('radio', { name: "Women's Health" }).click();
    await expect(page).toHaveURL('/shop?category=sexual-wellness&subcategory=womens-health');
    await drawer.getByRole('button', { name: /^Show \d+ products$/ }).tap();
    await expect(drawer).toBeHidden();
    await expect(page.getByText(/^Showing 1–\d of \d+ products$/)).toBeVisible();
    const count = await page.getByTestId('product-card').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
  });

  test('a flash deals row shows two cards at a time', async ({ page }) => {
    await openShop(page, '/');
    const deals = page.getByRole('region', { name: 'Flash Deals' }).first();
    await expect(deals.locator('li:not([aria-hidden="true"]) [data-testid="product-card"]')).toHaveCount(2);
  });
});
