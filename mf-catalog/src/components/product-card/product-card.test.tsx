import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, CartProvider, createShopStore, selectCartCount, selectCartItems } from '@mimea/shared';
import ProductCard from './product-card';
import { products } from '../../domain/products';

describe('ProductCard', () => {
  it('links to the product page and adds the product to the shared cart', async () => {
    const store = createShopStore({ storage: null });
    const product = products[0]!;
    render(
      <CartProvider store={store}>
        <MemoryRouter>
          <ProductCard product={product} />
        </MemoryRouter>
      </CartProvider>,
    );
    expect(screen.getByRole('link', { name: product.name })).toHaveAttribute('href', `/product/${product.id}`);
    await userEvent.click(screen.getByRole('button', { name: `Add ${product.name} to cart` }));
    await userEvent.click(screen.getByRole('button', { name: `Add ${product.name} to cart` }));
    expect(selectCartCount(store.getState())).toBe(2);
  });

  it('puts a product on sale into the cart at its sale price', async () => {
    const store = createShopStore({ storage: null });
    const onSale = products.find((product) => product.salePrice !== undefined)!;
    render(
      <CartProvider store={store}>
        <MemoryRouter>
          <ProductCard product={onSale} />
        </MemoryRouter>
      </CartProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: `Add ${onSale.name} to cart` }));
    expect(selectCartItems(store.getState())).toEqual([expect.objectContaining({ id: onSale.id, price: onSale.salePrice })]);
  });

  it('cannot add a product that is out of stock', () => {
    render(
      <CartProvider store={createShopStore({ storage: null })}>
        <MemoryRouter>
          <ProductCard product={{ ...products[0]!, stock: 0 }} />
        </MemoryRouter>
      </CartProvider>,
    );
    expect(screen.getByRole('button', { name: /to cart/ })).toBeDisabled();
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
  });

  it('says how many are left at 5 or fewer, and nothing above', () => {
    const { rerender } = render(
      <CartProvider store={createShopStore({ storage: null })}>
        <MemoryRouter>
          <ProductCard product={{ ...products[0]!, stock: 3 }} />
        </MemoryRouter>
      </CartProvider>,
    );
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /to cart/ })).toBeEnabled();
    rerender(
      <CartProvider store={createShopStore({ storage: null })}>
        <MemoryRouter>
          <ProductCard product={{ ...products[0]!, stock: 6 }} />
        </MemoryRouter>
      </CartProvider>,
    );
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
  });
});
