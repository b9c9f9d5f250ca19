import { expect, type Page } from '@playwright/test';
import { openShop } from './stack';

/** The shopper of the journeys: typed as a Kenyan shopper would. */
export const shopper = {
  firstName: 'Wanjiku',
  lastName: 'Kamau',
  email: 'wanjiku@example.co.ke',
  phone: '0722 123 456',
  phoneE164: '+254722123456',
  idNumber: '12345678',
};

/** Adds a product from its page, with the quantity typed in the stepper. */
export async function addFromProductPage(page: Page, id: string, quantity = 1): Promise<void> {
  await page.goto(`/product/${id}`);
  const box = page.getByRole('textbox', { name: 'Quantity' });
  await box.fill(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(/has been added to your cart\./)).toBeVisible();
}

/** Fills the shipping form: county, then one of its stations by visible name. */
export async function fillShippingForm(page: Page, county: string, station: string | RegExp): Promise<void> {
  await page.getByRole('textbox', { name: 'First name' }).fill(shopper.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(shopper.lastName);
  await page.getByRole('textbox', { name: 'E-mail (optional)' }).fill(shopper.email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(shopper.phone);
  await page.getByRole('textbox', { name: 'National ID number' }).fill(shopper.idNumber);
  await page.getByRole('combobox', { name: 'County' }).selectOption(county);
  const stations = page.getByRole('combobox', { name: 'Pickup station' });
  const label = await stations.locator('option').filter({ hasText: station }).first().textContent();
  await stations.selectOption({ label: label ?? '' });
}

/** Place Order with M-Pesa, then the phone step: the dialog waits on the till instructions. */
export async function openMpesaInstructions(page: Page) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with M-Pesa' });
  await expect(dialog.getByRole('textbox', { name: 'M-Pesa phone number' })).toHaveValue(shopper.phoneE164);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByTestId('mpesa-till')).toHaveText('3481712');
  return dialog;
}

/** A cash-on-delivery order of one Olive Soap to Kenyatta Avenue, Nairobi, by the shopper, paid from `phone`; its order ID. */
export async function placeCashOrder(page: Page, phone: string): Promise<string> {
  await openShop(page, '/');
  await addFromProductPage(page, 'olive-soap', 1);
  await page.goto('/checkout');
  await fillShippingForm(page, 'Nairobi', 'Kenyatta Avenue');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('radio', { name: 'Cash on Delivery (Nairobi CBD only)' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/ORDER\d{16}$/);
  return page.url().split('/').pop() ?? '';
}
