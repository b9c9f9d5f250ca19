import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, CartProvider, cartActions, createShopStore, selectCartCount } from '@mimea/shared';
import CartPage from './cart-page';

function renderCart() {
  const store = createShopStore({ storage: null });
  render(
    <CartProvider store={store}>
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>
    </CartProvider>,
  );
  return store;
}

describe('CartPage', () => {
  it('shows the empty state with a link to the shop', () => {
    renderCart();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('changes quantities with the stepper, never below 1, and removes lines', async () => {
    const store = renderCart();
    act(() => {
      store.dispatch(cartActions.itemAdded({ product: { id: 'olive-soap', name: 'Olive Soap', price: 500, images: [] }, quantity: 2 }));
    });
    expect(await screen.findByTestId('cart-subtotal')).toHaveTextContent('KES 1,000');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Olive Soap' }));
    expect(selectCartCount(store.getState())).toBe(3);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Olive Soap' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Olive Soap' }));
    expect(selectCartCount(store.getState())).toBe(1);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Olive Soap' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Olive Soap' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });
});
