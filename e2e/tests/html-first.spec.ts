import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import { openShop } from '../support/stack';

// What a shopper, a crawler or a very old phone reads before (or without) any script: the page
// arrives as HTML (shell/site/prerender-pages.tsx), and React then takes it over.
test.describe('HTML first', () => {
  test('the chrome arrives as HTML, and its links work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/about');
      await expect(page.getByText('Free Shipping on Orders Over KES 10,000')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page).toHaveTitle(/Blog/);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // A shopper's own pages, and the shell's, arrive with the chrome too.
      await page.goto('/cart');
      await expect(page.getByText('Free Shipping on Orders Over KES 10,000')).toBeVisible();
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('React takes the page over with no hydration error, then shows the stored cart', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.addInitScript(() => {
      window.localStorage.setItem('cart', JSON.stringify([{ id: 'olive-soap', name: 'Olive Soap', price: 500, currency: 'KES', quantity: 3, image: 'http://localhost:3001/uploads/products/olive-soap-1.svg' }]));
    });
    for (const path of ['/', '/shop', '/product/olive-soap', '/cart', '/nopf', '/account']) {
      await openShop(page, path);
      // The HTML was rendered with an empty cart; the shopper's own follows once React has it.
      await expect(page.getByRole('banner').getByTestId('cart-count')).toContainText('3');
      if (path === '/cart') await expect(page.getByRole('main').getByText('Olive Soap').first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});
