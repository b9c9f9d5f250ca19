import { checkoutMessages, emptyCheckoutValues, type CheckoutValues } from '@mimea/order-rules';
import { checkoutReducer, initialCheckoutState, sameCheckoutErrors, shownCheckoutErrors, submitStep, type CheckoutState, type PlacedCheckout } from './checkout-state';

const complete: CheckoutValues = {
  ...emptyCheckoutValues,
  firstName: 'Wanjiku',
  lastName: 'Kamau',
  phone: '0712345678',
  idNumber: '12345678',
  county: 'Nairobi',
  pickupStation: 'nairobi-cbd',
};

const placed: PlacedCheckout = {
  order: { orderId: 'ORDER1764000000000123', paymentMethod: 'cod', mpesaTransactionId: null, lines: [], subtotal: 1000, discount: 0, shipping: 200, total: 1200, county: 'Nairobi', pickupStation: 'nairobi-cbd' },
  lines: [],
  totals: { subtotal: 1000, discount: 0, shipping: 200, total: 1200 },
};

describe('the checkout form as the shopper fills it', () => {
  it('keeps each typed field', () => {
    const state = checkoutReducer(initialCheckoutState(emptyCheckoutValues), { type: 'changed', field: 'firstName', value: 'Wanjiku' });
    expect(state.values.firstName).toBe('Wanjiku');
  });

  it('clears the pickup station when the county changes, and cash on delivery outside Nairobi', () => {
    const inNairobi: CheckoutState = initialCheckoutState({ ...complete, paymentMethod: 'cod' });
    const moved = checkoutReducer(inNairobi, { type: 'changed', field: 'county', value: 'Mombasa' });
    expect(moved.values).toMatchObject({ county: 'Mombasa', pickupStation: '', paymentMethod: 'mpesa' });
    const back = checkoutReducer(checkoutReducer(moved, { type: 'paymentMethodChosen', paymentMethod: 'cod' }), { type: 'changed', field: 'county', value: 'Nairobi' });
    expect(back.values.paymentMethod).toBe('cod');
  });

  it("shows a field's error only once the shopper has left it, and every error after a refused Place Order", () => {
    const start = initialCheckoutState(emptyCheckoutValues);
    expect(shownCheckoutErrors(start)).toEqual({});
    const left = checkoutReducer(start, { type: 'left', field: 'phone' });
    expect(shownCheckoutErrors(left)).toEqual({ phone: checkoutMessages.phoneMissing });
    const refused = checkoutReducer(left, { type: 'refused' });
    expect(Object.keys(shownCheckoutErrors(refused))).toEqual(['firstName', 'lastName', 'phone', 'idNumber', 'county', 'pickupStation']);
  });

  it('says when leaving a field changes nothing shown (a valid field left), so the form need not redraw', () => {
    const filled = initialCheckoutState(complete);
    const left = checkoutReducer(filled, { type: 'left', field: 'pickupStation' });
    expect(sameCheckoutErrors(shownCheckoutErrors(filled), shownCheckoutErrors(left))).toBe(true);
    const empty = initialCheckoutState(emptyCheckoutValues);
    const leftEmpty = checkoutReducer(empty, { type: 'left', field: 'phone' });
    expect(sameCheckoutErrors(shownCheckoutErrors(empty), shownCheckoutErrors(leftEmpty))).toBe(false);
    const typed = checkoutReducer(leftEmpty, { type: 'changed', field: 'phone', value: '07' });
    expect(sameCheckoutErrors(shownCheckoutErrors(leftEmpty), shownCheckoutErrors(typed))).toBe(false);
  });
});

describe('what Place Order does', () => {
  it('goes to the first field that needs attention, in the order the form shows them', () => {
    expect(submitStep(initialCheckoutState({ ...complete, lastName: '', idNumber: '1' }), false)).toEqual({ kind: 'refuse', firstInvalid: 'lastName' });
  });

  it('asks for the M-Pesa payment, or places a cash-on-delivery order at once', () => {
    expect(submitStep(initialCheckoutState(complete), false)).toEqual({ kind: 'askMpesaPayment' });
    expect(submitStep(initialCheckoutState({ ...complete, paymentMethod: 'cod' }), false)).toEqual({ kind: 'placeCashOnDelivery' });
  });

  it('does nothing while an order is being sent or once it went through', () => {
    expect(submitStep(initialCheckoutState(complete), true)).toEqual({ kind: 'ignore' });
    const done = checkoutReducer(initialCheckoutState(complete), { type: 'placed', placed });
    expect(submitStep(done, false)).toEqual({ kind: 'ignore' });
    expect(done.placed).toBe(placed);
  });

  it('opens and closes the M-Pesa dialog', () => {
    const open = checkoutReducer(initialCheckoutState(complete), { type: 'mpesaDialogOpened' });
    expect(open.mpesaDialogOpen).toBe(true);
    expect(checkoutReducer(open, { type: 'mpesaDialogClosed' }).mpesaDialogOpen).toBe(false);
  });
});
