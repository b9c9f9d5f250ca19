import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import { hangRemote, openShop, startRemote, stopRemote } from '../support/stack';
import { originOf } from '../support/origins';

// What a shopper, a crawler or a very old phone reads before (or without) any script: the page
// arrives as HTML (shell/src/build-time/prerender-pages.tsx), and React then takes it over.
/** Holds back the scripts of a remote until the returned function is called: its page stays HTML meanwhile. */
async function holdScriptsOf(page: Page, remote: 'catalog' | 'content'): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.origin === originOf(remote) && url.pathname.endsWith('.js'), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

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
      // A shopper's own pages, and the shell's, arrive with the chrome too; the cart with its
      // heading and a line saying it is being read, never "Your cart is empty".
      await page.goto('/cart');
      await expect(page.getByText('Free Shipping on Orders Over KES 10,000')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading your cart…');
      await expect(page.getByText('Your cart is empty')).toHaveCount(0);
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
      // A path the shop does not have: the not-found page, whole, with its status.
      const missing = await page.goto('/no-such-page');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    } finally {
      await context.close();
    }
  });

  test('React takes the page over with no hydration error, then shows the stored cart', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.addInitScript((image) => {
      window.localStorage.setItem('cart', JSON.stringify([{ id: 'olive-soap', name: 'Olive Soap', price: 500, currency: 'KES', quantity: 3, image }]));
    }, `${originOf('catalog')}/uploads/products/olive-soap-1.svg`);
    for (const path of ['/', '/shop', '/product/olive-soap', '/cart', '/nopf', '/account', '/no-such-page']) {
      await openShop(page, path);
      // The HTML was rendered with an empty cart; the shopper's own follows once React has it.
      await expect(page.getByRole('banner').getByTestId('cart-count')).toContainText('3');
      if (path === '/cart') await expect(page.getByRole('main').getByText('Olive Soap').first()).toBeVisible();
    }
    // The one error is Chromium's note of the not-found page's own status.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });

  test('React takes over the styles the page arrived with, and writes none of them again', async ({ page }) => {
    // The shell's page and the catalog's region each arrive with their styles; the global rules
    // (ShopProviders) come once, in the shell's, and Emotion in the browser keeps that sheet.
    await openShop(page, '/product/olive-soap');
    const sheets = await page.evaluate(() => {
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
      return {
        global: document.querySelectorAll('style[data-emotion^="css-global"]').length,
        htmlRules: rules.filter((rule) => rule.startsWith('html {')).length,
        buttonRules: rules.filter((rule) => rule.startsWith('.shop-button, .shop-icon-button {')).length,
      };
    });
    expect(sheets).toEqual({ global: 1, htmlRules: 1, buttonRules: 1 });
  });
});

test.describe('HTML first, before the scripts arrive', () => {
  test('the page is painted with its leading picture before the shop’s code is fetched', async ({ page }) => {
    // The hero's picture is slow to come; the libraries (React, MUI, the catalog's page) wait for
    // it and a paint (shell/src/domain/after-arrival-paint.ts), so on a phone's link they do not
    // share its bandwidth or hold its paint back (Largest Contentful Paint).
    const order: string[] = [];
    await page.route((url) => url.pathname === '/uploads/hero/immune-booster.svg', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      order.push('hero picture');
      await route.continue();
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && !request.url().endsWith('/main.js')) order.push(`script ${new URL(request.url()).pathname}`);
    });
    await openShop(page, '/');
    await expect(page.getByRole('img', { name: 'Immune Booster Package' }).first()).toBeVisible();
    expect(order[0]).toBe('hero picture');
    expect(order.length).toBeGreaterThan(1);
  });

  test('what a shopper types into the page before it is live is kept', async ({ page }) => {
    // The content remote's code is slow to come: its page is on screen, as HTML, meanwhile.
    const release = await holdScriptsOf(page, 'content');
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Wanjiku');
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    release();
    // Live now: React knows what was typed (the name is kept, the e-mail is checked).
    await expect(async () => {
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByText('Please enter a valid e-mail address, like name@example.com.')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(form.getByText('Please enter your name.')).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Wanjiku');
  });

  test('a quantity typed before the page is live is kept when the browser reads another price than its HTML', async ({ page }) => {
    // The catalog's code is slow to come, and by then the owner has changed the soap's price:
    // React draws the page anew rather than taking its HTML over, with a new quantity field.
    const release = await holdScriptsOf(page, 'catalog');
    await page.route('**/api/catalogue/products', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { products: { id: string; price: number }[] };
      for (const product of body.products) if (product.id === 'olive-soap') product.price = 450;
      await route.fulfill({ response: answer, json: body });
    });
    await page.goto('/product/olive-soap', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('main').getByText('KES 500', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Quantity' }).fill('3');
    release();
    await expect(page.getByRole('main').getByText('KES 450', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 3 items', exact: true })).toBeVisible();
  });
});

test.describe('HTML first, when a remote fails', () => {
  // One page of each remote that renders its pages, with the title the shell's build gave it.
  const pages = [
    { remote: 'catalog', path: '/product/olive-soap', title: 'Olive Soap' },
    { remote: 'content', path: '/about', title: 'About Us' },
    { remote: 'nopf', path: '/nopf', title: 'NutriPlant Organic Plus Fertilizer' },
  ] as const;
  for (const { remote, path, title } of pages) {
    for (const [failure, fail] of [
      ['down', stopRemote],
      ['hanging', hangRemote],
    ] as const) {
      test(`${remote} ${failure} costs ${path} nothing: chrome at once, then the fallback with Retry`, async ({ page }) => {
        await fail(remote);
        try {
          const started = Date.now();
          const response = await page.request.get(path);
          // The shell's server waits at most its budget (1 s) for the remote's HTML.
          expect(Date.now() - started).toBeLessThan(2500);
          expect(response.status()).toBe(200);
          const html = await response.text();
          expect(html).toContain(`<title>${title}`);
          expect(html).toContain('Free Shipping on Orders Over KES 10,000');
          // The region is left to the browser, which shows today's fallback.
          expect(html).toContain('<!--$!--><template data-dgst=""></template>');
          await page.goto(path);
          await expect(page.getByText(/^We couldn't load/)).toBeVisible({ timeout: 10_000 });
          await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
        } finally {
          await startRemote(remote);
        }
      });
    }
  }
});
