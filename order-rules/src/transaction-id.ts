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
