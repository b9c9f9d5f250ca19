import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import type { NginxShop, startNginxShop as StartNginxShop } from '../support/nginx-shop.mjs';
import { markPopupSeen } from '../support/popup-flags';
import { waitUntilLive } from '../support/stack';

// The shop as docker-compose serves it: nginx with the images' templates, the shell's composing
// each page from the remotes' HTML by server-side includes (docs/architecture.md, section 4.1).
test.describe('served by nginx, as in docker-compose', () => {
  let shop: NginxShop;
  test.beforeAll(async () => {
    // Loaded as the ES module it is (a static import would be compiled to CommonJS).
    const { startNginxShop } = (await import(new URL('../support/nginx-shop.mjs', `file://${__filename}`).href)) as { startNginxShop: typeof StartNginxShop };
    shop = await startNginxShop();
  });
  test.afterAll(async () => {
    // Undefined when it did not start: beforeAll's error is the one to read.
    await shop?.close();
  });
  // The popup is not these journeys' subject (its own are): closed just now, on this origin too.
  test.beforeEach(async ({ page }) => {
    await markPopupSeen(page);
  });

  test('a page arrives composed: its content and links read and followed without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${shop.origin}/product/olive-soap`);
      await expect(page).toHaveTitle(/Olive Soap/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Olive Soap', level: 1 })).toBeVisible();
      await expect(main.getByText('KES 500').first()).toBeVisible();
      await expect(main.getByText(/cold-process soap made with olive oil/).first()).toBeVisible();
      await page.goto(`${shop.origin}/blog`);
      await main.locator('a[href^="/blog/"]').first().click();
      await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await main.innerText()).length).toBeGreaterThan(500);
    } finally {
      await context.close();
    }
  });

  test('React takes each composed page over with no hydration error', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    for (const path of ['/', '/product/olive-soap', '/about', '/packages', '/packages/KidsCare', '/nopf']) {
      const response = await page.goto(`${shop.origin}${path}`);
      expect(response?.status()).toBe(200);
      // Composed: the region arrived whole, not left to the browser.
      expect(await response?.text()).not.toContain('<!--$!-->');
      await waitUntilLive(page);
    }
    expect(errors).toEqual([]);
  });

  test('a search, a filter and the blog’s search arrive with their results, read without JavaScript, and hydrate with no error', async ({ browser, page }) => {
    const queryPages = [
      { path: '/shop?search=tea', heading: 'Search Results for "tea"', title: /Search results for "tea"/, shows: 'Chamomile Sleep Tea' },
      { path: '/shop?category=skincare&utm_source=newsletter', heading: 'Skincare', title: /^Skincare \|/, shows: 'Olive Soap' },
      { path: '/blog?search=shea', heading: 'Health & Wellness Blog', title: /Blog results for "shea"/, shows: 'Shea Butter and African Black Soap' },
    ];
    // A query's first render may take longer than the budget (the page is then drawn by the
    // browser, as before); rendered meanwhile, it arrives composed next time.
    for (const { path } of queryPages) {
      await expect.poll(async () => (await (await page.request.get(`${shop.origin}${path}`)).text()).includes('<!--$!-->'), { message: path, timeout: 15_000 }).toBe(false);
    }
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const reader = await context.newPage();
      for (const { path, heading, title, shows } of queryPages) {
        const answer = await reader.goto(`${shop.origin}${path}`);
        expect(answer?.status(), path).toBe(200);
        const main = reader.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(main.getByText(shows).first(), path).toBeVisible();
        await expect(reader, path).toHaveTitle(title);
      }
      // The search's results, not the whole shop.
      await reader.goto(`${shop.origin}/shop?search=tea`);
      await expect(reader.getByRole('main').getByText('Olive Soap')).toHaveCount(0);
    } finally {
      await context.close();
    }
    const errors = collectConsoleErrors(page);
    for (const { path, heading } of queryPages) {
      await page.goto(`${shop.origin}${path}`);
      await waitUntilLive(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
    expect(errors).toEqual([]);
  });

  test('/checkout arrives with the checkout’s form, which waits for the page to be live, and /cart with its heading', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const reader = await context.newPage();
      const answer = await reader.goto(`${shop.origin}/checkout`);
      expect(answer?.status()).toBe(200);
      expect(await answer?.text()).not.toContain('<!--$!-->');
      const main = reader.getByRole('main');
      await expect(main.getByText('Loading your cart…')).toBeVisible();
      await expect(main.getByRole('button', { name: /Place Order/i })).toBeDisabled();
      const cart = await reader.goto(`${shop.origin}/cart`);
      expect(cart?.status()).toBe(200);
      expect(await cart?.text()).not.toContain('<!--$!-->');
      await expect(main.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
      await expect(main.getByRole('status')).toHaveText('Loading your cart…');
    } finally {
      await context.close();
    }
  });

  test('a remote that is down costs its page nothing: chrome at once, then the fallback with Retry', async ({ page }) => {
    await shop.stop('catalog');
    try {
      const started = Date.now();
      const response = await page.request.get(`${shop.origin}/product/olive-soap`);
      expect(Date.now() - started).toBeLessThan(2500);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Olive Soap');
      expect(html).toContain('Free Shipping on Orders Over KES 10,000');
      expect(html).toContain('<!--$!--><template data-dgst=""></template>');
      await page.goto(`${shop.origin}/product/olive-soap`);
      await expect(page.getByText(/^We couldn't load/)).toBeVisible({ timeout: 10_000 });
      await shop.start('catalog');
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('main').getByRole('heading', { name: 'Olive Soap', level: 1 })).toBeVisible();
    } finally {
      await shop.start('catalog');
    }
  });

  test('a remote redeployed alone changes the next page, with no shell rebuild', async ({ page }) => {
    const before = 'Stronger roots, greener leaves and a longer fruiting season, from seed to harvest.';
    const after = 'Stronger roots and greener leaves: new season, new formula.';
    expect(await (await page.request.get(`${shop.origin}/nopf`)).text()).toContain(before);
    await shop.redeploy('nopf', before, after);
    const html = await (await page.request.get(`${shop.origin}/nopf`)).text();
    expect(html).toContain(after);
    expect(html).not.toContain(before);
    const errors = collectConsoleErrors(page);
    await page.goto(`${shop.origin}/nopf`);
    await waitUntilLive(page);
    await expect(page.getByText(after)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
