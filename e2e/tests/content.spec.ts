import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import { openShop, scrollToPlaceholder, startOrderService, startRemote, stopOrderService, stopRemote, storedMessages } from '../support/stack';

const PACKAGES = [
  'CancerCare',
  'DiabetesCare',
  'Slimming',
  'MaleCare',
  'FemaleCare',
  'DigestiveCare',
  'SkinCare',
  'HeartCare',
  'ImmuneBooster',
  'MentalCare',
  'KidsCare',
];

/** The cards of the catalog's ProductGrid on the page, by their "Add … to cart" buttons. */
const productCards = (page: Page) => page.getByRole('button', { name: /^Add .+ to cart$/ });

/**
 * A package's products arrive as HTML, and the catalog's code is asked for when they near the
 * screen (to take them over, or draw them anew): scroll to them, as a shopper does.
 */
async function scrollToPackageProducts(page: Page): Promise<void> {
  await scrollToPlaceholder(page.locator('[data-package-products]'));
}

test.describe('the blog', () => {
  test('search → post → a related product, with no console errors', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openShop(page, '/blog');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('shea');
    await expect(page).toHaveURL(/\/blog\?search=shea$/);
    const post = page.getByRole('link', { name: /Shea Butter/ });
    await expect(post).toHaveCount(1);
    await post.click();
    await expect(page).toHaveURL(/\/blog\/shea-butter-and-african-black-soap-explained$/);
    await expect(page.locator('h1')).toHaveText(/Shea Butter/);
    await expect(page.getByText(/^By .+ · .+ · \d+ min read$/)).toBeVisible();
    // The article's picture: decorative (alt=""), so it has no role to find it by.
    await expect(page.locator('article img').first()).toBeVisible();

    // The related products are asked of the catalog as the shopper scrolls towards them.
    const related = page.getByRole('heading', { name: 'Related Products' }).locator('..');
    await related.scrollIntoViewIfNeeded();
    await expect(productCards(page)).toHaveCount(4);
    await related.getByRole('link', { name: 'Raw Shea Butter', exact: true }).click();
    await expect(page).toHaveURL(/\/product\/raw-shea-butter$/);
    await expect(page.locator('h1')).toHaveText('Raw Shea Butter');
    expect(errors).toEqual([]);
  });

  test('category chips filter, and an empty search offers Clear Filters', async ({ page }) => {
    await openShop(page, '/blog?category=Sexual%20Wellness');
    const chips = page.getByRole('list', { name: 'Blog categories' });
    await expect(chips.getByRole('link', { name: 'Sexual Wellness' })).toHaveAttribute('aria-current', 'true');
    const articleLinks = page.locator('main a[href^="/blog/"]');
    await expect(articleLinks).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('<img src=x onerror=alert(1)>');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(articleLinks).toHaveCount(10);
  });

  test('an article link inside a post moves within the app, and an unknown post says so', async ({ page }) => {
    await openShop(page, '/blog/supporting-your-immunity-through-the-rainy-season');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'Immune Booster package', exact: true }).click();
    await expect(page.locator('h1')).toHaveText('Immune Booster Package');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await openShop(page, '/blog/no-such-article');
    await expect(page.locator('h1')).toHaveText('Blog Post Not Found');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('the contact page', () => {
  test('a message is checked, stored by the order service with the Message Sent toast, and the fields cleared', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openShop(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(form.getByText('Please enter a valid e-mail address, like name@example.com.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();

    await form.getByRole('textbox', { name: 'Name' }).fill('Wanjiku');
    await form.getByRole('textbox', { name: 'Email' }).fill('wanjiku@example.co.ke');
    await form.getByRole('combobox', { name: 'Product of interest (optional)' }).selectOption('Kuding Plus Tea');
    await form.getByRole('textbox', { name: 'Message' }).fill('Can I take the tea every day?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect((await storedMessages())[0]).toMatchObject({ name: 'Wanjiku', email: 'wanjiku@example.co.ke', productInterest: 'kuding-plus-tea', message: 'Can I take the tea every day?' });
  });

  test('with the message service down, the shopper keeps the text and is told it was not sent', async ({ page }) => {
    await openShop(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Otieno');
    await form.getByRole('textbox', { name: 'Email' }).fill('otieno@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill('Do you deliver to Kisumu?');
    await stopOrderService();
    try {
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('We could not send your message just now. Please try again, or call or WhatsApp us.')).toBeVisible();
      await expect(page.getByText('Message Sent')).toHaveCount(0);
      await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Do you deliver to Kisumu?');
    } finally {
      await startOrderService();
    }
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent')).toBeVisible();
    expect((await storedMessages())[0]).toMatchObject({ name: 'Otieno', message: 'Do you deliver to Kisumu?' });
  });

  test('FAQs open one at a time, and Contact Us goes to the name field', async ({ page }) => {
    await openShop(page, '/contact');
    // The questions are asked of the catalog when the section nears the screen.
    await scrollToPlaceholder(page.getByText('Loading questions...'));
    const faq = page.getByRole('heading', { name: 'Frequently Asked Questions' }).locator('..');
    const questions = faq.getByRole('button', { expanded: false });
    await expect(questions).toHaveCount(6);
    await faq.getByRole('button', { name: 'What is your return policy?' }).click();
    await expect(faq.getByText(/30-day satisfaction guarantee/)).toBeVisible();
    await faq.getByRole('button', { name: 'Do you ship outside Kenya?' }).click();
    await expect(faq.getByRole('button', { name: 'What is your return policy?' })).toHaveAttribute('aria-expanded', 'false');
    await faq.getByRole('button', { name: 'Contact Us' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeInViewport();
  });
});

test.describe('health packages', () => {
  test('every package page shows products of the catalog', async ({ page }) => {
    await openShop(page, '/packages');
    await expect(page.getByRole('link', { name: 'Get Expert Advice' })).toHaveAttribute('href', '/contact');
    for (const slug of PACKAGES) {
      await page.goto(`/packages/${slug}`);
      await expect(page.locator('h1')).toHaveText(/Package$/);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Health Packages');
      await scrollToPackageProducts(page);
      await expect(productCards(page).first(), slug).toBeVisible();
    }
  });

  test('/KidsCare is its own page, and another spelling redirects replacing the history entry', async ({ page }) => {
    await openShop(page, '/KidsCare');
    await expect(page.locator('h1')).toHaveText('Kids Care');
    await scrollToPackageProducts(page);
    await expect(productCards(page)).toHaveCount(2);

    await page.goto('/about');
    await page.goto('/packages/kids-care');
    await expect(page).toHaveURL(/\/packages\/KidsCare$/);
    await expect(page.locator('h1')).toHaveText('Kids Care Package');
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('an unknown package says so, with a way to all packages', async ({ page }) => {
    await openShop(page, '/packages/Vitamins');
    await expect(page.locator('h1')).toHaveText('Package Not Found');
    await page.getByRole('link', { name: 'See All Health Packages' }).click();
    await expect(page.locator('h1')).toHaveText('Health Packages');
  });
});

test.describe('content pages with the catalog down', () => {
  test.afterEach(async () => startRemote('catalog'));

  test('keep their words; only the product grids show their fallback, and Retry brings them back', async ({ page }) => {
    await stopRemote('catalog');
    const fallback = page.getByText("We couldn't load these products right now.");
    await openShop(page, '/blog/shea-butter-and-african-black-soap-explained');
    await expect(page.locator('h1')).toHaveText(/Shea Butter/);
    await expect(page.getByRole('heading', { name: 'Recent Articles' })).toBeVisible();
    // The related products are asked of the catalog as the shopper scrolls towards them.
    await page.getByRole('heading', { name: 'Related Products' }).scrollIntoViewIfNeeded();
    await expect(fallback).toBeVisible({ timeout: 10_000 });

    for (const [path, heading] of [
      ['/about', 'About Mimea Naturals'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms', 'Terms and Conditions'],
      ['/contact', 'Contact Us'],
      ['/KidsCare', 'Kids Care'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(heading);
    }

    await page.goto('/packages/HeartCare');
    await expect(page.locator('h1')).toHaveText('Heart Care Package');
    await expect(page.getByRole('heading', { name: 'Key Benefits' })).toBeVisible();
    await scrollToPackageProducts(page);
    await expect(fallback).toBeVisible({ timeout: 10_000 });
    await startRemote('catalog');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(productCards(page).first()).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });
});
