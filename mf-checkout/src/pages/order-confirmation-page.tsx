import { Box, Container, Typography } from '@mimea/shared/ui/core';
import { ShopAlert, ShopButton, formatKES, phoneLink, shopContacts, useDrawingServerHtml, useLocation, useParams, usePageMeta } from '@mimea/shared';
import { ORDER_ID_PATTERN } from '@mimea/order-rules';
import { useMemo } from 'react';
import { parsePlacedOrder, type PlacedOrder } from '../domain/order/placed-order';
import { orderConfirmationMeta } from '../domain/page-meta';
import { pendingPaymentOf } from '../domain/payment/pending-payment';
import { mpesaPaid, type PaymentView } from '../domain/payment/payment-view';
import { PaymentStatus } from '../features/payment/payment-status';
import { usePaymentWatch } from '../components/order-payment/use-payment-watch';
import { ConfirmationBox, OrderLoading } from '../features/order-confirmation/order-frame';

function NextSteps({ order, payment }: { order: PlacedOrder | null; payment: PaymentView | null }) {
  const where = order ? `${order.pickupStation}, ${order.county}` : 'the pickup station you chose';
  let paying = 'Your M-Pesa payment is checked against the transaction ID you gave us.';
  if (order?.paymentMethod === 'cod' || payment?.paymentMethod === 'cod' || payment?.status === 'placed') paying = `Pay ${formatKES(order?.total ?? payment?.total ?? 0)} in cash when you collect your order.`;
  else if (mpesaPaid(payment)) paying = 'Your M-Pesa payment has reached us.';
  return (
    <Box component="section" aria-labelledby="next-steps-title" sx={{ mt: 3 }}>
      <Typography id="next-steps-title" variant="h6" component="h2" gutterBottom>
        What happens next
      </Typography>
      <Box component="ol" sx={{ pl: 2.5, '& li': { mb: 1 } }}>
        <li>We call or text you to confirm your order, within our hours ({shopContacts.supportHours}). {paying}</li>
        <li>We pack your order and send it to {where}. Most stations receive orders within 1 to 3 working days.</li>
        <li>We send you an SMS when it arrives. Bring your national ID and your order number to collect it.</li>
      </Box>
    </Box>
  );
}

function OrderLines({ order, payment }: { order: PlacedOrder; payment: PaymentView | null }) {
  // Without the order's payment (no key kept), as before: the M-Pesa total.
  const unpaid = payment !== null && !mpesaPaid(payment);
  return (
    <Box component="section" aria-labelledby="order-lines-title" sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography id="order-lines-title" variant="h6" component="h2" gutterBottom>
        Your order
      </Typography>
      <Box component="dl" sx={{ m: 0, '& > div': { display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }, '& dd': { m: 0 } }}>
        {order.lines.map((line) => (
          <div key={line.id}>
            <dt>
              {line.name} × {line.quantity}
            </dt>
            <dd>{formatKES(line.lineTotal)}</dd>
          </div>
        ))}
        {order.discount > 0 && (
          <div>
            <dt>Discount</dt>
            <dd>− {formatKES(order.discount)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping to {order.pickupStation}</dt>
          <dd>{order.shipping === 0 ? 'Free' : formatKES(order.shipping)}</dd>
        </div>
        <Box sx={{ fontWeight: 700, borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 0.5 }}>
          <dt>{order.paymentMethod === 'cod' ? 'To pay on collection' : unpaid ? 'To pay by M-Pesa' : 'Paid by M-Pesa'}</dt>
          <dd data-testid="confirmation-total">{formatKES(order.total)}</dd>
        </Box>
      </Box>
    </Box>
  );
}

/** After an order went through (`/order-confirmation/:orderId`): its number and what happens next. */
export default function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const known = ORDER_ID_PATTERN.test(orderId);
  usePageMeta(orderConfirmationMeta(orderId, known));
  // The order's key, kept by the checkout: the page reads the payment and follows it until final.
  const keyed = useMemo(() => (known ? pendingPaymentOf(orderId) : null), [known, orderId]);
  const { view: payment } = usePaymentWatch(keyed);
  // Its HTML is one frame for every order (the build's, at /order-confirmation/_orderId): the
  // heading, a loading line where the order goes and the next steps every order shares, the same
  // while hydrating; then the order, which only the browser reads, in place of the loading line.
  // The next steps are in the frame so that its paint stays the page's largest (LCP).
  const framed = useDrawingServerHtml();
  if (!known && !framed) {
    return (
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Order not found
        </Typography>
        <Typography sx={{ mb: 2 }}>This is not an order number of ours. Order numbers start with ORDER.</Typography>
        <ShopButton to="/shop" variant="contained">
          Continue Shopping
        </ShopButton>
      </Container>
    );
  }
  // Shown in full right after checkout; opened later (another tab, a bookmark) it gives the number and next steps.
  const order = framed ? null : parsePlacedOrder(location.state, orderId);
  const shownPayment = framed ? null : payment;
  return (
    <ConfirmationBox>
      {framed ? (
        <OrderLoading />
      ) : (
        <ShopAlert severity="success" role="alert">
          Your order number is <strong data-testid="order-number">{orderId}</strong>. Keep it: we ask for it when you collect.
          {order?.mpesaTransactionId && <> M-Pesa transaction {order.mpesaTransactionId}.</>}
        </ShopAlert>
      )}
      {keyed && !framed && <PaymentStatus view={payment} station={order?.pickupStation ?? null} />}
      {order && <OrderLines order={order} payment={payment} />}
      <NextSteps order={order} payment={shownPayment} />
      <Typography sx={{ mt: 2 }}>
        Questions? Call us on{' '}
        <Box component="a" href={phoneLink()} sx={{ color: 'primary.main' }}>
          {shopContacts.phoneDisplay}
        </Box>{' '}
        and quote your order number.
      </Typography>
      {/* The shop's own button, link and alert: MUI's loaded its controls group with every frame. */}
      <ShopButton to="/shop" variant="contained" style={{ marginTop: 24 }}>
        Continue Shopping
      </ShopButton>
    </ConfirmationBox>
  );
}
