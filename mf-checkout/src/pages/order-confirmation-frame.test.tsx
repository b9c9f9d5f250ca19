import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, ShopProviders, createShopStore, emptyShopState } from '@mimea/shared';
import OrderConfirmationPage from './order-confirmation-page';
import { sampleOrderId, samplePlacedOrder } from '../test/placed-order';

const orderId = sampleOrderId;
const placedOrder = samplePlacedOrder;

/** The confirmation at `entry`, with the providers the shell gives it. */
function page(entry: string | { pathname: string; state: unknown }, serverState?: ReturnType<typeof emptyShopState>) {
  return (
    <ShopProviders store={createShopStore({ storage: null, syncAcrossTabs: false })} serverState={serverState}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/order-confirmation/:orderId" element={<OrderConfirmationPage />} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>
  );
}

/** The frame as the checkout's build renders it, once, for every order. */
const frameHtml = () => renderToString(page('/order-confirmation/_orderId'));

describe("the order confirmation's HTML: one frame for every order", () => {
  afterEach(() => document.body.replaceChildren());

  it('is the heading, a line saying the order is being read and the next steps every order shares, nothing of an order', () => {
    document.body.innerHTML = frameHtml();
    expect(screen.getByRole('heading', { name: 'Thank you for your order!', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order…');
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByText(/send it to the pickup station you chose/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/_orderId|Order not found|Your order number/);
  });

  it("hydrates at an order's address without an error, then shows that order, kept by the browser", () => {
    const container = document.createElement('div');
    container.innerHTML = frameHtml();
    document.body.append(container);
    const heading = container.querySelector('h1');
    const steps = container.querySelector('ol');
    const recoverable = jest.fn();
    act(() => {
      hydrateRoot(container, page({ pathname: `/order-confirmation/${orderId}`, state: { placedOrder } }, emptyShopState()), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    const view = within(container);
    expect(view.getByTestId('order-number')).toHaveTextContent(orderId);
    expect(view.getByTestId('confirmation-total')).toHaveTextContent('KES 2,010');
    expect(view.queryByText('Loading your order…')).not.toBeInTheDocument();
    // The frame's heading and next steps are the page's: the same elements, so the frame's paint stays the largest.
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('ol')).toBe(steps);
    expect(view.getByText(/send it to Diani, Mombasa/)).toBeInTheDocument();
  });

  it('hydrated at what is no order number, says so', () => {
    const container = document.createElement('div');
    container.innerHTML = frameHtml();
    document.body.append(container);
    const recoverable = jest.fn();
    act(() => {
      hydrateRoot(container, page('/order-confirmation/not-an-order', emptyShopState()), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(within(container).getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});
