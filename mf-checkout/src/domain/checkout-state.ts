// The checkout page's state and what each step of the shopper does to it (purchase spec section
// 2.3), kept apart from React so each rule is a plain test (checkout-state.test.ts). The page
// (pages/checkout-page.tsx) draws it; features/checkout/use-checkout.ts wires it to the saved
// draft, the order service and the M-Pesa dialog's timing.
import type { CartItem } from '@mimea/shared';
import { CASH_ON_DELIVERY_COUNTY, CHECKOUT_FIELD_ORDER, validateCheckout, type CheckoutErrors, type CheckoutField, type CheckoutValues, type PaymentMethod, type OrderTotals } from '@mimea/order-rules';
import type { PlacedOrder } from './order/placed-order';

/** An order that went through: the page keeps showing what was bought while it moves on. */
export interface PlacedCheckout {
  order: PlacedOrder;
  lines: readonly CartItem[];
  totals: OrderTotals;
}

export interface CheckoutState {
  values: CheckoutValues;
  /** Fields the shopper has left: their errors show from then on. */
  touched: Partial<Record<CheckoutField, boolean>>;
  /** Set by a refused Place Order: every error shows. */
  showAllErrors: boolean;
  mpesaDialogOpen: boolean;
  placed: PlacedCheckout | null;
}

export type CheckoutEvent =
  | { type: 'changed'; field: CheckoutField; value: string }
  | { type: 'paymentMethodChosen'; paymentMethod: PaymentMethod }
  | { type: 'left'; field: CheckoutField }
  | { type: 'refused' }
  | { type: 'mpesaDialogOpened' }
  | { type: 'mpesaDialogClosed' }
  | { type: 'placed'; placed: PlacedCheckout };

export function initialCheckoutState(values: CheckoutValues): CheckoutState {
  return { values, touched: {}, showAllErrors: false, mpesaDialogOpen: false, placed: null };
}

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'changed': {
      if (event.field !== 'county') return { ...state, values: { ...state.values, [event.field]: event.value } };
      // A new county clears the station (and so the shipping); cash on delivery is Nairobi's only.
      const paymentMethod = event.value === CASH_ON_DELIVERY_COUNTY ? state.values.paymentMethod : 'mpesa';
      return { ...state, values: { ...state.values, county: event.value, pickupStation: '', paymentMethod } };
    }
    case 'paymentMethodChosen':
      return { ...state, values: { ...state.values, paymentMethod: event.paymentMethod } };
    case 'left':
      return state.touched[event.field] ? state : { ...state, touched: { ...state.touched, [event.field]: true } };
    case 'refused':
      return { ...state, showAllErrors: true };
    case 'mpesaDialogOpened':
      return { ...state, mpesaDialogOpen: true };
    case 'mpesaDialogClosed':
      return { ...state, mpesaDialogOpen: false };
    case 'placed':
      return { ...state, placed: event.placed };
  }
}

/** The errors the form shows: of the fields left so far, or all of them after a refused submit. */
export function shownCheckoutErrors(state: Pick<CheckoutState, 'values' | 'touched' | 'showAllErrors'>): CheckoutErrors {
  const errors = validateCheckout(state.values);
  if (state.showAllErrors) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => state.touched[field as CheckoutField]));
}

/** Whether two sets of shown errors say the same (a field left without an error changes nothing shown). */
export function sameCheckoutErrors(a: CheckoutErrors, b: CheckoutErrors): boolean {
  const fields = Object.keys(a) as CheckoutField[];
  return fields.length === Object.keys(b).length && fields.every((field) => a[field] === b[field]);
}

/** What Place Order does now. */
export type SubmitStep =
  /** An order is being sent or went through: nothing. */
  | { kind: 'ignore' }
  /** The form has errors: show them all and go to the first. */
  | { kind: 'refuse'; firstInvalid: CheckoutField }
  /** Ask for the M-Pesa payment in its dialog, which sends the order. */
  | { kind: 'askMpesaPayment' }
  /** Send the order, to be paid in cash at the pickup station. */
  | { kind: 'placeCashOnDelivery' };

export function submitStep(state: CheckoutState, sending: boolean): SubmitStep {
  if (sending || state.placed) return { kind: 'ignore' };
  const errors = validateCheckout(state.values);
  const firstInvalid = CHECKOUT_FIELD_ORDER.find((field) => errors[field]);
  if (firstInvalid) return { kind: 'refuse', firstInvalid };
  return state.values.paymentMethod === 'mpesa' ? { kind: 'askMpesaPayment' } : { kind: 'placeCashOnDelivery' };
}
