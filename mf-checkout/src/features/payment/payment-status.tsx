import { Alert, CircularProgress } from '@mimea/shared/ui/controls';
import { confirmationPaymentMessages } from '../../domain/payment/payment-messages';
import type { PaymentView } from '../../domain/payment/payment-view';

/**
 * What the confirmation page says of an M-Pesa order's payment, as the shop holds it (issue 39):
 * paid (with the M-Pesa receipt when known), being confirmed (a typed code), or not received
 * yet. A live region: the page updates itself when the payment arrives.
 */
export function PaymentStatus({ view }: { view: PaymentView | null }) {
  const paid = view?.status === 'payment-verified' || view?.status === 'collected';
  const open = view?.status === 'awaiting-confirmation' || view?.status === 'awaiting-payment';
  return (
    <div role="status" data-testid="payment-status">
      {paid && (
        <Alert severity="success" sx={{ mt: 2 }}>
          <strong>{confirmationPaymentMessages.paid}</strong>
          {view.receipt && <>. {confirmationPaymentMessages.receipt(view.receipt)}.</>}
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
