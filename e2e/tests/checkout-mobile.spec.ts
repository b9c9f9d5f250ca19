import { expect, test } from '@playwright/test';
import { openShop, storedOrder } from '../support/stack';
import { collectConsoleErrors } from '../support/console-errors';
import { fillShippingForm, openMpesaInstructions } from '../support/checkout-steps';

// A phone: below the 768 px breakpoint of the storefront spec.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('buying on a phone', () => {
  test('product to cart to checkout to M-Pesa, then the order confirmation', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openShop(page, '/product/herbs-toothpaste');
    await page.getByRole('button', { name: 'Add to Cart' }).tap();
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Cart, 1 item' }).tap();
    await expect(page.getByTestId('cart-line')).toContainText('Herbs Toothpaste');
    await page.getByRole('button', { name: 'Increase quantity of Herbs Toothpaste' }).tap();
    await expect(page.getByRole('textbox', { name: 'Quantity of Herbs Toothpaste' })).toHaveValue('2');
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).tap();

    await fillShippingForm(page, 'Turkana', 'Kakuma');
    await expect(page.getByTestId('summary-shipping')).toHaveText('KES 2,160');
    const dialog = await openMpesaInstructions(page);
    await dialog.getByRole('textbox', { name: 'M-Pesa transaction ID' }).fill('RKT8ZQ1P0A');
    await dialog.getByRole('button', { name: 'Confirm Payment' }).tap();
    await expect(page).toHaveURL(/\/order-confirmation\/ORDER\d{16}$/, { timeout: 6000 });
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const order = await storedOrder(page.url().split('/').pop() ?? '');
    expect(order).toMatchObject({ products: 'Herbs Toothpaste (2x)', county: 'Turkana', shipping: 2160, paymentMethod: 'mpesa', total: 3460 });
    expect(errors).toEqual([]);
  });
});
