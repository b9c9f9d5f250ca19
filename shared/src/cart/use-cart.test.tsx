import type { ReactNode } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { useCart, CART_OUTSIDE_PROVIDER_ERROR } from './use-cart';
import { ShopProviders } from '../store/shop-providers';
import { createShopStore } from '../store/shop-store';
import { MAX_CART_LINES } from './cart-types';
import { cartActions } from './cart-slice';

const tea = { id: 'kuding-plus-tea', name: 'Kuding Plus Tea', price: 1200, images: ['/uploads/kuding-1.svg'] };

function setup() {
  const store = createShopStore({ storage: null });
  const wrapper = ({ children }: { children: ReactNode }) => (
<ShopProviders store={store}>{children}</ShopProviders>
  );
  const view = renderHook(() => useCart(), { wrapper });
  return { store, ...view };
}

describe('useCart', () => {
  it('throws the spec error when used outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCart())).toThrow(CART_OUTSIDE_PROVIDER_ERROR);
    expect(CART_OUTSIDE_PROVIDER_ERROR).toMatch(/must be used within a CartProvider/);
    jest.restoreAllMocks();
  });

  it('shows "Added to cart" for a new line and "Cart updated" with the new quantity after', async () => {
    const { result } = setup();
    act(() => result.current.addToCart(tea));
    expect(await screen.findByText('Kuding Plus Tea has been added to your cart')).toBeInTheDocument();
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    act(() => result.current.addToCart(tea, 2));
    expect(await screen.findByText('Kuding Plus Tea quantity increased to 3')).toBeInTheDocument();
    expect(screen.getByText('Cart updated')).toBeInTheDocument();
    expect(result.current.count).toBe(3);
    expect(result.current.subtotal).toBe(3600);
  });

  it('words the product page toast as "[qty] x [name]"', async () => {
    const { result } = setup();
    act(() => result.current.addToCart(tea, 2, { fromProductPage: true }));
    expect(await screen.findByText('2 x Kuding Plus Tea has been added to your cart.')).toBeInTheDocument();
  });

  it('says "Cart updated" on the product page too when the product is already in the cart', async () => {
    const { result } = setup();
    act(() => result.current.addToCart(tea, 1, { fromProductPage: true }));
    act(() => result.current.addToCart(tea, 1, { fromProductPage: true }));
    expect(await screen.findByText('Kuding Plus Tea quantity increased to 2')).toBeInTheDocument();
    expect(screen.getByText('Cart updated')).toBeInTheDocument();
    expect(screen.queryByText('2 x Kuding Plus Tea has been added to your cart.')).not.toBeInTheDocument();
  });

  it('says "Proceeding to checkout" for Buy Now, with what it added', async () => {
    const { result } = setup();
    act(() => result.current.addToCart(tea, 3, { fromProductPage: true, buyNow: true }));
    expect(await screen.findByText('Proceeding to checkout')).toBeInTheDocument();
    expect(screen.getByText('3 x Kuding Plus Tea is in your cart.')).toBeInTheDocument();
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
    expect(result.current.count).toBe(3);
  });

  it('shows "Item removed" and "Cart cleared"', async () => {
    const { result } = setup();
    act(() => result.current.addToCart(tea));
    act(() => result.current.removeFromCart('kuding-plus-tea'));
    expect(await screen.findByText('Kuding Plus Tea has been removed from your cart')).toBeInTheDocument();
    expect(screen.getByText('Item removed')).toBeInTheDocument();
    act(() => result.current.clearCart());
    expect(await screen.findByText('All items have been removed from your cart')).toBeInTheDocument();
    expect(result.current.items).toEqual([]);
  });

  it('ignores a quantity below 1 both when adding and when setting', () => {
    const { result } = setup();
    act(() => result.current.addToCart(tea, 0));
    expect(result.current.count).toBe(0);
    act(() => result.current.addToCart(tea, 2));
    act(() => result.current.updateQuantity('kuding-plus-tea', 0));
    expect(result.current.count).toBe(2);
  });

  it('shares one cart between components, as the shell badge and a remote page do', () => {
    const store = createShopStore({ storage: null });
    function Badge() {
      return <span data-testid="badge">{useCart().count}</span>;
    }
    function AddButton() {
      const { addToCart } = useCart();
      return <button onClick={() => addToCart(tea)}>Add</button>;
    }
    render(
      <ShopProviders store={store}>
        <Badge />
        <AddButton />
      </ShopProviders>,
    );
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect(screen.getByTestId('badge')).toHaveTextContent('1');
  });

  it(`says the cart is full instead of adding a ${MAX_CART_LINES + 1}th product`, async () => {
    const { result, store } = setup();
    act(() => {
      for (let i = 0; i < MAX_CART_LINES; i += 1) store.dispatch(cartActions.itemAdded({ product: { ...tea, id: `tea-${i}` } }));
    });
    expect(result.current.items).toHaveLength(MAX_CART_LINES);
    act(() => result.current.addToCart({ ...tea, id: 'one-more', name: 'One More Tea' }));
    expect(await screen.findByText(`A cart holds up to ${MAX_CART_LINES} different products. Remove one to add One More Tea.`)).toBeInTheDocument();
    expect(result.current.items).toHaveLength(MAX_CART_LINES);
  });
});
