import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, CartProvider, createShopStore } from '@mimea/shared';
import OrderConfirmationPage from './order-confirmation-page';
import { keepPendingPayment } from '../domain/payment/pending-payment';
import { keyOf, standInOrderService } from '../test/order-service-stub';

// The confirmation page of an M-Pesa order whose key the checkout kept: it reads the order's
// payment from a stand-in order service on localhost and updates itself when it changes.

const orderId = 'ORDER1764000000000123';
const service = standInOrderService();

/** Stores the order in the service, as the checkout's POST /api/orders does, and keeps its key as the checkout does. */
async function orderPlaced(mpesaTransactionId: string | null) {
  const response = await fetch('/api/orders', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ orderId, orderAmount: 2740, paymentMethod: 'mpesa', mpesaTransactionId, phoneNumber: '+254712345678' }) });
  expect(response.status).toBe(201);
  keepPendingPayment({ orderId, orderKey: keyOf(orderId) }, '');
}

/** The page as the checkout opens it (with the placed order in its state), or opened later without it. */
function renderConfirmation(placedOrder: unknown = null) {
  render(
    <CartProvider store={createShopStore({ storage: null, syncAcrossTabs: false })}>
      <MemoryRouter initialEntries={[{ pathname: `/order-confirmation/${orderId}`, state: placedOrder ? { placedOrder } : null }]}>
        <Routes>
          <Route path="/order-confirmation/:orderId" element={<OrderConfirmationPage />} />
        </Routes>
      </MemoryRouter>
    </CartProvider>,
  );
}

const placedOrder = {
  orderId,
  paymentMethod: 'mpesa',
  mpesaTransactionId: 'QFT4XY7Z2K',
  lines: [{ id: 'olive-soap', name: 'Olive Soap', quantity: 1, lineTotal: 2080 }],
  subtotal: 2080,
  discount: 0,
  shipping: 660,
  total: 2740,
  county: 'Mombasa',
  pickupStation: 'Diani',
};

describe("the confirmation page of an M-Pesa order", () => {
  it("'Already Paid': says the code is being confirmed with M-Pesa, then paid when the till's confirmation arrives", async () => {
    await orderPlaced('QFT4XY7Z2K');
    renderConfirmation();
    expect(await screen.findByText('We are confirming your payment with M-Pesa. This page updates by itself when it arrives.')).toBeInTheDocument();
    service().confirmCode(orderId, 'QFT4XY7Z2K');
    expect(await screen.findByText('Paid by M-Pesa', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Paid by M-Pesa. M-Pesa receipt QFT4XY7Z2K.');
    expect(screen.getByText(/Your M-Pesa payment has reached us/)).toBeInTheDocument();
  });

  it('says paid at once when the order is paid already', async () => {
    await orderPlaced('QFT4XY7Z2K');
    service().confirmCode(orderId, 'QFT4XY7Z2K');
    renderConfirmation();
    expect(await screen.findByText('Paid by M-Pesa', { selector: 'strong' })).toBeInTheDocument();
  });

  it('says a paid order at its pickup station is ready for collection there', async () => {
    await orderPlaced('QFT4XY7Z2K');
    service().confirmCode(orderId, 'QFT4XY7Z2K');
    service().markReady(orderId);
    renderConfirmation(placedOrder);
    expect(await screen.findByText('Ready for collection at Diani', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ready for collection at Diani. M-Pesa receipt QFT4XY7Z2K.');
    expect(screen.queryByText('Paid by M-Pesa', { selector: 'strong' })).not.toBeInTheDocument();
    // Still paid: the total is what was paid, and the next steps say the money reached us.
    expect(screen.getByText('Paid by M-Pesa', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText(/Your M-Pesa payment has reached us/)).toBeInTheDocument();
  });

  it('opened later (no placed order kept), names no station it does not know', async () => {
    await orderPlaced('QFT4XY7Z2K');
    service().confirmCode(orderId, 'QFT4XY7Z2K');
    service().markReady(orderId);
    renderConfirmation();
    expect(await screen.findByText('Ready for collection at your pickup station', { selector: 'strong' })).toBeInTheDocument();
  });

  it('a cash order ready at its station: ready for collection, the cash still to pay there', async () => {
    const response = await fetch('/api/orders', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ orderId, orderAmount: 2740, paymentMethod: 'cod', mpesaTransactionId: null }) });
    expect(response.status).toBe(201);
    keepPendingPayment({ orderId, orderKey: keyOf(orderId) }, '');
    service().markReady(orderId);
    renderConfirmation({ ...placedOrder, paymentMethod: 'cod', mpesaTransactionId: null, county: 'Nairobi', pickupStation: 'Nairobi CBD - Kenyatta Avenue' });
    expect(await screen.findByText('Ready for collection at Nairobi CBD - Kenyatta Avenue', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('To pay on collection')).toBeInTheDocument();
    expect(screen.getByText(/Pay KES 2,740 in cash when you collect your order/)).toBeInTheDocument();
  });

  it('says an unpaid prompt order is not paid yet', async () => {
    await orderPlaced(null);
    renderConfirmation();
    expect(await screen.findByText('We have not received your M-Pesa payment yet. This page updates by itself when it arrives.')).toBeInTheDocument();
  });

  it('without a kept key, asks the service nothing and shows the page as before', () => {
    renderConfirmation();
    expect(screen.getByTestId('order-number')).toHaveTextContent(orderId);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(service().calls).toEqual([]);
  });
  it('part of the total arrived: says what arrived, what is left and where to pay it, until it is paid', async () => {
    await orderPlaced(null);
    service().update(orderId, (order) => {
      order.extra = { paid: 2000, leftToPay: 740 };
    });
    renderConfirmation();
    expect(
      await screen.findByText(/KES 2,000 of KES 2,740 has arrived\. KES 740 is left to pay: pay it at our till 3481712 \(Buy Goods\) from the same phone, and this page updates by itself\./),
    ).toBeInTheDocument();
    service().update(orderId, (order) => {
      order.status = 'payment-verified';
      order.extra = { paid: 2740, leftToPay: null };
    });
    expect(await screen.findByText('Paid by M-Pesa', { selector: 'strong' })).toBeInTheDocument();
  });

  it('a code M-Pesa does not know: says so, and where to pay', async () => {
    await orderPlaced('QFT4XY7Z2K');
    service().update(orderId, (order) => {
      order.extra = { codeUnknown: true };
    });
    renderConfirmation();
    expect(await screen.findByText(/M-Pesa has no payment with the code you entered\. Check the code in your M-Pesa SMS; if you have not paid yet, pay at our till 3481712/)).toBeInTheDocument();
  });
});
