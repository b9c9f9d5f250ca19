import { screen } from '@testing-library/react';
import OrderConfirmationPage from './order-confirmation-page';
import { MemoryRouter, Route, Routes, CartProvider, createShopStore } from '@mimea/shared';
import { render } from '@testing-library/react';
import { sampleOrderId, samplePlacedOrder } from '../test/placed-order';

function renderAt(entry: string | { pathname: string; state: unknown }) {
  render(
    <CartProvider store={createShopStore({ storage: null, syncAcrossTabs: false })}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/order-confirmation/:orderId" element={<OrderConfirmationPage />} />
        </Routes>
      </MemoryRouter>
    </CartProvider>,
  );
}

describe('OrderConfirmationPage', () => {
  it('shows the order number, the order and what happens next right after checkout', () => {
    const orderId = sampleOrderId;
    const placedOrder = samplePlacedOrder;
    renderAt({ pathname: `/order-confirmation/${orderId}`, state: { placedOrder } });
    expect(screen.getByTestId('order-number')).toHaveTextContent(orderId);
    expect(screen.getByText(/M-Pesa transaction QFT4XY7Z2K/)).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-total')).toHaveTextContent('KES 2,010');
    expect(screen.getByText(/send it to Diani, Mombasa/)).toBeInTheDocument();
    expect(document.title).toBe('Order confirmed | Mimea Naturals');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('opened later, still gives the number and the next steps', () => {
    renderAt('/order-confirmation/ORDER1764000000000123');
    expect(screen.getByTestId('order-number')).toHaveTextContent('ORDER1764000000000123');
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.queryByTestId('confirmation-total')).not.toBeInTheDocument();
  });

  it('refuses what is not an order number', () => {
    renderAt('/order-confirmation/%3Cscript%3E');
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(document.title).toBe('Order not found | Mimea Naturals');
  });
});
