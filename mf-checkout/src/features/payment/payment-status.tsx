import { Alert, CircularProgress } from '@mimea/shared/ui/controls';
import { confirmationPaymentMessages } from '../../domain/payment/payment-messages';
import { mpesaPaid, type PaymentView } from '../../domain/payment/payment-view';

/** What the confirmation page says of an order waiting at its pickup station (docs/office.md, `ready`). */
export const readyForCollection = (station: string | null) => `Ready for collection at ${station ?? 'your pickup station'}`;

/**
 * What the confirmation page says of an order's payment, as the shop holds it (issue 39): ready
 * for collection at its station, paid by M-Pesa (with the receipt when known), being confirmed
 * (a typed code), or not received yet. A live region: the page updates itself when it changes.
 */
export function PaymentStatus({ view, station = null }: { view: PaymentView | null; station?: string | null }) {
  const ready = view?.status === 'ready';
  const paid = !ready && mpesaPaid(view);
  const open = view?.status === 'awaiting-confirmation' || view?.status === 'awaiting-payment';
  return (
    <div role="status" data-testid="payment-status">
      {ready && (
        <Alert severity="success" sx={{ mt: 2 }}>
          <strong>{readyForCollection(station)}</strong>
          {view.paymentMethod === 'mpesa' && view.receipt && <>. {confirmationPaymentMessages.receipt(view.receipt)}.</>}
        </Alert>
      )}
      {paid && (
        <Alert severity="success" sx={{ mt: 2 }}>
          <strong>{confirmationPaymentMessages.paid}</strong>
          {view?.receipt && <>. {confirmationPaymentMessages.receipt(view.receipt)}.</>}
        </Alert>
      )}
      {open && (
        <Alert severity="info" sx={{ mt: 2 }} icon={<CircularProgress size={20} aria-hidden="true" />}>
          {view.status === 'awaiting-confirmation' ? confirmationPaymentMessages.confirming : confirmationPaymentMessages.awaiting}
        </Alert>
      )}
    </div>
  );
}
