// @mimea/order-rules: the checkout's order rules, the same in the shopper's browser (the
// checkout remote) and in the order service, which checks every order again. React-free, no
// browser, no I/O. Named re-exports, not `export *`: the order service's tests load this as
// CommonJS from ES modules, which see only names they can read here.
export { emptyCheckoutValues, FIELD_MAX_LENGTH, CASH_ON_DELIVERY_COUNTY, NATIONAL_ID_FORMAT, checkoutMessages, validateCheckout, CHECKOUT_FIELD_ORDER, type CheckoutValues, type PaymentMethod, type CheckoutField, type CheckoutErrors } from './checkout-form';
export { createOrderId, ORDER_ID_PATTERN } from './order-id';
export { productsText, buildOrderSubmission, type OrderLine, type OrderSubmission, type OrderPayment, type OrderDraft } from './order-submission';
export { orderTotals, type OrderTotals } from './order-totals';
export { pickupStations, stationsOf, findStation, type PickupStation, type CountyStations } from './pickup-stations';
export { FREE_SHIPPING_FROM, CART_SHIPPING_FEE, shippingFee, amountToFreeShipping } from './shipping-rules';
export { TRANSACTION_ID_LENGTH, typedTransactionId, isTransactionId, MPESA_MAX_PAYMENT_KES, mpesaLimitMessage, payableByMpesa } from './transaction-id';
export { localPhone, maskedPhone } from './local-phone';
export { PROMPT_STATES, IN_FLIGHT_PROMPT_STATES, ENDINGS_THAT_DO_NOT_COUNT, isPromptState, type PromptState } from './prompt-states';
export { hasHiddenCharacters } from './hidden-characters';
