import { expect, test, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import { addFromProductPage, fillShippingForm, placeCashOrder, shopper } from '../support/checkout-steps';
import { scriptNextPrompt } from '../support/daraja';
import { officeAccounts, officeCode, officeSession, signInOnPage } from '../support/office';
import { readQrCode, secretOf } from '../support/qr-code';
import { openShop, storedOrder } from '../support/stack';

// The office no stranger can lock and no staff account can abuse (docs/office.md, "Security"):
// the owner's way back after a lost phone, duties kept to the owner, the hand-over checked against
// the order, and the access record read by day and exported.

/** Sets up an authenticator from the QR code on the page, as a phone would, and returns the recovery codes shown. */
async function enrolFromQrCode(page: Page, password: string): Promise<{ secret: string; codes: string[] }> {
  await page.getByRole('textbox', { name: 'Your password' }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  const address = await readQrCode(qr);
  expect(address).toMatch(/^otpauth:\/\/totp\/Mimea%20Naturals/);
  const secret = secretOf(address);
  // The secret typed instead of scanned is the same one.
  await expect(page.getByRole('main')).toContainText(secret.replace(/(.{4})(?=.)/g, '$1 '));
  await page.getByRole('textbox', { name: 'Code from the app' }).fill(officeCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await next.click();
  return { secret, codes };
}

/** The dialog's field by label. */
const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name });

test.describe('an office no stranger can lock and no staff account can abuse', () => {
  test('the owner enrols from the QR code, loses the phone, signs in with a recovery code and enrols again', async ({ page }) => {
    test.setTimeout(90_000);
    const owner = officeAccounts.recoveryOwner;
    await page.goto('/office');
    await signInOnPage(page, owner);
    await expect(page.getByRole('tab', { name: /To prepare/ })).toBeVisible();

    // A new phone: the authenticator set up again from the QR code on the Account page.
    await page.goto('/office/account');
    await page.getByRole('button', { name: 'Set up a new authenticator' }).click();
    const first = await enrolFromQrCode(page, owner.password);
    expect(new Set(first.codes).size).toBe(10);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();

    // The phone is lost: the password, then one of the recovery codes instead of the app's code.
    await page.goto('/office');
    await page.getByRole('textbox', { name: 'Username' }).fill(owner.username);
    await page.getByRole('textbox', { name: 'Password' }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('textbox', { name: 'One-time code' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(first.codes[0]!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'You signed in with a recovery code: 9 are left.' });
    await expect(notice).toBeVisible();

    // Set up again on the new phone: a new secret, new codes; the lost phone's codes no longer work.
    await notice.getByRole('link', { name: 'Set up a new authenticator' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Set up a new authenticator' }).click();
    const second = await enrolFromQrCode(page, owner.password);
    expect(second.secret).not.toBe(first.secret);
    expect(second.codes.filter((code) => first.codes.includes(code))).toEqual([]);
    const again = await fetch(new URL('/api/office/session', page.url()), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: owner.username, password: owner.password, recoveryCode: first.codes[1] }),
    });
    expect(again.status).toBe(401);
  });

  test('staff cannot mark an unpaid M-Pesa order paid: no button, and the call is refused', async ({ page }) => {
    const phone = '0712 100 054';
    await openShop(page, '/');
    await addFromProductPage(page, 'olive-soap', 1);
    await page.goto('/checkout');
    await fillShippingForm(page, 'Nairobi', 'Westlands');
    await page.getByRole('button', { name: 'Place Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay with M-Pesa' });
    await dialog.getByRole('textbox', { name: 'M-Pesa phone number' }).fill(phone);
    await scriptNextPrompt(`+254${phone.replace(/\s/g, '').slice(1)}`, { outcome: 'cancel' });
    await dialog.getByRole('button', { name: `Send the M-Pesa prompt to ${phone}` }).click();
    await expect(dialog.getByTestId('mpesa-prompt-message')).toContainText('You cancelled the M-Pesa prompt');
    const kept = await page.evaluate(() => localStorage.getItem('mimea-pending-payment'));
    const orderId = (JSON.parse(kept ?? '{}') as { orderId?: string }).orderId ?? '';
    expect(orderId).toMatch(/^ORDER\d{16}$/);

    await page.goto(`/office/orders/${orderId}`);
    await signInOnPage(page, officeAccounts.staff);
    await expect(page.getByRole('heading', { name: new RegExp(orderId) })).toBeVisible();
    const actions = page.getByRole('region', { name: 'Actions' });
    await expect(actions.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expect(actions.getByRole('button', { name: /Verify payment|Mark paid/ })).toHaveCount(0);

    const staff = await officeSession(officeAccounts.staff);
    const { version } = (await (await staff.get(`/api/office/orders/${orderId}`)).json()) as { version: number };
    const refused = await staff.post(`/api/office/orders/${orderId}/actions`, { action: 'verify-payment', expectedVersion: version, reason: 'She says she paid' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'role' });
    expect(await storedOrder(orderId)).toMatchObject({ status: 'awaiting-payment' });
  });

  test('a hand-over with a wrong national ID is refused, what was typed kept; the right one hands it over', async ({ page }) => {
    const orderId = await placeCashOrder(page, '0745 054 054');
    await page.goto(`/office/orders/${orderId}`);
    await signInOnPage(page, officeAccounts.staff);
    await expect(page.getByRole('heading', { name: new RegExp(orderId) })).toBeVisible();
    await page.getByRole('button', { name: 'Mark ready' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark ready' }).click();

    await page.getByRole('button', { name: 'Hand over' }).click();
    const handover = page.getByRole('dialog', { name: 'Hand over' });
    await field(handover, 'Order number').fill(orderId.toLowerCase());
    await field(handover, 'Shopper’s national ID').fill('87654321');
    await handover.getByRole('button', { name: 'Confirm: Hand over' }).click();
    await expect(handover.getByRole('alert')).toHaveText("The national ID does not match this order's. Do not hand it over.");
    await expect(field(handover, 'Order number')).toHaveValue(orderId.toLowerCase());
    expect(await storedOrder(orderId)).toMatchObject({ status: 'ready' });

    await field(handover, 'Shopper’s national ID').fill(shopper.idNumber.replace(/(\d{4})/, '$1 '));
    await handover.getByRole('button', { name: 'Confirm: Hand over' }).click();
    await expect(handover).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').filter({ hasText: 'Collected' }).filter({ hasText: officeAccounts.staff.name })).toHaveCount(1);
  });

  test('the owner filters the access record by a day and exports it', async ({ page }) => {
    await page.goto('/office/record');
    await signInOnPage(page, officeAccounts.recordOwner);
    await expect(page.getByRole('heading', { level: 1, name: 'Access record' })).toBeVisible();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
    await page.getByLabel('From day').fill(today);
    await page.getByLabel('To day').fill(today);
    await page.getByRole('textbox', { name: 'Account' }).fill(officeAccounts.recordOwner.username);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByText(/The record is intact: \d+ entries checked\./)).toBeVisible();
    const record = page.getByRole('main').getByRole('list', { name: 'Access record' }).or(page.getByRole('main').getByRole('table', { name: 'Access record' }));
    await expect(record.getByText('Signed in').first()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = fs.readFileSync(file, 'utf8');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toBe('id,at,username,role,action,order_id,detail,network,hash');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.includes(`,${officeAccounts.recordOwner.username},`))).toBe(true);
  });
});
