import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartActions, selectCartCount } from '@mimea/shared';
import CartPage from './cart-page';
import { oliveSoap, renderPage, tourmalineFlask } from '../test/render-page';

describe('CartPage', () => {
  it('shows the empty state with a link to the shop', () => {
    renderPage(<CartPage />);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(document.title).toBe('Cart | Mimea Naturals');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('lists each line with its product links, unit price and line total', () => {
    renderPage(<CartPage />, { cart: [[oliveSoap, 3]] });
    const line = screen.getByTestId('cart-line');
    expect(within(line).getByRole('link', { name: 'Olive Soap' })).toHaveAttribute('href', '/product/olive-soap');
    expect(line).toHaveTextContent('KES 500');
    expect(line).toHaveTextContent('KES 1,500');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('region', { name: 'We accept' })).toHaveTextContent('M-Pesa');
  });

  it('changes quantities with the stepper, never below 1, and removes lines', async () => {
    const { store } = renderPage(<CartPage />, { cart: [[oliveSoap, 2]] });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Olive Soap' }));
    expect(selectCartCount(store.getState())).toBe(3);
    const box = screen.getByRole('textbox', { name: 'Quantity of Olive Soap' });
    await userEvent.clear(box);
    await userEvent.type(box, 'x0');
    expect(selectCartCount(store.getState())).toBe(3);
    await userEvent.type(box, '7');
    expect(selectCartCount(store.getState())).toBe(7);
    act(() => {
      store.dispatch(cartActions.quantitySet({ id: 'olive-soap', quantity: 1 }));
    });
    expect(screen.getByRole('button', { name: 'Decrease quantity of Olive Soap' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Olive Soap' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('charges KES 400 shipping below KES 10,000 and nothing from KES 10,000', async () => {
    renderPage(<CartPage />, { cart: [[tourmalineFlask, 1]] });
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('KES 400');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('KES 5,900');
    expect(screen.getByText(/Add KES 4,500 more for free shipping/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Tourmaline Flask' }));
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('KES 11,000');
  });

  it('applies WELCOME10 in any case to the subtotal only, and removes it', async () => {
    renderPage(<CartPage />, { cart: [[tourmalineFlask, 1]] });
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'welcome10');
    await userEvent.click(apply);
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('− KES 550');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('KES 5,350');
    expect(await screen.findByText('WELCOME10: 10% off your subtotal.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(screen.getByTestId('summary-total')).toHaveTextContent('KES 5,900');
  });

  it('explains why a coupon is refused', async () => {
    renderPage(<CartPage />, { cart: [[tourmalineFlask, 1]] });
    const box = screen.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(box, 'SAVE50{Enter}');
    expect(screen.getAllByText('Please enter a valid coupon code.').length).toBeGreaterThan(0);
    expect(box).toHaveValue('SAVE50');
    await userEvent.clear(box);
    await userEvent.type(box, 'FreeShipping-Mar25{Enter}');
    expect(screen.getAllByText('This coupon requires a minimum purchase of KES 10,000.').length).toBeGreaterThan(0);
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('KES 0');
  });

  it('drops FREESHIPPING-MAR25 with a message when the cart shrinks below KES 10,000', async () => {
    renderPage(<CartPage />, { cart: [[tourmalineFlask, 2]] });
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'FREESHIPPING-MAR25{Enter}');
    expect(screen.getByTestId('applied-coupon')).toHaveTextContent('FREESHIPPING-MAR25');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Tourmaline Flask' }));
    expect(screen.queryByTestId('applied-coupon')).not.toBeInTheDocument();
    expect(screen.getByText('FREESHIPPING-MAR25 was removed: it requires a minimum purchase of KES 10,000.')).toBeInTheDocument();
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('KES 400');
  });
});
