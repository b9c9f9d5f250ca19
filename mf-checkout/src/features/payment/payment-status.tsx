import { formatKES, shopContacts, ShopAlert, ShopSpinner } from '@mimea/shared';
import { confirmationPaymentMessages } from '../../domain/payment/payment-messages';
import { mpesaPaid, type PaymentView } from '../../domain/payment/payment-view';

/** What the confirmation page says of an order waiting at its pickup station (docs/office.md, `ready`). */
export const readyForCollection = (station: string | null) => `Ready for collection at ${station ?? 'your pickup station'}`;

/**
 * What the confirmation page says of an order's payment, as the shop holds it (issue 39): ready
 * for collection at its station, paid by M-Pesa (with the receipt when known), being confirmed
 * (a typed code), or not received yet. A live region: the page updates itself when it changes.
 */
// The messages are the shop's own alerts (not MUI's): the confirmation page then loads none of
// MUI's controls. Each message is an alert, as MUI's were, inside the wrapper's live region.
const SPACED = { marginTop: 16 };

export function PaymentStatus({ view, station = null }: { view: PaymentView | null; station?: string | null }) {
  const ready = view?.status === 'ready';
  const paid = !ready && mpesaPaid(view);
  const open = view?.status === 'awaiting-confirmation' || view?.status === 'awaiting-payment';
  const till = shopContacts.mpesa.till;
  let waitingFor: string = confirmationPaymentMessages.awaiting;
  if (open && view.leftToPay !== null) waitingFor = confirmationPaymentMessages.leftToPay(formatKES(view.paid), formatKES(view.total), formatKES(view.leftToPay), till);
  else if (open && view.codeUnknown) waitingFor = confirmationPaymentMessages.codeUnknown(till);
  else if (view?.status === 'awaiting-confirmation') waitingFor = confirmationPaymentMessages.confirming;
  // Something for the shopper to do: said as a warning, not as a wait.
  const toDo = open && (view.leftToPay !== null || view.codeUnknown);
  return (
    <div role="status" data-testid="payment-status">
      {ready && (
        <ShopAlert severity="success" role="alert" style={SPACED}>
          <strong>{readyForCollection(station)}</strong>
          {view.paymentMethod === 'mpesa' && view.receipt && <>. {confirmationPaymentMessages.receipt(view.receipt)}.</>}
        </ShopAlert>
      )}
      {paid && (
        <ShopAlert severity="success" role="alert" style={SPACED}>
          <strong>{confirmationPaymentMessages.paid}</strong>
          {view?.receipt && <>. {confirmationPaymentMessages.receipt(view.receipt)}.</>}
        </ShopAlert>
      )}
      {open && (
        <ShopAlert severity={toDo ? 'warning' : 'info'} role="alert" style={SPACED}>
          {!toDo && <ShopSpinner size={16} />} {waitingFor}
        </ShopAlert>
      )}
    </div>
  );
}
