import { expect, test } from '@playwright/test';
import { openShop } from '../support/stack';

test.describe('one cart across the apps', () => {
  test('a product added in the catalogue updates the shell badge and shows in the checkout cart', async ({ page }) => {
    await openShop(page, '/shop');
    const header = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByTestId('floating-cart')).toBeHidden();

    await page.getByRole('button', { name: 'Add A-Power Capsules to cart' }).click();
    await expect(page.getByText('A-Power Capsules has been added to your cart')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await page.getByRole('button', { name: 'Add A-Power Capsules to cart' }).click();
    await expect(page.getByText('A-Power Capsules quantity increased to 2')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    await page.getByTestId('floating-cart').click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByTestId('floating-cart')).toBeHidden();
    const line = page.getByTestId('cart-line');
    await expect(line).toContainText('A-Power Capsules');
    await expect(page.getByRole('textbox', { name: 'Quantity of A-Power Capsules' })).toHaveValue('2');

    await page.getByRole('button', { name: 'Increase quantity of A-Power Capsules' }).click();
    await expect(header.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

    await page.reload();
    await expect(header.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Quantity of A-Power Capsules' })).toHaveValue('3');

    await page.getByRole('button', { name: 'Remove A-Power Capsules' }).click();
    await expect(page.getByText('A-Power Capsules has been removed from your cart')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  test('shows the floating cart button only with items, and never on /cart or /checkout', async ({ page }) => {
    await openShop(page, '/shop?search=olive%20soap');
    await page.getByRole('button', { name: 'Add Olive Soap to cart' }).click();
    await expect(page.getByTestId('floating-cart')).toHaveAccessibleName('View cart, 1 item');
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('floating-cart')).toBeHidden();
  });

  test('starts with an empty cart when the stored cart is corrupt, logging to the console only', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await openShop(page, '/about');
    await page.evaluate(() => localStorage.setItem('cart', '{"items": [broken'));
    await openShop(page, '/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    expect(errors).toEqual([]);
    expect(consoleErrors.some((text) => text.includes('Could not parse the stored cart'))).toBe(true);
  });

  test('drops or clamps tampered cart lines instead of showing NaN or negatives', async ({ page }) => {
    await openShop(page, '/about');
    await page.evaluate(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify([
          { id: 'olive-soap', name: 'Olive Soap', price: 500, currency: 'KES', quantity: '2', image: '' },
          { id: 'ghost', name: 'Ghost', price: 100, quantity: -4 },
          { name: 'No id', price: 100, quantity: 1 },
          { id: 'free', name: 'Free lunch', price: 'abc', quantity: 1 },
          { id: 'bulk', name: 'Bulk Tea', price: 700, quantity: 2.7 },
        ]),
      ),
    );
    await openShop(page, '/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: 'Quantity of Bulk Tea' })).toHaveValue('2');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('NaN');
    await expect(page.getByRole('main')).not.toContainText('Ghost');
  });
});
