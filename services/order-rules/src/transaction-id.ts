/** An M-Pesa transaction ID: exactly 10 upper-case letters or digits (purchase spec section 5). */
export const TRANSACTION_ID_LENGTH = 10;
const TRANSACTION_ID = /^[A-Z0-9]{10}$/;

/** The box upper-cases as the shopper types (and drops spaces a pasted SMS may carry). */
export function typedTransactionId(input: string): string {
  return input.toUpperCase().replace(/\s/g, '');
}

export function isTransactionId(value: string): boolean {
  return TRANSACTION_ID.test(value);
}

/**
 * The most M-Pesa moves in one payment (Safaricom's per-transaction limit, KES 250,000): a larger
 * order cannot be paid by M-Pesa, by prompt or at the till (docs/payments.md).
 */
export const MPESA_MAX_PAYMENT_KES = 250_000;

export const mpesaLimitMessage = `M-Pesa takes at most KES ${MPESA_MAX_PAYMENT_KES.toLocaleString('en-KE')} in one payment. Please pay on delivery, or call us to split your order.`;

/** Whether an order of this total can be paid by M-Pesa in one payment. */
export const payableByMpesa = (total: number) => total <= MPESA_MAX_PAYMENT_KES;
