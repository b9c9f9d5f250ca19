import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { orderCompleted, showToast, useAppDispatch, useCart, useCoupon, useNavigate, type ToastText } from '@mimea/shared';
import { forgetCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from '../../domain/checkout-draft';
import { checkoutReducer, initialCheckoutState, shownCheckoutErrors, submitStep } from '../../domain/checkout-state';
import { type OrderPayment, type OrderSubmission, findStation, shippingFee, orderTotals } from '@mimea/order-rules';
import { placedOrderOf, type PlacedOrder } from '../../domain/order/placed-order';
import { PAYMENT_DIALOG_CLOSE_MS, paymentMessages } from '../../domain/payment/payment-messages';
import { fieldId } from './shipping-form';
import { usePlaceOrder } from './use-place-order';

/**
 * The checkout of the shopper's real cart: the form's state (domain/checkout-state.ts), kept as
 * a draft in memory, priced from the chosen station, and sent to the order service by Place
 * Order (cash on delivery) or from the M-Pesa dialog; once placed, the cart and coupon empty and
 * the confirmation follows.
 */
export function useCheckout() {
  const { items, subtotal } = useCart();
  const { coupon, discount, notice } = useCoupon();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { submitting, place } = usePlaceOrder();
  const [state, send] = useReducer(checkoutReducer, undefined, () => initialCheckoutState(readCheckoutDraft()));
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // What the shopper typed survives going back to the cart (in memory only: checkout-draft.ts).
  useEffect(() => {
    if (!state.placed) saveCheckoutDraft(state.values);
  }, [state.values, state.placed]);

  const { values, placed } = state;
  const station = findStation(values.county, values.pickupStation);
  const shipping = station ? shippingFee(subtotal, station.fee, coupon) : null;
  const totals = orderTotals(subtotal, discount, shipping);

  const submitOrder = async (payment: OrderPayment) => {
    if (!station) return null;
    return place({ form: values, station, lines: items, totals, coupon: coupon?.code ?? null }, payment);
  };

  /** The order went through: tell the shopper, empty the cart and coupon, forget the form. */
  const complete = (sent: OrderSubmission, message: ToastText): PlacedOrder => {
    const order = placedOrderOf(sent);
    showToast(message, 'success');
    send({ type: 'placed', placed: { order, lines: items, totals } });
    dispatch(orderCompleted());
    forgetCheckoutDraft();
    return order;
  };
  const showConfirmation = (order: PlacedOrder) =>
    navigate(`/order-confirmation/${order.orderId}`, { replace: true, state: { placedOrder: order } });

  /** The M-Pesa dialog's payment: true once the order went through (the dialog then says so, and closes). */
  const payByMpesa = async (payment: { phone: string; transactionId: string }) => {
    const sent = await submitOrder({ method: 'mpesa', ...payment });
    if (!sent) return false;
    const order = complete(sent, paymentMessages.paid);
    closeTimer.current = setTimeout(() => {
      send({ type: 'mpesaDialogClosed' });
      void showConfirmation(order);
    }, PAYMENT_DIALOG_CLOSE_MS);
    return true;
  };

  const placeOrder = async (event: FormEvent) => {
    event.preventDefault();
    const step = submitStep(state, submitting);
    if (step.kind === 'refuse') {
      send({ type: 'refused' });
      document.getElementById(fieldId(step.firstInvalid))?.focus();
    } else if (step.kind === 'askMpesaPayment') send({ type: 'mpesaDialogOpened' });
    else if (step.kind === 'placeCashOnDelivery') {
      const sent = await submitOrder({ method: 'cod' });
      if (sent) void showConfirmation(complete(sent, paymentMessages.cashOnDeliveryPlaced));
    }
  };

  return {
    state,
    send,
    /** Nothing to check out (and nothing just bought). */
    cartEmpty: items.length === 0 && !placed,
    /** What the summary shows: the cart, or what was bought while the page moves on. */
    view: placed ?? { lines: items, totals },
    errors: shownCheckoutErrors(state),
    submitting,
    locked: submitting || placed !== null,
    coupon,
    couponNotice: notice,
    placeOrder,
    payByMpesa,
  };
}
