import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyCheckoutValues } from '@mimea/order-rules';
import { selectCartItems } from '@mimea/shared';
import CheckoutPage from './checkout-page';
import OrderConfirmationPage from './order-confirmation-page';
import { forgetCheckoutDraft, saveCheckoutDraft } from '../domain/checkout-draft';
import { PENDING_PAYMENT_KEY } from '../domain/payment/pending-payment';
import { standInOrderService } from '../test/order-service-stub';
import { oliveSoap, renderPage, tourmalineFlask } from '../test/render-page';

// The M-Pesa prompt on the shopper's phone (issue 39), against a stand-in order service on
// localhost (test/order-service-stub.ts) that the test settles as M-Pesa's callback would.

const user = () => userEvent.setup({ delay: null });
const service = standInOrderService(forgetCheckoutDraft);

/** A filled form (Nairobi: cash on delivery is offered), the phone 0722 123 456, one olive soap: KES 740. */
function formFilledBefore(county = 'Nairobi', pickupStation = 'nairobi-westlands') {
  saveCheckoutDraft({ ...emptyCheckoutValues, firstName: 'Wanjiku', lastName: 'Kamau', phone: '0722 123 456', idNumber: '12345678', county, pickupStation });
}

function renderCheckout() {
  return renderPage(<CheckoutPage />, { path: '/checkout', cart: [[oliveSoap, 1]], routes: [{ path: '/order-confirmation/:orderId', element: <OrderConfirmationPage /> }] });
}

async function openDialog(u: ReturnType<typeof user>) {
  await u.click(screen.getByRole('button', { name: 'Place Order' }));
  return screen.findByRole('dialog', { name: 'Pay with M-Pesa' });
}

const CHECK_PHONE = 'Check your phone (0722 *** 456): enter your M-Pesa PIN to pay KES 740 to Mimea Naturals';
const onlyOrder = () => [...service().orders.keys()][0]!;
const posts = () => service().calls.filter((call) => call.startsWith('POST'));

/** Sends the first prompt from the phone step and waits until it is on the phone. */
async function sendFirstPrompt(u: ReturnType<typeof user>, checkPhone = CHECK_PHONE) {
  const dialog = await openDialog(u);
  await u.click(within(dialog).getByRole('button', { name: 'Send the M-Pesa prompt to 0722 123 456' }));
  await within(dialog).findByText(checkPhone);
  return dialog;
}

