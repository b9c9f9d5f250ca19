import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider, createShopStore, MemoryRouter } from '@mimea/shared';
import { PurchaseActions } from './purchase-actions';
import { StockIndicator } from './stock-indicator';
import { products } from '../../domain/products';

const product = products.find((candidate) => candidate.stock > 5)!;

function renderActions(stock: number) {
  const store = createShopStore({ storage: null });
  const view = (count: number) => (
    <CartProvider store={store}>
      <MemoryRouter>
        <StockIndicator stock={count} />
        <PurchaseActions product={{ ...product, stock: count }} />
      </MemoryRouter>
    </CartProvider>
  );
  const result = render(view(stock));
  return { rerender: (count: number) => result.rerender(view(count)) };
}

describe('PurchaseActions and StockIndicator: what is left', () => {
  it('says how many are left and stops the quantity there', async () => {
    const { rerender } = renderActions(2);
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(more);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(more).toBeDisabled();
    // The stock falls below the quantity chosen (the live catalogue): the quantity follows it.
    rerender(1);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    expect(screen.getByText('Only 1 left')).toBeInTheDocument();
  });

  it('says out of stock and disables Add to Cart, Buy Now and the quantity at 0', () => {
    renderActions(0);
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    for (const name of ['Add to Cart', 'Buy Now', 'Increase quantity']) expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('says the count in stock above 5', () => {
    renderActions(40);
    expect(screen.getByText('In Stock (40 available)')).toBeInTheDocument();
  });
});
