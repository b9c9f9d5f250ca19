import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CartProvider } from './cart-provider';
import { createShopStore, emptyShopState, type ShopStore } from './shop-store';
import { CART_STORAGE_KEY } from '../cart/cart-storage';
import { useCart } from '../cart/use-cart';

/** A cart reader (the header's badge, every product card's button): counts its renders. */
function CartCount({ renders }: { renders: number[] }) {
  const { count } = useCart();
  renders.push(count);
  return <span>{count}</span>;
}

/**
 * The page as the shell starts it (shell/src/bootstrap.tsx): HTML rendered with an empty cart,
 * then hydrated reading that state, with the page's own store behind it.
 */
function hydratePage(store: ShopStore, renders: number[]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <CartProvider store={createShopStore({ storage: null, syncAcrossTabs: false })}>
      <CartCount renders={[]} />
    </CartProvider>,
  );
  const recoverable = jest.fn();
  act(() => {
    hydrateRoot(
      container,
      <CartProvider store={store} serverState={emptyShopState()}>
        <CartCount renders={renders} />
      </CartProvider>,
      { onRecoverableError: recoverable },
    );
  });
  return { container, recoverable };
}

describe('the cart while React takes over a page rendered with an empty cart', () => {
  beforeEach(() => localStorage.clear());

  it('redraws no cart reader when the shopper has stored nothing', () => {
    const renders: number[] = [];
    const { container, recoverable } = hydratePage(createShopStore({ storage: localStorage, syncAcrossTabs: false }), renders);
    expect(recoverable).not.toHaveBeenCalled();
    // Hydrating only: a second render here is one synchronous render of every reader, at once.
    expect(renders).toEqual([0]);
    expect(container.textContent).toBe('0');
  });

  it('shows the stored cart once the page is live', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: 'x', name: 'X', price: 100, currency: 'KES', quantity: 3, image: '' }]));
    const renders: number[] = [];
    const { container, recoverable } = hydratePage(createShopStore({ storage: localStorage, syncAcrossTabs: false }), renders);
    expect(recoverable).not.toHaveBeenCalled();
    expect(renders).toEqual([0, 3]);
    expect(container.textContent).toBe('3');
  });
});
