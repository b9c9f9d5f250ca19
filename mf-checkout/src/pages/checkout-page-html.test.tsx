import { screen, within } from '@testing-library/react';
import { cartActions, createShopStore, type ShopStore } from '@mimea/shared';
import CheckoutPage from './checkout-page';
import { oliveSoap } from '../test/render-page';
import { buildHtml, hydrateBuildHtml } from '../test/build-html';

/** The checkout's HTML as its build renders it, with no cart (docs/architecture.md, section 4.1). */
const serverHtml = () => buildHtml(<CheckoutPage />, '/checkout');

/** That HTML in the document, hydrated as the shell does, with `store` the shopper's own. */
const hydrate = (store: ShopStore) => hydrateBuildHtml(<CheckoutPage />, '/checkout', store);

describe("the checkout's HTML, which the cart fills once the page is live", () => {
  afterEach(() => document.body.replaceChildren());

  it('is the form, its summary waiting for the cart and Place Order off until the page is live', () => {
    document.body.innerHTML = serverHtml();
    expect(screen.getByRole('heading', { name: 'Checkout', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/County/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'M-Pesa' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart…');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('…');
    // Sent by the browser itself, the form would put what was typed in the address.
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
  });

  it("hydrates without an error and fills the summary from the shopper's cart", () => {
    const store = createShopStore({ storage: null, syncAcrossTabs: false });
    store.dispatch(cartActions.itemAdded({ product: oliveSoap, quantity: 3 }));
    const { container, recoverable } = hydrate(store);
    expect(recoverable).not.toHaveBeenCalled();
    const view = within(container);
    expect(view.getByTestId('checkout-line')).toHaveTextContent('Olive Soap × 3KES 1,500');
    expect(view.getByTestId('summary-subtotal')).toHaveTextContent('KES 1,500');
    expect(view.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(view.queryByText('Loading your cart…')).not.toBeInTheDocument();
  });

  it('says there is nothing to check out once live with an empty cart, as a page the browser draws does', () => {
    const { container, recoverable } = hydrate(createShopStore({ storage: null, syncAcrossTabs: false }));
    expect(recoverable).not.toHaveBeenCalled();
    const view = within(container);
    expect(view.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(view.getByText('There is nothing to check out yet. Add products to your cart first.')).toBeInTheDocument();
    expect(view.queryByRole('form', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});
