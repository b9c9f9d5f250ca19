import { expect, test } from '@playwright/test';
import { openShop } from '../support/stack';
import { reactErrors } from '../support/react-errors';

// An order's confirmation arrives as one frame for every order (docs/html-first.md): its heading
// and a line saying the order is being read. The order is the shopper's own: only the browser
// draws it.

const ORDER = 'ORDER1764000000000123';

test.describe("the order confirmation's frame", () => {
  test('is read without JavaScript, with nothing of the order in it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const answer = await page.goto(`/order-confirmation/${ORDER}`);
      expect(answer?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
      await expect(main.getByRole('status')).toHaveText('Loading your order…');
      expect(await answer?.text()).not.toContain(ORDER);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    } finally {
      await context.close();
    }
  });

  test('is taken over without an error, and the order is drawn', async ({ page }) => {
    const errors = reactErrors(page);
    await openShop(page, `/order-confirmation/${ORDER}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
    await expect(page.getByTestId('order-number')).toHaveText(ORDER);
    await expect(page.getByText('Loading your order…')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
