import { act, render, renderHook, screen } from '@testing-library/react';
import { useCartActions } from './use-cart-actions';
import { ShopProviders } from './shop-providers';
import { createShopStore } from './shop-store';
import { CART_OUTSIDE_PROVIDER_ERROR, useCart } from '../cart/use-cart';
import { cartActions } from '../cart/cart-slice';
import { MAX_CART_LINES } from '../cart/cart-types';

const tea = { id: 'kuding-plus-tea', name: 'Kuding Plus Tea', price: 1200, images: ['/uploads/kuding-1.svg'] };

function Badge() {
  return <span data-testid="badge">{useCart().count}</span>;
}

/** An Add to Cart button that counts its renders. */
function AddButton({ renders }: { renders: string[] }) {
  const { addToCart } = useCartActions();
  renders.push('button');
  return <button onClick={() => addToCart(tea, 1, { fromProductPage: true })}>Add</button>;
}

describe('useCartActions', () => {
  it('throws the spec error outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCartActions())).toThrow(CART_OUTSIDE_PROVIDER_ERROR);
    jest.restoreAllMocks();
  });

  it('adds to the cart the badge shows, with the toast, without re-rendering the button', async () => {
    const store = createShopStore({ storage: null });
    const renders: string[] = [];
    render(
      <ShopProviders store={store}>
        <Badge />
        <AddButton renders={renders} />
      </ShopProviders>,
    );
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect(screen.getByTestId('badge')).toHaveTextContent('2');
    expect(await screen.findByText('Kuding Plus Tea quantity increased to 2')).toBeInTheDocument();
    expect(renders).toEqual(['button']);
  });

  it('keeps the same functions while the cart changes', () => {
    const store = createShopStore({ storage: null });
    const { result } = renderHook(() => useCartActions(), { wrapper: ({ children }) => <ShopProviders store={store}>{children}</ShopProviders> });
    const first = result.current;
    act(() => first.addToCart(tea));
    act(() => first.updateQuantity(tea.id, 5));
    expect(result.current).toBe(first);
    expect(store.getState().cart.items[0]?.quantity).toBe(5);
  });

  it('reads the cart as it is when called: removing, clearing, a full cart', async () => {
    const store = createShopStore({ storage: null });
    const { result } = renderHook(() => useCartActions(), { wrapper: ({ children }) => <ShopProviders store={store}>{children}</ShopProviders> });
    act(() => store.dispatch(cartActions.itemAdded({ product: tea })));
    act(() => result.current.removeFromCart(tea.id));
    expect(await screen.findByText('Kuding Plus Tea has been removed from your cart')).toBeInTheDocument();
    act(() => {
      for (let i = 0; i < MAX_CART_LINES; i += 1) store.dispatch(cartActions.itemAdded({ product: { ...tea, id: `tea-${i}` } }));
    });
    act(() => result.current.addToCart({ ...tea, id: 'one-more', name: 'One More Tea' }));
    expect(await screen.findByText(`A cart holds up to ${MAX_CART_LINES} different products. Remove one to add One More Tea.`)).toBeInTheDocument();
    expect(store.getState().cart.items).toHaveLength(MAX_CART_LINES);
    act(() => result.current.clearCart());
    expect(store.getState().cart.items).toEqual([]);
  });
});
