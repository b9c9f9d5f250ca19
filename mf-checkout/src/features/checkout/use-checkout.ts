import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { orderCompleted, showToast, useAppDispatch, useCart, useCoupon, useNavigate, type ToastText } from '@mimea/shared';
import { forgetCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from '../../domain/checkout-draft';
import { checkoutReducer, initialCheckoutState, sameCheckoutErrors, shownCheckoutErrors, submitStep } from '../../domain/checkout-state';
import { CASH_ON_DELIVERY_COUNTY, type OrderPayment, findStation, shippingFee, orderTotals } from '@mimea/order-rules';
import { cartSignature } from '../../domain/order/pending-order';
import { placedOrderOf, type PlacedOrder } from '../../domain/order/placed-order';
import { PAYMENT_DIALOG_CLOSE_MS, paymentMessages } from '../../domain/payment/payment-messages';
import { pendingPaymentForCart, releasePendingPayment, type OrderRef } from '../../domain/payment/pending-payment';
import { useMpesaPayment, type PaymentDone } from '../../components/order-payment/use-mpesa-payment';
import { fieldId } from './shipping-form';
import { useOnHydrated } from '../../components/hydration/use-on-hydrated';
import { usePlaceOrder, type StoredOrder } from '../../components/order-payment/use-place-order';
import { forgetPriceChanges } from '../../domain/catalogue/price-changes';
import { useLineNotices } from './use-line-notices';

/**
 * The checkout of the shopper's real cart: the form's state (domain/checkout-state.ts), kept as
 * a draft in memory, priced from the chosen station, and sent to the order service by Place
 * Order (cash on delivery) or from the M-Pesa dialog (useMpesaPayment: the prompt on the phone,
 * or a typed code); once placed, the cart and coupon empty and the confirmation follows.
 */
export function useCheckout() {
  const { items, subtotal } = useCart();
  const { coupon, discount, notice } = useCoupon();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { submitting, stockRefusal, place } = usePlaceOrder();
  const cart = cartSignature(items);
  // A reloaded page with an M-Pesa order of this cart awaiting payment opens its dialog again.
  const [resumed] = useState(() => pendingPaymentForCart(cart) !== null);
  const [state, send] = useReducer(checkoutReducer, undefined, () => ({ ...initialCheckoutState(readCheckoutDraft()), mpesaDialogOpen: resumed }));
  // The page's HTML was drawn with no cart: the shopper's cart, read once hydrated, may resume one.
  useOnHydrated(() => {
    if (pendingPaymentForCart(cart) !== null) send({ type: 'mpesaDialogOpened' });
  });
  // A line refused for its stock, from the M-Pesa dialog: the form behind it says which and why.
  useEffect(() => {
    if (stockRefusal) send({ type: 'mpesaDialogClosed' });
  }, [stockRefusal]);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // What the shopper typed survives going back to the cart (in memory only: checkout-draft.ts).
  useEffect(() => {
    if (!state.placed) saveCheckoutDraft(state.values);
  }, [state.values, state.placed]);

  const { values, touched, showAllErrors, placed } = state;
  const station = findStation(values.county, values.pickupStation);
  const shipping = station ? shippingFee(subtotal, station.fee, coupon) : null;
  // The same objects while what they are made of stays: the page's memoised form and summary do not
  // re-render when only the dialog opens (issue 41, every tap within 100 ms).
  const totals = useMemo(() => orderTotals(subtotal, discount, shipping), [subtotal, discount, shipping]);
  const view = useMemo(() => placed ?? { lines: items, totals }, [placed, items, totals]);
  // Lines at the catalogue's current prices (the totals follow), each saying what changed.
  const notices = useLineNotices(items, placed !== null, stockRefusal);
  // The same object while what they say stays (state adjusted while rendering): leaving a valid
  // field, as a tap on Place Order does, then re-renders no field of the memoised form.
  const shownErrors = useMemo(() => shownCheckoutErrors({ values, touched, showAllErrors }), [values, touched, showAllErrors]);
  const [errors, setErrors] = useState(shownErrors);
  if (errors !== shownErrors && !sameCheckoutErrors(errors, shownErrors)) setErrors(shownErrors);

  const submitOrder = async (payment: OrderPayment) => {
    if (!station) return null;
    return place({ form: values, station, lines: items, totals, coupon: coupon?.code ?? null }, payment);
  };

  /** The order went through: tell the shopper, empty the cart and coupon, forget the form. */
  const complete = (order: PlacedOrder, message: ToastText) => {
    showToast(message, 'success');
    send({ type: 'placed', placed: { order, lines: items, totals } });
    dispatch(orderCompleted());
    forgetCheckoutDraft();
    forgetPriceChanges();
  };
  /** The confirmation, with the order's details when this page sent it (a resumed payment has only its number). */
  const showConfirmation = (order: PlacedOrder, withDetails = true) =>
    navigate(`/order-confirmation/${order.orderId}`, { replace: true, state: withDetails ? { placedOrder: order } : null });

  /** An M-Pesa order is done with here: paid, a code given, or cash on delivery now. */
  const mpesaDone = (how: PaymentDone, ref: OrderRef, sent: StoredOrder['order'] | null) => {
    releasePendingPayment(ref.orderId);
    const paymentMethod = how === 'cash-on-delivery' ? 'cod' : 'mpesa';
    const order: PlacedOrder = sent
      ? { ...placedOrderOf(sent), paymentMethod }
      : { orderId: ref.orderId, paymentMethod, mpesaTransactionId: null, lines: [], subtotal: totals.subtotal, discount: totals.discount, shipping: totals.shipping ?? 0, total: totals.total, county: values.county, pickupStation: station?.name ?? '' };
    if (how === 'cash-on-delivery') {
      complete(order, paymentMessages.cashOnDeliveryPlaced);
      send({ type: 'mpesaDialogClosed' });
      void showConfirmation(order, sent !== null);
      return;
    }
    complete(order, paymentMessages.paid);
    // The dialog shows 'Verifying Your Order', then closes (purchase spec sections 4 and 9).
    closeTimer.current = setTimeout(() => {
      send({ type: 'mpesaDialogClosed' });
      void showConfirmation(order, sent !== null);
    }, PAYMENT_DIALOG_CLOSE_MS);
  };
  const onDone = useRef(mpesaDone);
  useEffect(() => {
    onDone.current = mpesaDone;
  });

  const mpesa = useMpesaPayment({
    cart,
    store: (phone, transactionId) => submitOrder({ method: 'mpesa', phone, transactionId }),
    onDone: useCallback<Parameters<typeof useMpesaPayment>[0]['onDone']>((...args) => onDone.current(...args), []),
  });

  // The dialog is drawn in a transition, in slices React yields between: the tap's frame paints at
  // once, and the dialog follows within a few frames (issue 41, every tap within 100 ms).
  const openMpesaDialog = () => startTransition(() => send({ type: 'mpesaDialogOpened' }));

  const placeOrder = async (event: FormEvent) => {
    event.preventDefault();
    // An M-Pesa order of this cart awaits its payment: its dialog again, whatever the form holds now.
    if (mpesa.order && !placed) {
      openMpesaDialog();
      return;
    }
    const step = submitStep(state, submitting);
    if (step.kind === 'refuse') {
      send({ type: 'refused' });
      document.getElementById(fieldId(step.firstInvalid))?.focus();
    } else if (step.kind === 'askMpesaPayment') openMpesaDialog();
    else if (step.kind === 'placeCashOnDelivery') {
      const stored = await submitOrder({ method: 'cod' });
      if (stored) {
        const order = placedOrderOf(stored.order);
        complete(order, paymentMessages.cashOnDeliveryPlaced);
        void showConfirmation(order);
      }
    }
  };

  return {
    state,
    send,
    /** Nothing to check out (and nothing just bought). */
    cartEmpty: items.length === 0 && !placed,
    /** What the summary shows: the cart, or what was bought while the page moves on. */
    view,
    errors,
    submitting,
    locked: submitting || placed !== null,
    /** What each line says of the catalogue's changes since it was added (its price, its stock). */
    lineNotices: notices,
    /** The order service refused a line for its stock (409): its words, and the line. */
    stockRefusal,
    coupon,
    couponNotice: notice,
    placeOrder,
    mpesa,
    /** "Pay on delivery instead" is offered where cash on delivery is (services/order-rules). */
    cashOnDeliveryOffered: values.county === CASH_ON_DELIVERY_COUNTY,
  };
}
