import { expect, test, type Locator, type Page } from '@playwright/test';
import { openShop, startOrderService, storedOrder } from '../support/stack';
import { addFromProductPage, fillShippingForm } from '../support/checkout-steps';
import fs from 'node:fs';
import { DARAJA, approvePrompt, killOrderService, payTillByHand, promptsTo, scriptNextPrompt, tillStatement, type SimulatedPrompt } from '../support/daraja';
import { officeAccounts, signInOnPage } from '../support/office';
import { collectConsoleErrors } from '../support/console-errors';

// M-Pesa that confirms itself (docs/payments.md), against the Daraja simulator of the stack:
// the prompt on the shopper's phone, till payments by hand, and the service killed mid-payment.
// Each journey pays from a phone of its own, so the simulator's phones never mix journeys.

const ORDER_URL = /\/order-confirmation\/ORDER\d{16}$/;
/** Olive Soap (KES 500) to Westlands, Nairobi (KES 240). */
const TOTAL = 740;

/** A cart of one Olive Soap, the checkout filled for Westlands, and the M-Pesa dialog open on its phone step with `phone`. */
async function openPaymentDialog(page: Page, phone: string): Promise<Locator> {
  await openShop(page, '/');
  await addFromProductPage(page, 'olive-soap', 1);
  await page.goto('/checkout');
  await fillShippingForm(page, 'Nairobi', 'Westlands');
  await expect(page.getByTestId('summary-total')).toHaveText('KES 740');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with M-Pesa' });
  await dialog.getByRole('textbox', { name: 'M-Pesa phone number' }).fill(phone);
  return dialog;
}

/** The shopper's choice, first in the dialog: the prompt to the phone typed. */
async function sendPrompt(dialog: Locator, localPhone: string): Promise<void> {
  await dialog.getByRole('button', { name: `Send the M-Pesa prompt to ${localPhone}` }).click();
}

const e164 = (localPhone: string) => `+254${localPhone.replace(/\s/g, '').slice(1)}`;

/** The prompt now on `phone`, once it is there. */
async function openPromptOn(phone: string): Promise<SimulatedPrompt> {
  let open: SimulatedPrompt | undefined;
  await expect
    .poll(async () => {
      open = (await promptsTo(phone)).find((prompt) => prompt.state === 'sent');
      return open !== undefined;
    })
    .toBe(true);
  return open!;
}

/** The order ID the checkout keeps for the payment under way (localStorage, no personal data). */
async function pendingOrderId(page: Page): Promise<string> {
  const kept = await page.evaluate(() => localStorage.getItem('mimea-pending-payment'));
  const orderId = kept ? (JSON.parse(kept) as { orderId?: string }).orderId : undefined;
  if (!orderId) throw new Error('No payment under way in this browser');
  return orderId;
}

/** The confirmation page of a paid order: the number, and paid by M-Pesa with the receipt when known. */
async function expectPaidConfirmation(page: Page, receipt: string | null, withinMs = 10_000): Promise<string> {
  await expect(page).toHaveURL(ORDER_URL, { timeout: withinMs });
  const orderId = page.url().split('/').pop() ?? '';
  await expect(page.getByTestId('order-number')).toHaveText(orderId);
  await expect(page.getByTestId('payment-status')).toContainText('Paid by M-Pesa');
  if (receipt) await expect(page.getByTestId('payment-status')).toContainText(receipt);
  return orderId;
}