describe('the M-Pesa prompt', () => {
  it('is the first choice, sent after the order is stored; paid → Success, Verifying, cart emptied, the confirmation says paid', async () => {
    const u = user();
    formFilledBefore();
    const { store } = renderCheckout();
    const dialog = await openDialog(u);
    const first = within(dialog).getAllByRole('button')[0];
    expect(first).toHaveAccessibleName('Send the M-Pesa prompt to 0722 123 456');
    for (const name of ['Continue', 'Already Paid', 'Cancel']) expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();

    await u.click(first!);
    expect(await within(dialog).findByText(CHECK_PHONE)).toBeInTheDocument();
    const orderId = onlyOrder();
    expect(posts()).toEqual(['POST /api/orders', `POST /api/orders/${orderId}/prompts`]);
    expect(service().orders.get(orderId)!.body).toMatchObject({ paymentMethod: 'mpesa', mpesaTransactionId: null, paymentStatus: 'pending', phoneNumber: '+254722123456' });
    // Never two at once: nothing offers another prompt while this one is on the phone.
    expect(within(dialog).queryByRole('button', { name: /Send the/ })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(PENDING_PAYMENT_KEY) ?? '')).toEqual({ orderId, orderKey: expect.any(String), cart: 'olive-soap*1', at: expect.any(Number) });

    service().settle(orderId, 'paid');
    expect(await screen.findByText('Your order has been confirmed. You will receive confirmation shortly.')).toBeInTheDocument();
    expect(within(dialog).getByText('Verifying Your Order')).toBeInTheDocument();
    expect(selectCartItems(store.getState())).toEqual([]);
    // The dialog closes after 3 s, and the confirmation says paid, with the M-Pesa receipt.
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Paid by M-Pesa', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Paid by M-Pesa. M-Pesa receipt TKQ1A2B3C4.');
    expect(screen.getByTestId('order-number')).toHaveTextContent(orderId);
  });

  it('after a prompt that paid nothing: its message, send again while prompts are left, then no more', async () => {
    const u = user();
    formFilledBefore();
    renderCheckout();
    const dialog = await sendFirstPrompt(u);
    const orderId = onlyOrder();
    const outcomes = [
      ['cancelled', 'You cancelled the M-Pesa prompt on your phone. Nothing was paid.', 'Send the prompt again (2 left)'],
      ['timed-out', 'The M-Pesa prompt timed out before the PIN was entered. Nothing was paid.', 'Send the prompt again (1 left)'],
    ] as const;
    for (const [state, message, again] of outcomes) {
      service().settle(orderId, state);
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(within(dialog).getByRole('status')).toHaveTextContent(message);
      expect(within(dialog).getByRole('button', { name: 'I paid another way: enter the M-Pesa code' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Pay on delivery instead' })).toBeInTheDocument();
      await u.click(within(dialog).getByRole('button', { name: again }));
      await within(dialog).findByText(CHECK_PHONE);
    }
    service().settle(orderId, 'insufficient-funds');
    expect(await within(dialog).findByText('Your M-Pesa balance was not enough for this payment. Nothing was paid.')).toBeInTheDocument();
    expect(within(dialog).getByText('No more M-Pesa prompts can be sent for this order. Pay at our till yourself and enter the M-Pesa code.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Send the prompt again/ })).not.toBeInTheDocument();
    expect(posts().filter((call) => call.endsWith('/prompts'))).toHaveLength(3);
    expect(posts().filter((call) => call === 'POST /api/orders')).toHaveLength(1);
  });

  it.each([
    ['wrong-pin', 'The M-Pesa PIN entered was wrong. Nothing was paid.'],
    ['failed', 'M-Pesa could not complete the payment. Nothing was paid.'],
    ['unresolved', 'M-Pesa has not told us how the prompt ended. If money left your M-Pesa, do not pay again: enter the M-Pesa code from your SMS.'],
  ] as const)('says what %s means, with the next steps', async (state, message) => {
    const u = user();
    formFilledBefore('Kisumu', 'kisumu-kondele');
    renderCheckout();
    const dialog = await sendFirstPrompt(u, 'Check your phone (0722 *** 456): enter your M-Pesa PIN to pay KES 1,050 to Mimea Naturals');
    service().settle(onlyOrder(), state);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send the prompt again (2 left)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'I paid another way: enter the M-Pesa code' })).toBeInTheDocument();
    // Cash on delivery is Nairobi's only.
    expect(within(dialog).queryByRole('button', { name: 'Pay on delivery instead' })).not.toBeInTheDocument();
  });

  it('M-Pesa unreachable: says so and leads to the till; the code given pays this stored order, no new one', async () => {
    const u = user();
    formFilledBefore();
    renderCheckout();
    service().failNextPrompt();
    const dialog = await openDialog(u);
    await u.click(within(dialog).getByRole('button', { name: 'Send the M-Pesa prompt to 0722 123 456' }));
    expect(await within(dialog).findByText('We could not reach M-Pesa, so nothing was sent to your phone. Try again in a moment, or pay at our till yourself.')).toBeInTheDocument();
    await within(dialog).findByRole('button', { name: 'Send the prompt again (3 left)' });
    await u.click(within(dialog).getByRole('button', { name: 'I paid another way: enter the M-Pesa code' }));
    expect(within(dialog).getByTestId('mpesa-till')).toHaveTextContent('3481712');
    const code = within(dialog).getByRole('textbox', { name: /M-Pesa transaction ID/ });
    await u.click(code);
    await u.paste('qft4xy7z2k');
    await u.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
    expect(await within(dialog).findByText('Verifying Your Order')).toBeInTheDocument();
    expect(await screen.findByText('Success')).toBeInTheDocument();
    const orderId = onlyOrder();
    expect(posts()).toEqual(['POST /api/orders', `POST /api/orders/${orderId}/prompts`, `POST /api/orders/${orderId}/payment-code`]);
    expect(service().orders.get(orderId)!.body.mpesaTransactionId).toBe('QFT4XY7Z2K');
    // The confirmation says the code is being confirmed, then paid when the till's confirmation arrives.
    expect(await screen.findByText(/We are confirming your payment with M-Pesa/, {}, { timeout: 5000 })).toBeInTheDocument();
    service().confirmCode(orderId, 'QFT4XY7Z2K');
    expect(await screen.findByText('Paid by M-Pesa', { selector: 'strong' })).toBeInTheDocument();
  });

  it("'Pay on delivery instead' makes the stored order cash on delivery: 'Order Placed', then its confirmation", async () => {
    const u = user();
    formFilledBefore();
    renderCheckout();
    const dialog = await sendFirstPrompt(u);
    const orderId = onlyOrder();
    service().settle(orderId, 'cancelled');
    await u.click(await within(dialog).findByRole('button', { name: 'Pay on delivery instead' }));
    expect(await screen.findByText('Order Placed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText(/Pay KES 740 in cash when you collect your order/)).toBeInTheDocument();
    expect(posts()).toEqual(['POST /api/orders', `POST /api/orders/${orderId}/prompts`, `POST /api/orders/${orderId}/cash-on-delivery`]);
  });

  it("above M-Pesa's KES 250,000 for one payment: says so, offers no prompt nor till, and stores nothing", async () => {
    const u = user();
    formFilledBefore();
    renderPage(<CheckoutPage />, { path: '/checkout', cart: [[tourmalineFlask, 46]] });
    const dialog = await openDialog(u);
    expect(within(dialog).getByTestId('mpesa-limit')).toHaveTextContent('M-Pesa takes at most KES 250,000 in one payment. Please pay on delivery, or call us to split your order.');
    for (const name of [/Send the M-Pesa prompt/, /Continue/, /Already Paid/]) expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(posts()).toEqual([]);
  });

  it('sends one order and one prompt however quickly the button is pressed', async () => {
    const u = user();
    formFilledBefore();
    renderCheckout();
    const dialog = await openDialog(u);
    const send = within(dialog).getByRole('button', { name: 'Send the M-Pesa prompt to 0722 123 456' });
    await u.dblClick(send);
    await within(dialog).findByText(CHECK_PHONE);
    expect(posts()).toEqual(['POST /api/orders', `POST /api/orders/${onlyOrder()}/prompts`]);
  });

  it('a closed or reloaded page finds its order again: the dialog reopens on the prompt, and paid still arrives', async () => {
    const u = user();
    formFilledBefore();
    const first = renderCheckout();
    await sendFirstPrompt(u);
    const orderId = onlyOrder();
    first.unmount();
    forgetCheckoutDraft(); // a reload forgets the form
    renderCheckout();
    const dialog = await screen.findByRole('dialog', { name: 'Pay with M-Pesa' });
    expect(await within(dialog).findByText(/^Check your phone \(0722 \*\*\* 456\): enter your M-Pesa PIN to pay KES 740/)).toBeInTheDocument();
    service().settle(orderId, 'paid');
    expect(await within(dialog).findByText('Verifying Your Order')).toBeInTheDocument();
    expect(posts()).toEqual(['POST /api/orders', `POST /api/orders/${orderId}/prompts`]);
  });

  it('ignores a tampered pending payment in localStorage', async () => {
    const u = user();
    localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ orderId: '<img src=x onerror=alert(1)>', orderKey: 'x', cart: 'olive-soap*1', at: Date.now() }));
    formFilledBefore();
    renderCheckout();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openDialog(u);
    expect(within(dialog).getByRole('button', { name: 'Send the M-Pesa prompt to 0722 123 456' })).toBeInTheDocument();
    // The page reads the catalogue's prices; of the orders it asks nothing.
    expect(service().calls.filter((call) => call.includes('/api/orders'))).toEqual([]);
  });
});
