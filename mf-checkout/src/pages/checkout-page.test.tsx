import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CheckoutPage from './checkout-page';
import { forgetCheckoutDraft, saveCheckoutDraft } from '../domain/checkout-draft';
import { emptyCheckoutValues } from '@mimea/order-rules';
import { oliveSoap, renderPage, tourmalineFlask } from '../test/render-page';

const user = () => userEvent.setup({ delay: null });

/**
 * Enters a whole value in one input event, as pasting or autofill does: typing key by key
 * re-renders the form per key, which took 3-6 s a test here and 14-17 s on a loaded machine.
 * The tests of per-key behaviour type. Fields are found by their labels: a role query walks the
 * whole page's accessibility tree (~90 ms a query here), a label query does not.
 */
async function enter(u: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  await u.click(screen.getByLabelText(label));
  await u.paste(value);
}

/** Chooses a county, then the station of that county whose name matches `station`. */
async function chooseStation(u: ReturnType<typeof userEvent.setup>, county: string, station: RegExp) {
  await u.selectOptions(screen.getByLabelText(/County/), county);
  const stationBox = screen.getByLabelText(/Pickup station/);
  const option = within(stationBox).getAllByRole('option').find((candidate) => station.test(candidate.textContent ?? ''));
  if (!option) throw new Error(`No station ${String(station)} in ${county}`);
  await u.selectOptions(stationBox, option);
}

/**
 * The form as a shopper left it before going back to the cart (the page's in-memory draft), for
 * tests that start from a filled form (typing into it is the other tests' subject, and e2e's).
 */
function formFilledBefore(county = 'Nairobi', pickupStation = 'nairobi-westlands') {
  saveCheckoutDraft({ ...emptyCheckoutValues, firstName: 'Wanjiku', lastName: 'Kamau', phone: '0722 123 456', idNumber: '12345678', county, pickupStation });
}

describe('CheckoutPage', () => {
  afterEach(forgetCheckoutDraft);

  it('cannot check out an empty cart: it says so and links to the shop', () => {
    renderPage(<CheckoutPage />);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it("builds the summary from the shopper's real cart", () => {
    renderPage(<CheckoutPage />, { cart: [[oliveSoap, 3]] });
    expect(screen.getByTestId('checkout-line')).toHaveTextContent('Olive Soap × 3KES 1,500');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('KES 1,500');
    expect(screen.getByRole('link', { name: 'Return to Cart' })).toHaveAttribute('href', '/cart');
    expect(document.title).toBe('Checkout | Mimea Naturals');
  });

  it('enables stations once a county is chosen; a station sets shipping, a new county clears both', async () => {
    const u = user();
    renderPage(<CheckoutPage />, { cart: [[oliveSoap, 3]] });
    const station = screen.getByLabelText(/Pickup station/);
    expect(station).toBeDisabled();
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('To be decided');
    await chooseStation(u, 'Mombasa', /Diani/);
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('KES 660');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('KES 2,160');
    await u.selectOptions(screen.getByLabelText(/County/), 'Kiambu');
    expect(station).toHaveValue('');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('To be decided');
  });

  it('ships free from a subtotal of KES 10,000 whatever the station', () => {
    formFilledBefore('Turkana', 'kakuma');
    renderPage(<CheckoutPage />, { cart: [[tourmalineFlask, 2]] });
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free');
  });

  it('offers cash on delivery for Nairobi only', async () => {
    const u = user();
    renderPage(<CheckoutPage />, { cart: [[oliveSoap, 1]] });
    const cod = screen.getByRole('radio', { name: 'Cash on Delivery (Nairobi CBD only)' });
    expect(cod).toBeDisabled();
    await u.selectOptions(screen.getByLabelText(/County/), 'Nairobi');
    expect(cod).toBeEnabled();
    await u.click(cod);
    await u.selectOptions(screen.getByLabelText(/County/), 'Kisumu');
    expect(cod).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'M-Pesa' })).toBeChecked();
  });

  it('names every missing field on Place Order and focuses the first', async () => {
    const u = user();
    renderPage(<CheckoutPage />, { cart: [[oliveSoap, 1]] });
    await enter(u, /E-mail/, 'wanjiku@');
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    for (const message of [
      'Enter your first name.',
      'Enter your last name.',
      'Enter a valid e-mail address, like name@example.com.',
      'Enter your phone number.',
      'Enter your national ID number.',
      'Choose your county.',
      'Choose a pickup station.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the M-Pesa dialog prefilled with the normalised phone; checks phone and transaction ID', async () => {
    const u = user();
    formFilledBefore();
    renderPage(<CheckoutPage />, { cart: [[oliveSoap, 1]] });
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with M-Pesa' });
    const phone = within(dialog).getByRole('textbox', { name: /M-Pesa phone number/ });
    expect(phone).toHaveValue('+254722123456');

    await u.clear(phone);
    await u.paste('+25472212345');
    await u.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Please enter a valid Kenyan phone number, e.g. +254712345678')).toBeInTheDocument();
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();

    await u.type(phone, '6');
    await u.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByTestId('mpesa-till')).toHaveTextContent('3481712');
    expect(dialog).toHaveTextContent('Enter the exact amount, KES 740');

    const transaction = within(dialog).getByRole('textbox', { name: /M-Pesa transaction ID/ });
    await u.click(transaction);
    await u.paste('qft4xy7z2');
    expect(transaction).toHaveValue('QFT4XY7Z2');
    await u.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByText('Invalid Transaction ID')).toBeInTheDocument();
    expect(transaction).toHaveValue('QFT4XY7Z2');
  });

  it("'Already Paid' goes straight to the transaction ID", async () => {
    const u = user();
    formFilledBefore();
    renderPage(<CheckoutPage />, { cart: [[oliveSoap, 1]] });
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    await u.click(await screen.findByRole('button', { name: 'Already Paid' }));
    expect(screen.getByRole('textbox', { name: /M-Pesa transaction ID/ })).toBeInTheDocument();
  });

  it('keeps what the shopper typed when they go back to the cart and return', async () => {
    const u = user();
    const first = renderPage(<CheckoutPage />, { cart: [[oliveSoap, 1]] });
    await enter(u, /First name/, 'Wanjiku');
    first.unmount();
    renderPage(<CheckoutPage />, { cart: [[oliveSoap, 1]] });
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Wanjiku');
    expect(localStorage.getItem('cart') ?? '').not.toContain('Wanjiku');
  });
});
