// The shop's values as a prompt's fields: the phone as Daraja's MSISDN, the description within
// Daraja's 13 characters.

/** Daraja's documented limit for TransactionDesc. */
export const TRANSACTION_DESC_MAX_LENGTH = 13;
export const DEFAULT_TRANSACTION_DESC = 'Mimea order';

/**
 * 2547XXXXXXXX (or 2541XXXXXXXX, Safaricom's newer 011x numbers) from +254… or 254…, spaces
 * ignored; null for anything else.
 */
export function msisdnOf(phone: string): string | null {
  const digits = phone.replace(/\s+/g, '').replace(/^\+/, '');
  return /^254[17]\d{8}$/.test(digits) ? digits : null;
}

/** Letters, digits and spaces of `description`, cut to 13 characters; the default when none are left. */
export function transactionDescOf(description: string | undefined): string {
  const text = (description ?? '')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TRANSACTION_DESC_MAX_LENGTH)
    .trim();
  return text === '' ? DEFAULT_TRANSACTION_DESC : text;
}
