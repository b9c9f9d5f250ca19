import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CheckoutPage from './checkout-page';
import { forgetCheckoutDraft } from '../domain/checkout-draft';
import { oliveSoap, renderPage, tourmalineFlask } from '../test/render-page';

const user = () => userEvent.setup();

/**
 * Enters a whole value in one input event, as pasting or autofill does: typing key by key
 * re-renders the form per key, which took 3-6 s a test here and 14-17 s on a loaded machine.
 * The tests of per-key behaviour type.
 */
async function enter(u: ReturnType<typeof userEvent.setup>, name: RegExp, value: string) {
  await u.click(screen.getByRole('textbox', { name }));
  await u.paste(value);
}

async function fillForm(u: ReturnType<typeof userEvent.setup>, county = 'Nairobi', station = /Westlands/) {
  await enter(u, /First name/, 'Wanjiku');
  await enter(u, /Last name/, 'Kamau');
  await enter(u, /Phone number/, '0722 123 456');
  await enter(u, /National ID number/, '12345678');
  await u.selectOptions(screen.getByRole('combobox', { name: /County/ }), county);
  const stationBox = screen.getByRole('combobox', { name: /Pickup station/ });
  const option = within(stationBox).getAllByRole('option').find((candidate) => station.test(candidate.textContent ?? ''));
  if (!option) throw new Error(`No station ${String(station)} in ${county}`);
  await u.selectOptions(stationBox, option);
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
    const station = screen.getByRole('combobox', { name: /Pickup station/ });
    expect(station).toBeDisabled();
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('To be decided');
    await fillForm(u, 'Mombasa', /Diani/);
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('KES 660');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('KES 2,160');
    await u.selectOptions(screen.getByRole('combobox', { name: /County/ }), 'Kiambu');
    expect(station).toHaveValue('');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('To be decided');
  });

  it('ships free from a subtotal of KES 10,000 whatever the station', async () => {
    const u = user();
    renderPage(<CheckoutPage />, { cart: [[tourmalineFlask, 2]] });
    await fillForm(u, 'Turkana', /Kakuma/);
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free');
  });

  it('offers cash on delivery for Nairobi only', async () => {
    const u = user();
    renderPage(<CheckoutPage />, { cart: [[oliveSoap, 1]] });
    const cod = screen.getByRole('radio', { name: 'Cash on Delivery (Nairobi CBD only)' });
    expect(cod).toBeDisabled();
    await fillForm(u);
    expect(cod).toBeEnabled();
    await u.click(cod);
    await u.selectOptions(screen.getByRole('combobox', { name: /County/ }), 'Kisumu');
    expect(cod).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'M-Pesa' })).toBeChecked();
  });

  it('names every missing field on Place Order and focuses the first', async () => {
    const u = user();
    renderPage(<CheckoutPage />, { cart: [[oliveSoap, 1]] });
    await u.type(screen.getByRole('textbox', { name: /E-mail/ }), 'wanjiku@');
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
    renderPage(<CheckoutPage />, { cart: [[oliveSoap, 1]] });
    await fillForm(u);
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with M-Pesa' });
    const phone = within(dialog).getByRole('textbox', { name: /M-Pesa phone number/ });
    expect(phone).toHaveValue('+254722123456');

    await u.clear(phone);
    await u.type(phone, '+25472212345');
    await u.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Please enter a valid Kenyan phone number, e.g. +254712345678')).toBeInTheDocument();
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();

    await u.type(phone, '6');
    await u.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByTestId('mpesa-till')).toHaveTextContent('3481712');
    expect(dialog).toHaveTextContent('Enter the exact amount, KES 740');

    const transaction = within(dialog).getByRole('textbox', { name: /M-Pesa transaction ID/ });
    await u.type(transaction, 'qft4xy7z2');
    expect(transaction).toHaveValue('QFT4XY7Z2');
    await u.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByText('Invalid Transaction ID')).toBeInTheDocument();
    expect(transaction).toHaveValue('QFT4XY7Z2');
  });

  it("'Already Paid' goes straight to the transaction ID", async () => {
    const u = user();
    renderPage(<CheckoutPage />, { cart: [[oliveSoap, 1]] });
    await fillForm(u);
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    await u.click(await screen.findByRole('button', { name: 'Already Paid' }));
    expect(screen.getByRole('textbox', { name: /M-Pesa transaction ID/ })).toBeInTheDocument();
  });

  it('keeps what the shopper typed when they go back to the cart and return', async () => {
    const u = user();
    const first = renderPage(<CheckoutPage />, { cart: [[oliveSoap, 1]] });
    await u.type(screen.getByRole('textbox', { name: /First name/ }), 'Wanjiku');
    first.unmount();
    renderPage(<CheckoutPage />, { cart: [[oliveSoap, 1]] });
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Wanjiku');
    expect(localStorage.getItem('cart') ?? '').not.toContain('Wanjiku');
  });
});
