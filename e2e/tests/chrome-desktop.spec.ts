import { expect, test } from '@playwright/test';
import { openShop } from '../support/stack';

test.describe('page chrome on a desktop', () => {
  test('shows the top bar, promo banner, header links, account and cart icons', async ({ page }) => {
    await openShop(page, '/about');
    await expect(page.getByRole('link', { name: /Call us: \+254 720 123 456/ })).toHaveAttribute('href', 'tel:+254720123456');
    await expect(page.getByText('Free Shipping on Orders Over KES 10,000 with code FREESHIPPING-MAR25')).toBeVisible();
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Blog', 'Contact']) await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();
  });

  test('keeps the header in view while the page scrolls', async ({ page }) => {
    await openShop(page, '/about');
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
  });

  test('opens the two-column Shop dropdown by keyboard and follows a category', async ({ page }) => {
    await openShop(page, '/about');
    const shop = page.getByRole('button', { name: 'Shop' });
    await shop.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Immunity & Energy' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Respiratory Health' })).toBeVisible();
    const columns = await menu.evaluate((list) => getComputedStyle(list).columnCount);
    expect(columns).toBe('2');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(shop).toBeFocused();

    await shop.click();
    await menu.getByRole('menuitem', { name: 'Dental Care' }).click();
    await expect(page).toHaveURL('/shop/dental-care');
  });

  test('signs up for the newsletter only with an e-mail address, and confirms it', async ({ page }) => {
    await openShop(page, '/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/10% off your first order/)).toBeVisible();
    const email = footer.getByRole('textbox', { name: 'Email address' });
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(footer.getByRole('status')).toHaveCount(0);

    await email.fill('wanjiku@example.co.ke');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toContainText('Thank you for subscribing, wanjiku@example.co.ke');
    await expect(email).toHaveValue('');
  });

  test('footer carries quick links, categories, contacts, trust badges and legal links', async ({ page }) => {
    await openShop(page, '/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(footer.getByRole('navigation', { name: 'Product Categories' }).getByRole('link', { name: 'Agricultural' })).toHaveAttribute(
      'href',
      '/shop/agricultural',
    );
    await expect(footer.getByRole('link', { name: 'info@mimeanaturals.co.ke' })).toHaveAttribute('href', 'mailto:info@mimeanaturals.co.ke');
    for (const badge of ['Quality Assured', 'Secure Payments', 'Free Returns', 'Nationwide Delivery']) {
      await expect(footer.getByText(badge, { exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  test('floating chat button opens WhatsApp with the greeting', async ({ page }) => {
    await openShop(page, '/about');
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    const href = await chat.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/254720123456\?text=/);
    expect(decodeURIComponent(href!.split('text=')[1]!)).toContain('natural health products');
  });
});
