import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addFromProductPage, fillShippingForm } from '../support/checkout-steps';
import { officeAccounts, signInOnPage } from '../support/office';
import { SHOP } from '../support/origins';
import { openShop, storedOrder } from '../support/stack';

// The owner runs the catalogue from the office (docs/office.md, "Products"); the shop follows
// within a minute, HTML first (docs/html-first.md, "Pages that follow the catalogue"). Products no
// other journey buys, so their changed prices and stock touch nothing else.
const REPRICED = { id: 'chamomile-sleep-tea', name: 'Chamomile Sleep Tea', was: 'KES 850', now: 777 };
const SOLD_OUT = { id: 'charcoal-tooth-powder', name: 'Charcoal Tooth Powder' };
const PHOTOGRAPHED = { id: 'aloe-vera-gel', name: 'Aloe Vera Gel' };
/** In the Skin Care package (goal skincare), whose page the content's server renders. */
const IN_A_PACKAGE = { id: 'rosehip-face-oil', name: 'Rosehip Face Oil', package: '/packages/SkinCare', was: 'KES 2,100', now: 1999 };

/** The shop follows within 60 s: the renderers ask for the catalogue's revision every 10 s. */
const FOLLOWS_WITHIN_MS = 60_000;

/** The page's HTML as a crawler or a phone without JavaScript gets it. */
async function htmlOf(pagePath: string): Promise<string> {
  const response = await fetch(`${SHOP}${pagePath}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Opens a product's page in the office. */
async function openProductInOffice(page: Page, id: string) {
  await page.goto(`/office/products/${id}`);
  await expect(page.getByRole('textbox', { name: /^Price \(KES\)/ })).toBeVisible();
}

async function saveProduct(page: Page) {
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Saved. The shop shows the change within a minute.')).toBeVisible();
}

test.describe('the catalogue kept in the office', () => {
  // One sign-in for the three: a one-time code is refused a second time within its 30 s.
  test.describe.configure({ mode: 'serial' });
  let office: Page;
  test.beforeAll(async ({ browser }) => {
    office = await browser.newPage();
    await office.goto('/office');
    await signInOnPage(office, officeAccounts.catalogueOwner);
    await expect(office.getByRole('link', { name: 'Products' }).first()).toBeVisible();
  });
  test.afterAll(async () => {
    await office.close();
  });

  test('a new price reaches the product page’s HTML within a minute, the cart says so, and the order is charged it', async ({ page }) => {
    test.setTimeout(150_000);
    // A shopper put it in their cart at the old price.
    await openShop(page, '/');
    await addFromProductPage(page, REPRICED.id, 1);
    expect(await htmlOf(`/product/${REPRICED.id}`)).toContain(REPRICED.was);

    await openProductInOffice(office, REPRICED.id);
    await office.getByRole('textbox', { name: /^Price \(KES\)/ }).fill(String(REPRICED.now));
    await saveProduct(office);

    const changedAt = Date.now();
    await expect.poll(async () => (await htmlOf(`/product/${REPRICED.id}`)).includes(`KES ${REPRICED.now}`), { timeout: FOLLOWS_WITHIN_MS, intervals: [2_000] }).toBe(true);
    expect(Date.now() - changedAt).toBeLessThan(FOLLOWS_WITHIN_MS);

    // The cart shows the new price and says it changed.
    await expect
      .poll(
        async () => {
          await page.goto('/cart');
          return page.getByTestId('cart-line-notice').first().textContent({ timeout: 5_000 }).catch(() => null);
        },
        { timeout: 30_000 },
      )
      .toBe(`Price changed from ${REPRICED.was} to KES ${REPRICED.now}`);

    await page.goto('/checkout');
    await fillShippingForm(page, 'Nairobi', 'Kenyatta Avenue');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('0755 678 901');
    await page.getByRole('radio', { name: 'Cash on Delivery (Nairobi CBD only)' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/ORDER\d{16}$/);
    const order = await storedOrder(page.url().split('/').pop() ?? '');
    expect(order?.lines).toEqual([{ id: REPRICED.id, name: REPRICED.name, unitPrice: REPRICED.now, quantity: 1, lineTotal: REPRICED.now }]);
  });

  test('a product set to no stock says "Out of Stock" on its page and card, with its buttons disabled', async ({ page }) => {
    test.setTimeout(120_000);
    await openProductInOffice(office, SOLD_OUT.id);
    await office.getByRole('textbox', { name: /^Stock/ }).fill('0');
    await saveProduct(office);

    await expect.poll(async () => (await htmlOf(`/product/${SOLD_OUT.id}`)).includes('Out of Stock'), { timeout: FOLLOWS_WITHIN_MS, intervals: [2_000] }).toBe(true);
    await openShop(page, `/product/${SOLD_OUT.id}`);
    await expect(page.getByText('Out of Stock').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();

    await page.goto(`/shop?search=${encodeURIComponent(SOLD_OUT.name)}`);
    const card = page.getByTestId('product-card').filter({ hasText: SOLD_OUT.name }).first();
    await expect(card.getByText('Out of Stock')).toBeVisible();
    await expect(card.getByRole('button', { name: /Add .*to cart/i })).toBeDisabled();
  });

  test("a new price reaches a package page's HTML within a minute, in the catalog's own cards", async () => {
    test.setTimeout(120_000);
    const productsOf = async () => {
      const html = await htmlOf(IN_A_PACKAGE.package);
      // The package's region, as the content's server rendered it from the catalog's published grid.
      return html.slice(html.indexOf('data-package-products'));
    };
    const before = await productsOf();
    expect(before).toContain(IN_A_PACKAGE.name);
    expect(before).toContain(IN_A_PACKAGE.was);

    await openProductInOffice(office, IN_A_PACKAGE.id);
    await office.getByRole('textbox', { name: /^Price \(KES\)/ }).fill(String(IN_A_PACKAGE.now));
    await saveProduct(office);

    const changedAt = Date.now();
    await expect.poll(async () => (await productsOf()).includes(`KES ${IN_A_PACKAGE.now.toLocaleString('en-US')}`), { timeout: FOLLOWS_WITHIN_MS, intervals: [2_000] }).toBe(true);
    expect(Date.now() - changedAt).toBeLessThan(FOLLOWS_WITHIN_MS);
    expect(await productsOf()).toMatch(new RegExp(`href="/product/${IN_A_PACKAGE.id}"`));
  });

  test('a photo uploaded in the office shows on the product page', async ({ page }) => {
    test.setTimeout(120_000);
    await openProductInOffice(office, PHOTOGRAPHED.id);
    // A picture the catalog's build drew: a real WebP, as a phone's camera roll would hold a JPEG.
    await office.getByLabel('Add a photo').setInputFiles(path.resolve(__dirname, '../../mf-catalog/dist/uploads/categories/skincare-400.webp'));
    await office.getByRole('button', { name: 'Upload the photo' }).click();
    await expect(office.getByText(/Photo added: it is the product’s photo \d+\./)).toBeVisible();

    await expect.poll(async () => /\/api\/catalogue\/photos\/[0-9a-f]{32}-640\.webp/.test(await htmlOf(`/product/${PHOTOGRAPHED.id}`)), { timeout: FOLLOWS_WITHIN_MS, intervals: [2_000] }).toBe(true);
    await openShop(page, `/product/${PHOTOGRAPHED.id}`);
    const photo = page.locator('img[src*="/api/catalogue/photos/"]').first();
    await expect(photo).toBeAttached();
    await expect.poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });
});
