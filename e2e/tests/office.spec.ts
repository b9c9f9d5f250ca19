import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { placeCashOrder as placeCashOrderFrom, shopper } from '../support/checkout-steps';
import { officeAccounts, officeSession, signInOnPage } from '../support/office';
import { originOf } from '../support/origins';
import { openShop } from '../support/stack';

// The back office (docs/office.md): the owner and staff work the shop's orders from a phone.

const PHONE = { typed: '0733 456 789', another: '+254 733 456789' };
/** Another shopper's phone: a purchase of its own (the same basket from one phone is one order for 15 minutes). */
const OTHER_PHONE = '0744 567 890';

/** WCAG 2.1 A and AA rules of axe-core on the page as it is now. */
async function violations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Nothing wider than the phone's screen: no sideways scrolling. */
async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Hands the order over at the station: its number and the shopper's national ID typed, as the office checks them. */
async function handOver(page: Page, orderId: string) {
  await page.getByRole('button', { name: 'Hand over' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hand over' });
  await dialog.getByRole('textbox', { name: 'Order number' }).fill(orderId);
  await dialog.getByRole('textbox', { name: 'Shopper’s national ID' }).fill(shopper.idNumber);
  await dialog.getByRole('button', { name: 'Confirm: Hand over' }).click();
}

/** A cash-on-delivery order in Nairobi from the shop's own checkout, paid from a phone number of its own. */
const placeCashOrder = (page: Page, phone = PHONE.typed) => placeCashOrderFrom(page, phone);

test.describe('the back office', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the owner signs in with the second factor, finds an order by phone, marks it ready then collected, and sees both in its timeline', async ({ page }) => {
    // A cash order, then every page of the office checked with axe on a phone: more than the default 30 s.
    test.setTimeout(60_000);
    const orderId = await placeCashOrder(page);

    await page.goto('/office');
    await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await signInOnPage(page, officeAccounts.owner);

    // The phone as another person would write it.
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill(PHONE.another);
    await search.press('Enter');
    // A phone number never goes into the address bar.
    await expect(page.getByRole('link', { name: new RegExp(orderId) })).toBeVisible();
    expect(page.url()).not.toMatch(/733/);
    await fitsTheScreen(page);
    expect(await violations(page)).toEqual([]);

    await page.getByRole('link', { name: new RegExp(orderId) }).click();
    await expect(page.getByRole('heading', { name: new RegExp(orderId) })).toBeVisible();
    await fitsTheScreen(page);
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Mark ready' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark ready' }).click();
    await expect(page.getByRole('button', { name: 'Hand over' })).toBeVisible();
    await handOver(page, orderId);
    await expect(page.getByRole('button', { name: 'Hand over' })).toHaveCount(0);

    const timeline = page.getByRole('region', { name: 'History' });
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Marked ready' }).filter({ hasText: officeAccounts.owner.name })).toHaveCount(1);
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Collected' }).filter({ hasText: officeAccounts.owner.name })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('In cash, on collection');
    expect(await violations(page)).toEqual([]);

    // Every other page of the office fits the phone and passes axe too (Payments, Team and the
    // access record through the Account page's links); the access record holds the opening of
    // this order and both actions, under the owner's name.
    for (const [link, heading] of [
      ['Messages', 'Messages'],
      ['Today', 'Today'],
      ['Account', 'Account'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await fitsTheScreen(page);
      expect(await violations(page)).toEqual([]);
    }
    for (const [link, heading] of [
      ['Payments', 'Payments'],
      ['Team', 'Team'],
      ['Access record', 'Access record'],
    ] as const) {
      await page.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await fitsTheScreen(page);
      expect(await violations(page)).toEqual([]);
      if (heading === 'Access record') await expect(page.getByRole('main').getByText(orderId).first()).toBeVisible();
      await page.goBack();
    }
  });

  test('two people on one order: one wins and the other is told; a session ended mid-action signs in again and the action is done', async ({ page }) => {
    const orderId = await placeCashOrder(page, OTHER_PHONE);
    await page.goto(`/office/orders/${orderId}`);
    await signInOnPage(page, officeAccounts.staff);
    await expect(page.getByRole('heading', { name: new RegExp(orderId) })).toBeVisible();

    // Someone else marks it ready while this page still shows it "to prepare".
    const colleague = await officeSession(officeAccounts.reader);
    const { version } = (await (await colleague.get(`/api/office/orders/${orderId}`)).json()) as { version: number };
    expect((await colleague.post(`/api/office/orders/${orderId}/actions`, { action: 'mark-ready', expectedVersion: version })).status).toBe(200);
    await page.getByRole('button', { name: 'Mark ready' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark ready' }).click();
    await expect(page.getByText(`${officeAccounts.reader.name} marked this order ready at`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark ready' })).toHaveCount(0);

    // The staff member's sessions end elsewhere ("sign out everywhere" on another phone).
    const elsewhere = await officeSession(officeAccounts.staff);
    expect((await elsewhere.post('/api/office/session/everywhere', {})).status).toBe(204);
    await handOver(page, orderId);
    const again = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(again).toBeVisible();
    const username = again.getByRole('textbox', { name: 'Username' });
    if ((await username.inputValue()) === '') await username.fill(officeAccounts.staff.username);
    await again.getByRole('textbox', { name: 'Password' }).fill(officeAccounts.staff.password);
    await again.getByRole('button', { name: 'Sign in' }).click();
    // What was being done is done, under the staff member's name.
    await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').filter({ hasText: 'Collected' }).filter({ hasText: officeAccounts.staff.name })).toHaveCount(1);
  });

  test('a staff member works the orders but cannot export them nor read the access record', async ({ page }) => {
    await page.goto('/office');
    await signInOnPage(page, officeAccounts.staff);
    await expect(page.getByRole('tab', { name: /To prepare/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export CSV' }).or(page.getByRole('button', { name: 'Export CSV' }))).toHaveCount(0);
    await fitsTheScreen(page);

    const staff = await officeSession(officeAccounts.staff);
    expect((await staff.get('/api/office/orders.csv')).status).toBe(403);
    expect((await staff.get('/api/office/audit')).status).toBe(403);
    expect((await staff.get('/api/office/orders')).status).toBe(200);
  });

  test('the office is in no sitemap, disallowed to robots, never indexed, and no shopper page loads a byte of it', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/office');
    expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/office/m);
    const office = await request.get('/office/orders');
    expect(office.status()).toBe(200);
    expect(office.headers()['x-robots-tag']).toMatch(/noindex/);
    expect(office.headers()['cache-control']).toMatch(/no-store/);

    const fromOffice: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(originOf('office'))) fromOffice.push(request.url());
    });
    for (const path of ['/', '/shop', '/product/olive-soap', '/cart', '/checkout', '/about', '/nopf']) await openShop(page, path);
    expect(fromOffice).toEqual([]);
  });
});
