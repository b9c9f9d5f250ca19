import { expect, test, type Page } from '@playwright/test';
import { openShop, scrollToPlaceholder } from '../support/stack';
import { SHOP, originOf } from '../support/origins';
import { reactErrors } from '../support/react-errors';

// A package page's products arrive in its HTML (docs/html-first.md): the content's server renders
// the catalog's own grid, from the catalog's published server parts and the catalogue API, and
// the browser takes it over once the catalogue says the same.

/** The catalogue's products now, by id, from its API: each name and the price a shopper pays. */
async function livePrices(): Promise<Record<string, { name: string; price: number }>> {
  const response = await fetch(`${SHOP}/api/catalogue/products`);
  const { products } = (await response.json()) as { products: { id: string; name: string; price: number; salePrice?: number }[] };
  return Object.fromEntries(
    products.map(({ id, name, price, salePrice }) => [id, { name, price: salePrice !== undefined && salePrice < price ? salePrice : price }]),
  );
}

/** A price as the shop writes it. */
const kes = (amount: number) => `KES ${amount.toLocaleString('en-US')}`;

/** The product cards of the page's package region. */
const packageCards = (page: Page) => page.locator('[data-package-products] [data-testid="product-card"]');

test.describe("a package page's products, in its HTML", () => {
  test('are read without JavaScript: each name, its live price, its picture and its link', async ({ browser }) => {
    const prices = await livePrices();
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const path of ['/packages/DiabetesCare', '/KidsCare']) {
        const answer = await page.goto(path);
        expect(answer?.status(), path).toBe(200);
        const cards = packageCards(page);
        expect(await cards.count(), path).toBeGreaterThan(0);
        for (const card of await cards.all()) {
          const link = card.getByRole('link');
          const id = (await link.getAttribute('href'))?.replace('/product/', '') ?? '';
          const product = prices[id];
          if (!product) throw new Error(`${path}: ${id} is not among the catalogue's products`);
          await expect(link, path).toHaveText(product.name);
          await expect(card, path).toContainText(kes(product.price));
          const picture = card.getByRole('img', { name: product.name });
          await expect(picture, path).toHaveAttribute('src', new RegExp(`^${originOf('catalog')}/uploads/`));
          await expect(card.getByRole('button', { name: `Add ${product.name} to cart` }), path).toBeVisible();
        }
        await expect(page.getByText('Loading products...'), path).toHaveCount(0);
      }
    } finally {
      await context.close();
    }
  });

  test('are taken over without an error, and one is added to the cart', async ({ page }) => {
    const errors = reactErrors(page);
    await openShop(page, '/packages/DiabetesCare');
    const first = packageCards(page).first();
    const name = await first.getByRole('link').innerText();
    const arrived = await first.elementHandle();
    await scrollToPlaceholder(page.locator('[data-package-products]'));
    // Taken over once near the screen: the catalog's code answers the button.
    await page.waitForFunction(() => {
      const button = document.querySelector('[data-package-products] [data-testid="product-card"] button');
      return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
    });
    // The card that arrived is the one React took over, not one drawn anew.
    expect(await arrived?.evaluate((card) => card.isConnected)).toBe(true);
    await first.getByRole('button', { name: `Add ${name} to cart` }).click();
    await expect(page.getByText(`${name} has been added to your cart`)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
