import { expect, test } from '@playwright/test';
import { openShop } from '../support/stack';

// A phone: below the 768 px breakpoint of the storefront spec.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('page chrome on a phone', () => {
  test('hides the desktop links and the account icon, shows the bottom bar', async ({ page }) => {
    await openShop(page, '/about');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true })).toBeHidden();
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bar).toBeVisible();
    await bar.getByRole('link', { name: 'Categories' }).tap();
    await expect(page).toHaveURL('/categories');
    await bar.getByRole('link', { name: 'Cart, 0 items' }).tap();
    await expect(page).toHaveURL('/cart');
    await bar.getByRole('link', { name: 'Home' }).tap();
    await expect(page).toHaveURL('/');
  });

  test('opens the Navigation Menu with the search box focused, expands a group and closes after a link', async ({ page }) => {
    await openShop(page, '/about');
    await page.getByRole('button', { name: 'Open navigation menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Navigation Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
    await expect(menu.getByText('Customer Support')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Skincare' })).toBeVisible();

    const supplements = menu.getByRole('button', { name: 'Supplements' });
    await expect(supplements).toHaveAttribute('aria-expanded', 'false');
    await supplements.tap();
    await expect(supplements).toHaveAttribute('aria-expanded', 'true');
    // The group opens with a height transition: a tap while it runs can land on the link that slid under the finger.
    await menu.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await menu.getByRole('link', { name: 'Vision & Sleep' }).tap();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/shop/supplements/vision-sleep');
  });

  test('searches from the menu and closes it', async ({ page }) => {
    await openShop(page, '/about');
    await page.getByRole('button', { name: 'Open navigation menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Navigation Menu' });
    await menu.getByRole('searchbox', { name: 'Search products' }).fill('  tea ');
    await menu.getByRole('button', { name: 'Search' }).tap();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/shop?search=tea');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "tea"');
  });

  test('closes the menu with Escape and gives focus back', async ({ page }) => {
    await openShop(page, '/about');
    const opener = page.getByRole('button', { name: 'Open navigation menu' });
    await opener.tap();
    await expect(page.getByRole('dialog', { name: 'Navigation Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Navigation Menu' })).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('keeps the keyboard inside the menu, collapses a group, and gives focus back after its close button', async ({ page }) => {
    await openShop(page, '/about');
    const opener = page.getByRole('button', { name: 'Open navigation menu' });
    await opener.tap();
    const menu = page.getByRole('dialog', { name: 'Navigation Menu' });
    await expect(menu.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
    // More presses than the menu has stops: none lands on the page behind, which is inert. (After
    // the last stop a modal <dialog> lets the focus out to the browser's own controls, where the
    // document's focus is on <body>, and the next press brings it back to the menu's first.)
    const stops: string[] = [];
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press('Tab');
      stops.push(await menu.evaluate((dialog) => (dialog.contains(document.activeElement) ? 'menu' : (document.activeElement?.tagName ?? 'none'))));
    }
    expect(stops.filter((stop) => stop !== 'menu' && stop !== 'BODY')).toEqual([]);
    expect(stops.filter((stop) => stop === 'menu').length).toBeGreaterThan(25);

    const packages = menu.getByRole('button', { name: 'Health Packages' });
    await packages.tap();
    await expect(menu.getByRole('link', { name: 'All Health Packages' })).toBeVisible();
    await packages.tap();
    await expect(packages).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'All Health Packages' })).toBeHidden();

    await menu.getByRole('button', { name: 'Close navigation menu' }).tap();
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