test.describe('M-Pesa that confirms itself', () => {
  test('the prompt approved on the phone: paid within a second of the callback, the confirmation says paid, the owner sees the receipt', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const phone = '0712 100 001';
    const dialog = await openPaymentDialog(page, phone);
    await sendPrompt(dialog, phone);
    await expect(dialog.getByTestId('mpesa-prompt-message')).toHaveText(`Check your phone (0712 *** 001): enter your M-Pesa PIN to pay KES ${TOTAL} to Mimea Naturals`);
    const prompt = await openPromptOn(e164(phone));
    expect(prompt.amount).toBe(TOTAL);

    // The moment the page shows the payment, read in the page as the text appears.
    await page.evaluate(() => {
      const seen = window as Window & { paidShownAt?: number };
      new MutationObserver(() => {
        if (!seen.paidShownAt && document.body.innerText.includes('Your order has been confirmed')) seen.paidShownAt = Date.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await approvePrompt(prompt.checkoutRequestId);
    const shownAt = (await (await page.waitForFunction(() => (window as Window & { paidShownAt?: number }).paidShownAt ?? 0, undefined, { timeout: 10_000 })).jsonValue()) as number;
    const callbacks = (await (await fetch(`${DARAJA}/simulator/callbacks`)).json()) as { callbacks: { kind: string; raw: string; sentAt: string }[] };
    const callback = callbacks.callbacks.find((sent) => sent.kind === 'stk' && sent.raw.includes(prompt.checkoutRequestId));
    expect(callback, 'the STK callback was sent').toBeDefined();
    const latencyMs = shownAt - Date.parse(callback!.sentAt);
    test.info().annotations.push({ type: 'callback to paid on the page (ms)', description: String(latencyMs) });
    expect(latencyMs).toBeLessThanOrEqual(1000);

    const [settled] = await promptsTo(e164(phone));
    const orderId = await expectPaidConfirmation(page, settled?.receipt ?? null);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    const order = await storedOrder(orderId);
    expect(order).toMatchObject({ status: 'payment-verified', paymentMethod: 'mpesa', total: TOTAL });
    expect(JSON.stringify(order)).toContain(settled!.receipt!);
    expect(errors).toEqual([]);
  });

  test("a cancelled prompt: the button counts Daraja's window down, then the prompt goes again and is paid once", async ({ page }) => {
    const phone = '0712 100 002';
    const dialog = await openPaymentDialog(page, phone);
    await scriptNextPrompt(e164(phone), { outcome: 'cancel' });
    await sendPrompt(dialog, phone);
    await expect(dialog.getByTestId('mpesa-prompt-message')).toHaveText('You cancelled the M-Pesa prompt on your phone. Nothing was paid.');
    const orderId = await pendingOrderId(page);
    expect(await storedOrder(orderId)).toMatchObject({ status: 'awaiting-payment' });

    // The same amount to the same phone waits for Daraja's window (8 s in the stack, 2 minutes in M-Pesa).
    const again = dialog.getByTestId('mpesa-send-again');
    await expect(again).toHaveText(/^Send the prompt again in 0:0\d$/);
    await expect(again).toBeDisabled();
    await scriptNextPrompt(e164(phone), { outcome: 'approve' });
    await expect(again).toHaveText('Send the prompt again (2 left)', { timeout: 15_000 });
    await again.click();
    await expectPaidConfirmation(page, null);
    expect(page.url()).toContain(orderId);
    // Daraja never had to refuse it: no "Rule limited", no lock.
    const prompts = await promptsTo(e164(phone));
    expect(prompts.map((prompt) => prompt.state)).toEqual(['paid', 'cancelled']);
    expect(await storedOrder(orderId)).toMatchObject({ status: 'payment-verified' });
  });

  test('less than the total arrives: the shopper is told what is left, and a prompt for the rest pays the order', async ({ page }) => {
    const phone = '0712 100 006';
    const dialog = await openPaymentDialog(page, phone);
    await scriptNextPrompt(e164(phone), { outcome: 'approve', paidAmount: 500 });
    await sendPrompt(dialog, phone);
    await expect(dialog.getByTestId('mpesa-prompt-message')).toHaveText(`KES 500 of KES ${TOTAL} has arrived. KES 240 is left to pay.`);
    const orderId = await pendingOrderId(page);
    expect(await storedOrder(orderId)).toMatchObject({ status: 'awaiting-payment' });

    await scriptNextPrompt(e164(phone), { outcome: 'approve' });
    const rest = dialog.getByTestId('mpesa-send-again');
    await expect(rest).toHaveText('Send a prompt for the KES 240 left', { timeout: 15_000 });
    await rest.click();
    await expectPaidConfirmation(page, null);
    const prompts = await promptsTo(e164(phone));
    expect(prompts.map((prompt) => [prompt.state, prompt.amount])).toEqual([
      ['paid', 240],
      ['paid', TOTAL],
    ]);
    expect(await storedOrder(orderId)).toMatchObject({ status: 'payment-verified' });
  });

  test('a prompt that timed out, then the till paid by hand and its code typed: confirmed when the till payment arrives', async ({ page }) => {
    const phone = '0712 100 003';
    const dialog = await openPaymentDialog(page, phone);
    await scriptNextPrompt(e164(phone), { outcome: 'timeout' });
    await sendPrompt(dialog, phone);
    // Daraja reports a prompt nobody answered as 1037, "DS timeout user cannot be reached".
    await expect(dialog.getByTestId('mpesa-prompt-message')).toHaveText(
      'M-Pesa could not reach your phone, or the prompt expired before the PIN was entered. Nothing was paid. Check that your phone is on and has network, then try again.',
    );
    const orderId = await pendingOrderId(page);

    // The shopper pays the till themselves; the SMS gives the code at once, the shop hears later.
    await dialog.getByRole('button', { name: 'I paid another way: enter the M-Pesa code' }).click();
    await expect(dialog.getByTestId('mpesa-till')).toHaveText('3481712');
    const code = await payTillByHand(e164(phone), TOTAL, { confirmAfterMs: 8000 });
    await dialog.getByRole('textbox', { name: 'M-Pesa transaction ID' }).fill(code);
    await dialog.getByRole('button', { name: 'Confirm Payment' }).click();

    await expect(page).toHaveURL(new RegExp(`/order-confirmation/${orderId}$`), { timeout: 10_000 });
    await expect(page.getByTestId('payment-status')).toContainText('We are confirming your payment with M-Pesa.');
    expect(await storedOrder(orderId)).toMatchObject({ status: 'awaiting-confirmation', mpesaTransactionId: code });
    // The till's confirmation arrives: the page turns paid by itself.
    await expect(page.getByTestId('payment-status')).toContainText(`Paid by M-Pesa. M-Pesa receipt ${code}`, { timeout: 10_000 });
    expect(await storedOrder(orderId)).toMatchObject({ status: 'payment-verified' });
  });

  test("paid at the till with no code: the owner links it in the office, and the shopper's confirmation page turns paid by itself", async ({ page, browser }) => {
    // A checkout, then the owner's sign-in and the office's Payments on another device.
    test.setTimeout(60_000);
    const phone = '0712 100 004';
    const dialog = await openPaymentDialog(page, phone);
    await scriptNextPrompt(e164(phone), { outcome: 'cancel' });
    await sendPrompt(dialog, phone);
    await expect(dialog.getByTestId('mpesa-prompt-message')).toHaveText('You cancelled the M-Pesa prompt on your phone. Nothing was paid.');
    const orderId = await pendingOrderId(page);

    // Paid at the till from another phone, and no code given: Buy Goods names no account.
    const receipt = await payTillByHand('+254712100904', TOTAL);
    await page.goto(`/order-confirmation/${orderId}`);
    await expect(page.getByTestId('payment-status')).toContainText('We have not received your M-Pesa payment yet.');

    // The owner, on another device, finds the payment's order and links it.
    const office = await browser.newContext();
    try {
      const owner = await office.newPage();
      await owner.goto('/office/payments');
      await signInOnPage(owner, officeAccounts.linkOwner);
      await expect(owner.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
      const card = owner.getByRole('listitem', { name: `Payment ${receipt}` });
      await card.getByRole('button', { name: 'Find its order' }).click();
      await card.getByRole('button', { name: `Link to this order, ${orderId}` }).click();
      const linking = owner.getByRole('dialog');
      await linking.getByRole('textbox', { name: 'Reason' }).fill("Paid from her husband's phone; she called to say so");
      await linking.getByRole('button', { name: 'Link to this order' }).click();
      await expect(owner.getByRole('status').filter({ hasText: `Order ${orderId} is paid.` })).toBeVisible();
    } finally {
      await office.close();
    }
    // The shopper's page learns it by itself.
    await expect(page.getByTestId('payment-status')).toContainText(`Paid by M-Pesa. M-Pesa receipt ${receipt}`, { timeout: 10_000 });
    expect(await storedOrder(orderId)).toMatchObject({ status: 'payment-verified' });
  });

  test("a till confirmation that never came: the owner's import of M-Pesa's statement recovers it, and the shopper's page turns paid", async ({ page, browser }, testInfo) => {
    test.setTimeout(60_000);
    const from = new Date(Date.now() - 1000);
    const phone = '0712 100 007';
    const dialog = await openPaymentDialog(page, phone);
    // The shopper pays the till and types the code; its confirmation is lost (it would come in 10 minutes).
    await dialog.getByRole('button', { name: 'Already Paid' }).click();
    const code = await payTillByHand(e164(phone), TOTAL, { confirmAfterMs: 600_000 });
    await dialog.getByRole('textbox', { name: 'M-Pesa transaction ID' }).fill(code);
    await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page).toHaveURL(ORDER_URL, { timeout: 10_000 });
    const orderId = page.url().split('/').pop() ?? '';
    await expect(page.getByTestId('payment-status')).toContainText('We are confirming your payment with M-Pesa.');

    const statement = testInfo.outputPath('till-statement.csv');
    fs.writeFileSync(statement, await tillStatement(from));
    const office = await browser.newContext();
    try {
      const owner = await office.newPage();
      await owner.goto('/office/payments');
      await signInOnPage(owner, officeAccounts.statementOwner);
      await expect(owner.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
      await owner.getByLabel('Till statement (CSV)').setInputFiles(statement);
      await owner.getByRole('button', { name: 'Import the statement' }).click();
      await expect(owner.getByText(/1 payment in the statement: .*1 .*matched/)).toBeVisible();
      await expect(owner.getByRole('table', { name: 'New or changed lines' })).toContainText(code);
    } finally {
      await office.close();
    }
    await expect(page.getByTestId('payment-status')).toContainText(`Paid by M-Pesa. M-Pesa receipt ${code}`, { timeout: 10_000 });
    expect(await storedOrder(orderId)).toMatchObject({ status: 'payment-verified' });
  });

  test('the order service killed between prompt and callback: after its restart the outcome is recorded and the reloaded page says paid', async ({ page }) => {
    // The restart, then the stack's MPESA_QUERY_AFTER_MS (3 s) and the recovery round, then the dialog's 3 s.
    test.setTimeout(60_000);
    const phone = '0712 100 005';
    const dialog = await openPaymentDialog(page, phone);
    await sendPrompt(dialog, phone);
    const prompt = await openPromptOn(e164(phone));
    const orderId = await pendingOrderId(page);

    await killOrderService();
    try {
      // Paid while the service is down: the callback (and the till's confirmation) find nobody.
      await approvePrompt(prompt.checkoutRequestId);
      await page.reload();
    } finally {
      await startOrderService();
    }
    // The reloaded checkout finds its order again, and the service's STK Query learns the outcome.
    await expectPaidConfirmation(page, null, 30_000);
    expect(page.url()).toContain(orderId);
    expect(await storedOrder(orderId)).toMatchObject({ status: 'payment-verified' });
  });
});
