import { expect, test, type Locator } from '@playwright/test';
import { openShop } from '../support/stack';
import { collectConsoleErrors } from '../support/console-errors';
import { originOf } from '../support/origins';

/** True once an image has loaded with real pixels (it comes from the catalog's origin). */
const imageLoaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test.describe('catalogue on a desktop', () => {
  test('home to a category to a product to the cart, with no console errors', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openShop(page, '/');
    const categories = page.getByRole('region', { name: 'Shop By Category' });
    await categories.getByRole('link', { name: /Skincare$/ }).click();
    await expect(page).toHaveURL('/shop/skincare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skincare');

    await page.getByRole('link', { name: 'Olive Soap', exact: true }).click();
    await expect(page).toHaveURL('/product/olive-soap');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olive Soap');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Shop', 'Skincare']);
    await expect.poll(() => imageLoaded(page.getByRole('img', { name: /^Olive Soap, image 1 of 2/ }))).toBe(true);

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('2 x Olive Soap has been added to your cart.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart, 2 items' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByTestId('cart-line')).toContainText('Olive Soap');
    // The line keeps an image URL on the catalog's origin, so the cart (another app) can show it.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { image: string }[]);
    expect(stored[0]!.image).toBe(`${originOf('catalog')}/uploads/products/olive-soap-1.svg`);
    const image = await page.request.get(stored[0]!.image);
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toContain('image/svg+xml');
    expect(errors).toEqual([]);
  });

  test('the home page: sidebar flyouts, hero carousel, flash deals and the product sections', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openShop(page, '/');
    const sidebar = page.getByRole('navigation', { name: 'All Categories' });
    await sidebar.getByRole('link', { name: 'Supplements' }).hover();
    const flyout = sidebar.getByRole('list', { name: 'Supplements subcategories' });
    await expect(flyout.getByRole('link', { name: "Men's Health", exact: true })).toHaveAttribute('href', '/shop/supplements/mens-health');
    await page.getByRole('heading', { name: 'Shop By Category' }).hover();
    await expect(flyout).toBeHidden();
    await expect(sidebar.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/shop');

    const hero = page.getByRole('region', { name: 'Health package offers' });
    const current = hero.getByRole('button', { name: /^Go to slide/ }).and(hero.locator('[aria-current="true"]'));
    // Hovering pauses the carousel, so each click is the only thing that moves it.
    await hero.hover();
    await expect(current).toHaveAccessibleName(/^Go to slide 1:/);
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(current).toHaveAccessibleName(/^Go to slide 6:/);
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).toHaveAccessibleName(/^Go to slide 1:/);
    await hero.getByRole('button', { name: /^Go to slide 4:/ }).click();
    await expect(hero.getByRole('group', { name: /^4 of 6/ }).getByRole('link', { name: /^Shop / })).toBeVisible();
    // Focus inside (the dot just clicked) keeps it paused after the pointer leaves...
    await page.mouse.move(0, 700);
    await page.waitForTimeout(3500);
    await expect(current).toHaveAccessibleName(/^Go to slide 4:/);
    // ...and once nothing holds it, it moves on by itself every 3 s.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(current).toHaveAccessibleName(/^Go to slide 5:/, { timeout: 5000 });

    const deals = page.getByRole('region', { name: 'Flash Deals' }).first();
    await expect(page.getByText(/^Ends in \d\d:\d\d:\d\d$/)).toBeVisible();
    await expect(deals.locator('li:not([aria-hidden="true"]) [data-testid="product-card"]')).toHaveCount(5);
    for (const title of ['Featured Products', 'New Arrivals', "Men's Clinic", "Women's Health & Wellness", 'Special Immunity Booster Package', 'What Our Customers Say']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    // Below the first screen a row of products is drawn as the shopper scrolls towards it.
    const arrivals = page.getByRole('region', { name: 'New Arrivals' });
    await expect(arrivals.getByTestId('product-card')).toHaveCount(0);
    await arrivals.scrollIntoViewIfNeeded();
    await expect(arrivals.getByTestId('product-card')).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Shop By Health Goals' }).getByRole('link', { name: 'Blood Sugar' })).toHaveAttribute('href', '/shop?healthGoal=blood-sugar');
    await expect(page.getByRole('link', { name: 'Shop Health Packages' })).toHaveAttribute('href', '/shop/health-packages');
    expect(errors).toEqual([]);
  });

  test('searches from the header, then filters and pages with every step in the URL', async ({ page }) => {
    await openShop(page, '/');
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('tea');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "tea"');
    await expect(page.getByTestId('product-card').first()).toContainText(/tea/i);

    // The listing arrives as HTML: its filters answer once React has taken it over.
    await openShop(page, '/shop');
    const aside = page.getByRole('complementary', { name: 'Filters' });
    // click, not check: the radio follows the URL, which the router updates in a transition.
    await aside.getByRole('radio', { name: 'Supplements' }).click();
    await expect(page).toHaveURL('/shop/supplements');
    await expect(page.getByTestId('product-card')).toHaveCount(6);
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL('/shop/supplements?page=2');
    await expect(page.getByText(/^Showing 7–12 of \d+ products$/)).toBeVisible();

    // Any change of filters goes back to page 1.
    await aside.getByRole('checkbox', { name: 'Immunity' }).click();
    await expect(page).toHaveURL('/shop/supplements?healthGoal=immunity');
    await expect(page.getByText(/^Showing 1–\d of \d+ products$/)).toBeVisible();
    const filtered = await page.getByText(/^Showing/).textContent();

    // The URL can be shared: opened afresh, it shows the same products and filters.
    await page.goto('/shop/supplements?healthGoal=immunity');
    await expect(page.getByText(/^Showing/)).toHaveText(filtered!);
    await expect(aside.getByRole('checkbox', { name: 'Immunity' })).toBeChecked();
    await expect(aside.getByRole('radio', { name: 'Supplements' })).toBeChecked();

    // The price slider from the keyboard: each key is a letting go, so the shop follows it, and
    // the slider keeps the focus for the next key.
    const price = aside.getByRole('slider', { name: 'Maximum price' });
    await price.focus();
    await page.keyboard.press('Home');
    await expect(page).toHaveURL('/shop/supplements?healthGoal=immunity&maxPrice=0');
    await expect(price).toHaveAttribute('aria-valuetext', 'Up to KES 0');
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL('/shop/supplements?healthGoal=immunity&maxPrice=500');
    await expect(price).toBeFocused();

    await page.goto('/shop?search=zzzz-no-product');
    await expect(page.getByText('No products found')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Reset Filters' }).first().click();
    await expect(page).toHaveURL('/shop');
  });

  test('Buy Now adds the product and goes to checkout', async ({ page }) => {
    await openShop(page, '/product/kuding-plus-tea');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByText('Proceeding to checkout')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('an unknown product says Product Not Found, and Back to Shop goes back one page', async ({ page }) => {
    await openShop(page, '/shop/dental-care');
    // A link inside the shop to a product that is gone: a client-side navigation, as the router makes it.
    await page.evaluate(() => {
      const { idx = 0 } = (window.history.state ?? {}) as { idx?: number };
      window.history.pushState({ usr: null, key: 'gone', idx: idx + 1 }, '', '/product/no-such-product');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole('button', { name: 'Back to Shop' }).click();
    await expect(page).toHaveURL('/shop/dental-care');

    // Opened directly (a shared link), there is no page to go back to: it goes to the shop.
    await openShop(page, '/product/no-such-product');
    await page.getByRole('button', { name: 'Back to Shop' }).click();
    await expect(page).toHaveURL('/shop');
  });
});
