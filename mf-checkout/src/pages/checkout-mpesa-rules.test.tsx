import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyCheckoutValues } from '@mimea/order-rules';
import CheckoutPage from './checkout-page';
import OrderConfirmationPage from './order-confirmation-page';
import { forgetCheckoutDraft, saveCheckoutDraft } from '../domain/checkout-draft';
import { standInOrderService } from '../test/order-service-stub';
import { oliveSoap, renderPage } from '../test/render-page';

// M-Pesa as Daraja behaves (docs/payments.md): a prompt whose answer was never read, Daraja's
// windows counted down before the next prompt, and a total that arrived in part. Against a
// stand-in order service on localhost that the test changes as the real one would.

const user = () => userEvent.setup({ delay: null });
const service = standInOrderService(forgetCheckoutDraft);
const onlyOrder = () => [...service().orders.keys()][0]!;
const prompts = () => service().calls.filter((call) => call.startsWith('POST') && call.endsWith('/prompts'));

async function promptOnThePhone(u: ReturnType<typeof user>) {
  saveCheckoutDraft({ ...emptyCheckoutValues, firstName: 'Wanjiku', lastName: 'Kamau', phone: '0722 123 456', idNumber: '12345678', county: 'Nairobi', pickupStation: 'nairobi-westlands' });
  renderPage(<CheckoutPage />, { path: '/checkout', cart: [[oliveSoap, 1]], routes: [{ path: '/order-confirmation/:orderId', element: <OrderConfirmationPage /> }] });
  await u.click(screen.getByRole('button', { name: 'Place Order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay with M-Pesa' });
  await u.click(within(dialog).getByRole('button', { name: 'Send the M-Pesa prompt to 0722 123 456' }));
  await within(dialog).findByText('Check your phone (0722 *** 456): enter your M-Pesa PIN to pay KES 740 to Mimea Naturals');
  return dialog;
}

describe('M-Pesa as Daraja behaves, in the dialog', () => {
  it("a prompt whose answer M-Pesa never gave: check your phone, do not pay twice, and no second prompt", async () => {
    const u = user();
    const dialog = await promptOnThePhone(u);
    service().update(onlyOrder(), (order) => {
      order.prompt = { ...order.prompt!, state: 'unknown' };
    });
    expect(
      await within(dialog).findByText('We could not hear back from M-Pesa. If a prompt reached your phone (0722 *** 456), enter your M-Pesa PIN to pay. Do not pay again: we will find your payment.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Send the prompt/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'I paid another way: enter the M-Pesa code' })).toBeInTheDocument();
  });

  it("Daraja's window after a cancelled prompt: the button counts down, then sends the prompt", async () => {
    const u = user();
    const dialog = await promptOnThePhone(u);
    service().update(onlyOrder(), (order) => {
      order.prompt = { ...order.prompt!, state: 'cancelled' };
      order.extra = { nextPromptAt: new Date(Date.now() + 2500).toISOString() };
    });
    const waiting = await within(dialog).findByRole('button', { name: /^Send the prompt again in 0:0[23]$/ });
    expect(waiting).toBeDisabled();
    expect(prompts()).toHaveLength(1);
    const ready = await within(dialog).findByRole('button', { name: 'Send the prompt again (2 left)' }, { timeout: 5000 });
    expect(ready).toBeEnabled();
    await u.click(ready);
    await within(dialog).findByText('Check your phone (0722 *** 456): enter your M-Pesa PIN to pay KES 740 to Mimea Naturals');
    expect(prompts()).toHaveLength(2);
  }, 15_000);

  it('part of the total arrived: says what arrived and what is left, and the next prompt and the till ask for the rest', async () => {
    const u = user();
    const dialog = await promptOnThePhone(u);
    service().update(onlyOrder(), (order) => {
      order.prompt = { ...order.prompt!, state: 'paid' };
      order.extra = { paid: 500, leftToPay: 240 };
    });
    expect(await within(dialog).findByText('KES 500 of KES 740 has arrived. KES 240 is left to pay.')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Send a prompt for the KES 240 left' }));
    expect(await within(dialog).findByText('Check your phone (0722 *** 456): enter your M-Pesa PIN to pay KES 240 to Mimea Naturals')).toBeInTheDocument();
    service().update(onlyOrder(), (order) => {
      order.prompt = { ...order.prompt!, state: 'cancelled' };
    });
    await u.click(await within(dialog).findByRole('button', { name: 'I paid another way: enter the M-Pesa code' }));
    expect(within(dialog).getByRole('heading', { name: 'Pay KES 240 to our till' })).toBeInTheDocument();
  });

  it.each([
    ['unreachable', 'M-Pesa could not reach your phone, or the prompt expired before the PIN was entered. Nothing was paid. Check that your phone is on and has network, then try again.'],
    ['pin-locked', 'Your M-Pesa PIN is locked. Nothing was paid. Call Safaricom customer care on 100 to unlock it, or use another M-Pesa number.'],
    ['limit-exceeded', 'This payment is above what your M-Pesa account may send now (a payment or daily limit). Nothing was paid. Use another M-Pesa number, or pay on delivery where it is offered.'],
  ] as const)('%s has its own message and next step', async (state, message) => {
    const u = user();
    const dialog = await promptOnThePhone(u);
    service().update(onlyOrder(), (order) => {
      order.prompt = { ...order.prompt!, state };
    });
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it("the shop's own side refused (2028, SFC_IC0003): no prompt again, the till instead", async () => {
    const u = user();
    const dialog = await promptOnThePhone(u);
    service().update(onlyOrder(), (order) => {
      order.prompt = { ...order.prompt!, state: 'not-permitted' };
    });
    expect(
      await within(dialog).findByText('M-Pesa could not take this payment on our side. Nothing was paid. Please pay at our till yourself and enter the M-Pesa code; we are looking into it.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Send the prompt/ })).not.toBeInTheDocument();
  });
});
