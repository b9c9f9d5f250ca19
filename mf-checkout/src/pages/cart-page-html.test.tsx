import { screen, within } from '@testing-library/react';
import { cartActions, createShopStore } from '@mimea/shared';
import CartPage from './cart-page';
import { oliveSoap } from '../test/render-page';
import { arrivedHtml, buildHtml, hydrateArrived, hydrateBuildHtml } from '../test/build-html';

describe("the cart page's HTML, the same for every shopper, which the browser fills with the cart", () => {
  afterEach(() => document.body.replaceChildren());

  it('is the heading and a line saying the cart is being read: never the empty cart', () => {
    document.body.innerHTML = buildHtml(<CartPage />, '/cart');
    expect(screen.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart…');
    // A shopper with a cart would read it as lost.
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Cart' })).not.toBeInTheDocument();
  });

  it("hydrates without an error and shows the shopper's lines under the heading it arrived with", () => {
    const store = createShopStore({ storage: null, syncAcrossTabs: false });
    store.dispatch(cartActions.itemAdded({ product: oliveSoap, quantity: 3 }));
    const container = arrivedHtml(<CartPage />, '/cart');
    const arrivedHeading = within(container).getByRole('heading', { name: 'Shopping Cart' });
    expect(hydrateArrived(container, <CartPage />, '/cart', store)).not.toHaveBeenCalled();
    const view = within(container);
    expect(view.getByTestId('cart-line')).toHaveTextContent('KES 1,500');
    expect(view.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(view.queryByText('Loading your cart…')).not.toBeInTheDocument();
    // The element that arrived, not a new one: nothing to paint again.
    expect(view.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBe(arrivedHeading);
  });

  it('says the cart is empty once live with nothing stored, as a page the browser draws does', () => {
    const { container, recoverable } = hydrateBuildHtml(<CartPage />, '/cart', createShopStore({ storage: null, syncAcrossTabs: false }));
    expect(recoverable).not.toHaveBeenCalled();
    const view = within(container);
    expect(view.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(view.queryByRole('status')).not.toBeInTheDocument();
  });
});
