import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyCheckoutValues } from '@mimea/order-rules';
import { type CartProduct } from '@mimea/shared';
import CheckoutPage from './checkout-page';
import { forgetCheckoutDraft, saveCheckoutDraft } from '../domain/checkout-draft';
import { forgetPriceChanges } from '../domain/catalogue/price-changes';
import { standInOrderService } from '../test/order-service-stub';
import { oliveSoap, renderPage } from '../test/render-page';

// The checkout follows the catalogue and names the line the order service refuses for its
// stock (issue 55): against a stand-in service on localhost.

const user = () => userEvent.setup({ delay: null });
const service = standInOrderService(() => {
  forgetCheckoutDraft();
  forgetPriceChanges();
});
const blackSeedOil: CartProduct = { id: 'black-seed-oil', name: 'Black Seed Oil', price: 1200, images: [] };
const listed = (id: string, price: number, stock: number) => ({ id, name: id, price, currency: 'KES', stock });
const lineOf = (name: RegExp) => screen.getAllByTestId('checkout-line').find((line) => name.test(line.textContent ?? ''))!;

function cashOrderFilledIn() {
  saveCheckoutDraft({ ...emptyCheckoutValues, firstName: 'Wanjiku', lastName: 'Kamau', phone: '0722 123 456', idNumber: '12345678', county: 'Nairobi', pickupStation: 'nairobi-westlands', paymentMethod: 'cod' });
}

describe('CheckoutPage, following the catalogue', () => {
  it("says which line's price changed and totals at the current price", async () => {
    service().catalogue = { products: [listed('black-seed-oil', 1000, 10), listed('olive-soap', 500, 1)] };
    renderPage(<CheckoutPage />, { cart: [[blackSeedOil, 1], [oliveSoap, 2]] });
    expect(await within(lineOf(/Black Seed Oil/)).findByText('Price changed from KES 1,200 to KES 1,000')).toBeInTheDocument();
    expect(within(lineOf(/Olive Soap/)).getByTestId('checkout-line-notice')).toHaveTextContent('Only 1 left');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('KES 2,000');
  });

  it("a refusal for stock (409): the service's words at the top of the form and on the line, what was typed kept, and the way back to the cart", async () => {
    const u = user();
    cashOrderFilledIn();
    const message = 'Only 2 left of Olive Soap. Change the quantity in your cart.';
    service().refuseNextOrder(409, { error: message, code: 'out-of-stock', line: { id: 'olive-soap', name: 'Olive Soap', requested: 3, available: 2 } });
    renderPage(<CheckoutPage />, { cart: [[oliveSoap, 3]] });
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    const notices = within(lineOf(/Olive Soap/)).getAllByTestId('checkout-line-notice').map((notice) => notice.textContent);
    expect(notices).toEqual([message]);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Wanjiku');
    expect(screen.getByLabelText(/Pickup station/)).toHaveValue('nairobi-westlands');
    expect(screen.queryByText('Failed to submit order details. Please try again.')).not.toBeInTheDocument();
    expect(service().orders.size).toBe(0);
    // Placed again (the stock came back): the notice goes and the order is stored.
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order Placed')).toBeInTheDocument();
    expect(service().orders.size).toBe(1);
  });

  it('a refusal for stock from the M-Pesa dialog closes it: the form says which line, before any prompt', async () => {
    const u = user();
    saveCheckoutDraft({ ...emptyCheckoutValues, firstName: 'Wanjiku', lastName: 'Kamau', phone: '0722 123 456', idNumber: '12345678', county: 'Nairobi', pickupStation: 'nairobi-westlands', paymentMethod: 'mpesa' });
    service().refuseNextOrder(409, { error: 'Olive Soap is out of stock.', code: 'out-of-stock', line: { id: 'olive-soap', name: 'Olive Soap', requested: 1, available: 0 } });
    renderPage(<CheckoutPage />, { cart: [[oliveSoap, 1]] });
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with M-Pesa' });
    await u.click(within(dialog).getByRole('button', { name: 'Send the M-Pesa prompt to 0722 123 456' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Olive Soap is out of stock. Back to cart');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(lineOf(/Olive Soap/)).getByTestId('checkout-line-notice')).toHaveTextContent('Olive Soap is out of stock.');
    expect(service().calls.filter((call) => call.endsWith('/prompts'))).toEqual([]);
  });
});
