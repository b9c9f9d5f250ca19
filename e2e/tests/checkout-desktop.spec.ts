import { expect, test } from '@playwright/test';
import { openShop, postedOrders, startOrderService, stopOrderService, storedOrder, storedOrderIds } from '../support/stack';
import { collectConsoleErrors } from '../support/console-errors';
import { addFromProductPage, fillShippingForm, openMpesaInstructions, shopper } from '../support/checkout-steps';

const ORDER_URL = /\/order-confirmation\/ORDER\d{16}$/;

test.describe('buying on a desktop', () => {
  // Each journey pays with its own M-Pesa code: the order service refuses a code used twice.
  test('product to cart to checkout to M-Pesa success, stored and listed for the owner with the right total', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const consoleText: string[] = [];
    page.on('console', (message) => consoleText.push(message.text()));
    await openShop(page, '/');
    await addFromProductPage(page, 'olive-soap', 3);
    await addFromProductPage(page, 'tourmaline-flask', 1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart, 4 items' }).click();

    // The cart: KES 5,000, flat shipping below KES 10,000, WELCOME10 off the subtotal only.
    await expect(page.getByTestId('summary-subtotal')).toHaveText('KES 5,000');
    await expect(page.getByTestId('summary-shipping')).toHaveText('KES 400');
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('Welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('summary-discount')).toHaveText('− KES 500');
    await expect(page.getByTestId('summary-total')).toHaveText('KES 4,900');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

    // The checkout agrees: same lines and discount; shipping waits for a station.
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByTestId('checkout-line')).toHaveCount(2);
    await expect(page.getByTestId('summary-discount')).toHaveText('− KES 500');
    await expect(page.getByTestId('summary-shipping')).toHaveText('To be decided');
    await fillShippingForm(page, 'Mombasa', 'Diani');
    await expect(page.getByTestId('summary-shipping')).toHaveText('KES 660');
    await expect(page.getByTestId('summary-total')).toHaveText('KES 5,160');
    await page.getByRole('textbox', { name: 'Order notes (optional)' }).fill('Please call on arrival');

    const dialog = await openMpesaInstructions(page);
    await expect(dialog).toContainText('Enter the exact amount, KES 5,160');
    await dialog.getByRole('textbox', { name: 'M-Pesa transaction ID' }).pressSequentially('qft4xy7z2k');
    await expect(dialog.getByRole('textbox', { name: 'M-Pesa transaction ID' })).toHaveValue('QFT4XY7Z2K');
    await dialog.getByRole('button', { name: 'Confirm Payment' }).click();

    await expect(dialog.getByText('Verifying Your Order')).toBeVisible();
    await expect(page.getByText('Your order has been confirmed. You will receive confirmation shortly.')).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL(ORDER_URL, { timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
    await expect(dialog).toBeHidden();

    const orderId = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(orderId);
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByTestId('confirmation-total')).toHaveText('KES 5,160');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

    // The order service stored it, priced by the shop, and the owner's listing shows it.
    // A typed code is the shopper's claim: the order waits for the till's confirmation of it.
    const order = await storedOrder(orderId);
    expect(order).toMatchObject({
      orderId,
      status: 'awaiting-confirmation',
      customerName: 'Wanjiku Kamau',
      phoneNumber: '+254722123456',
      customerId: '*****678',
      total: 5160,
      claimedTotal: 5160,
      priceCheck: { result: 'match', issues: [] },
      products: 'Olive Soap (3x), Tourmaline Flask (1x)',
      mpesaTransactionId: 'QFT4XY7Z2K',
      paymentMethod: 'mpesa',
      subtotal: 5000,
      discount: 500,
      coupon: 'WELCOME10',
      shipping: 660,
      county: 'Mombasa',
      pickupStation: { name: 'Diani' },
      email: shopper.email,
      notes: 'Please call on arrival',
    });
    expect(order!.lines).toEqual([
      { id: 'olive-soap', name: 'Olive Soap', unitPrice: 500, quantity: 3, lineTotal: 1500 },
      { id: 'tourmaline-flask', name: 'Tourmaline Flask', unitPrice: 3500, quantity: 1, lineTotal: 3500 },
    ]);

    // Personal data stays out of storage, URLs and the console.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    for (const personal of [shopper.lastName, shopper.idNumber, '722123456', shopper.email]) {
      expect(stored).not.toContain(personal);
      expect(page.url()).not.toContain(personal);
      expect(consoleText.join('\n')).not.toContain(personal);
    }
    expect(stored).not.toContain('WELCOME10');
    expect(errors).toEqual([]);
  });

  test('with the order service down, the M-Pesa dialog keeps what was typed; the retry reuses the order ID and is stored', async ({ page }) => {
    const posted = postedOrders(page);
    await openShop(page, '/');
    await addFromProductPage(page, 'olive-soap', 2);
    await page.goto('/checkout');
    await fillShippingForm(page, 'Nairobi', 'Westlands');
    const dialog = await openMpesaInstructions(page);
    const transaction = dialog.getByRole('textbox', { name: 'M-Pesa transaction ID' });
    await transaction.fill('QFT4XY7Z2L');

    const storedBefore = await storedOrderIds();
    await stopOrderService();
    try {
      await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
      await expect(page.getByText('Failed to submit order details. Please try again.')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Confirm Payment' })).toBeVisible();
      await expect(transaction).toHaveValue('QFT4XY7Z2L');
      await expect(page).toHaveURL('/checkout');
    } finally {
      await startOrderService();
    }

    await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page).toHaveURL(ORDER_URL, { timeout: 6000 });
    const orderId = page.url().split('/').pop() ?? '';
    // The failed Place Order sent it three times (two retries), the second Place Order once: one order ID.
    expect(posted.map((order) => order.orderId)).toEqual([orderId, orderId, orderId, orderId]);
    expect(await storedOrder(orderId)).toMatchObject({ total: 1240, mpesaTransactionId: 'QFT4XY7Z2L' });
    // The restart lost nothing stored before it.
    expect(await storedOrderIds()).toEqual([orderId, ...storedBefore].slice(0, 100));
  });

  test('an M-Pesa code already used for another order is refused with a clear message', async ({ page }) => {
    await openShop(page, '/');
    await addFromProductPage(page, 'olive-soap', 1);
    await page.goto('/checkout');
    await fillShippingForm(page, 'Nairobi', 'Westlands');
    const dialog = await openMpesaInstructions(page);
    // The first journey of this file paid with this code.
    await dialog.getByRole('textbox', { name: 'M-Pesa transaction ID' }).fill('QFT4XY7Z2K');
    await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page.getByText('This M-Pesa transaction ID has already been used for another order. Please check the code in your M-Pesa message.')).toBeVisible();
    await expect(page).toHaveURL('/checkout');
    await expect(dialog.getByRole('textbox', { name: 'M-Pesa transaction ID' })).toHaveValue('QFT4XY7Z2K');
  });

  test('a second click while the order is being sent sends nothing more', async ({ page }) => {
    const posted = postedOrders(page);
    await openShop(page, '/');
    await addFromProductPage(page, 'olive-soap', 1);
    await page.goto('/checkout');
    await fillShippingForm(page, 'Kiambu', 'Thika');
    await expect(page.getByTestId('summary-shipping')).toHaveText('KES 260');
    const dialog = await openMpesaInstructions(page);
    await dialog.getByRole('textbox', { name: 'M-Pesa transaction ID' }).fill('QFT4XY7Z2M');
    // A slow network: the order reaches the real service 1.5 s late.
    await page.route('**/api/orders', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const confirm = dialog.getByRole('button', { name: /Confirm Payment|Submitting/ });
    await confirm.click();
    await confirm.click({ force: true });
    await confirm.press('Enter');
    await expect(page).toHaveURL(ORDER_URL, { timeout: 8000 });
    expect(posted).toHaveLength(1);
    expect(await storedOrder(page.url().split('/').pop() ?? '')).toMatchObject({ total: 760 });
  });

  test('cash on delivery in Nairobi places a pending order and ends on the confirmation', async ({ page }) => {
    await openShop(page, '/');
    await addFromProductPage(page, 'tourmaline-flask', 3);
    await page.goto('/checkout');
    const cod = page.getByRole('radio', { name: 'Cash on Delivery (Nairobi CBD only)' });
    await expect(cod).toBeDisabled();
    await fillShippingForm(page, 'Nairobi', 'Kenyatta Avenue');
    // From KES 10,000 shipping is free, whatever the station.
    await expect(page.getByTestId('summary-shipping')).toHaveText('Free');
    await cod.check();

    const posted = postedOrders(page);
    await stopOrderService();
    try {
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByText('Failed to submit order details. Please try again.')).toBeVisible();
      await expect(page).toHaveURL('/checkout');
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(shopper.firstName);
    } finally {
      await startOrderService();
    }

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Thank you for your purchase! You will receive a confirmation shortly.')).toBeVisible();
    await expect(page).toHaveURL(ORDER_URL);
    await expect(page.getByText('Pay KES 10,500 in cash when you collect your order.')).toBeVisible();
    const orderId = page.url().split('/').pop() ?? '';
    // The failed Place Order sent it three times (two retries), the second Place Order once: one order ID.
    expect(posted.map((order) => order.orderId)).toEqual([orderId, orderId, orderId, orderId]);
    expect(await storedOrder(orderId)).toMatchObject({ paymentMethod: 'cod', status: 'placed', mpesaTransactionId: null, total: 10_500, shipping: 0 });
  });

  test('every validation message of the checkout and the M-Pesa dialog', async ({ page }) => {
    const posted = postedOrders(page);
    await openShop(page, '/');
    await addFromProductPage(page, 'olive-soap', 1);
    await page.goto('/checkout');
    await expect(page.getByRole('combobox', { name: 'Pickup station' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'E-mail (optional)' }).fill('wanjiku@example');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('0812 345 678');
    await page.getByRole('textbox', { name: 'National ID number' }).fill('12AB');
    await page.getByRole('button', { name: 'Place Order' }).click();
    for (const message of [
      'Enter your first name.',
      'Enter your last name.',
      'Enter a valid e-mail address, like name@example.com.',
      'Enter a Kenyan mobile number, like 0712 345 678 or +254712345678.',
      'A national ID number has 6 to 9 digits.',
      'Choose your county.',
      'Choose a pickup station.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await fillShippingForm(page, 'Nairobi', 'Karen');
    await page.getByRole('button', { name: 'Place Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay with M-Pesa' });
    await dialog.getByRole('textbox', { name: 'M-Pesa phone number' }).fill('+25472212345');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Invalid Phone Number')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid Kenyan phone number, e.g. +254712345678')).toBeVisible();

    await dialog.getByRole('button', { name: 'Already Paid' }).click();
    const transaction = dialog.getByRole('textbox', { name: 'M-Pesa transaction ID' });
    await expect(transaction).toBeFocused();
    await transaction.fill('QFT4XY');
    await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page.getByText('Invalid Transaction ID')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid M-Pesa transaction ID, e.g. QFT4XY7Z2K (ten uppercase letters or digits)')).toBeVisible();
    expect(posted).toHaveLength(0);
  });

  test('the coupon messages, and a coupon dropped when the cart shrinks', async ({ page }) => {
    await openShop(page, '/');
    await addFromProductPage(page, 'tourmaline-flask', 3);
    await page.goto('/cart');
    const box = page.getByRole('textbox', { name: 'Coupon code' });
    const apply = page.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await box.fill('SAVE50');
    await apply.click();
    await expect(page.getByText('Invalid coupon')).toBeVisible();
    // Once in the toast, once under the box.
    await expect(page.getByText('Please enter a valid coupon code.')).toHaveCount(2);

    await box.fill('freeshipping-mar25');
    await apply.click();
    await expect(page.getByTestId('applied-coupon')).toContainText('FREESHIPPING-MAR25');
    await page.getByRole('button', { name: 'Decrease quantity of Tourmaline Flask' }).click();
    await expect(page.getByText('FREESHIPPING-MAR25 was removed: it requires a minimum purchase of KES 10,000.')).toBeVisible();
    await expect(page.getByTestId('summary-shipping')).toHaveText('KES 400');

    await box.fill('FREESHIPPING-MAR25');
    await apply.click();
    await expect(page.getByText('This coupon requires a minimum purchase of KES 10,000.')).toHaveCount(2);
  });
});
