// Reading one field of a body Daraja sent, as it really comes: a string, a number or null, where
// the documentation shows one type. Each reader answers null for what it cannot use.

/** The object at `key` of `value` (or `value` itself with a null key), if it is a plain object. */
export function objectAt(value: unknown, key: string | null): Record<string, unknown> | null {
  const found = key === null ? value : typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof found === 'object' && found !== null && !Array.isArray(found) ? (found as Record<string, unknown>) : null;
}

/** Text as sent: a string trimmed, a finite number written out; null for null, absent, "" or anything else. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return Number.isInteger(value) ? value.toFixed(0) : String(value);
  return null;
}

/** KES: "1160.00", "1,160", 1160 or 1160.0; null unless above 0 (cents rounded to 2 places). */
export function amountOf(value: unknown): number | null {
  let amount: number | null = null;
  if (typeof value === 'number') amount = value;
  else if (typeof value === 'string' && /^\s*\d{1,3}(?:,?\d{3})*(?:\.\d+)?\s*$|^\s*\d+(?:\.\d+)?\s*$/.test(value)) amount = Number(value.replace(/[,\s]/g, ''));
  if (amount === null || !Number.isFinite(amount) || amount <= 0 || amount > 1e10) return null;
  return Math.round(amount * 100) / 100;
}

/** A ResultCode as text: 0 → "0", "1032" → "1032", "SFC_IC0003" stays; a word such as "zero" is no code. */
export function resultCodeOf(value: unknown): string | null {
  const text = textOf(value);
  return text !== null && /^(?:-?\d{1,10}|[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]{1,24})$/.test(text) ? text.toUpperCase() : null;
}

/** MerchantRequestID, CheckoutRequestID, ConversationID: letters, digits, _ . and -, up to 64. */
export function identifierOf(value: unknown): string | null {
  const text = textOf(value);
  return text !== null && /^[A-Za-z0-9_.-]{1,64}$/.test(text) ? text : null;
}

/** An M-Pesa receipt (TransID, MpesaReceiptNumber), upper-cased: letters and digits, up to 32 (documented as 10). */
export function receiptOf(value: unknown): string | null {
  const text = textOf(value)?.toUpperCase() ?? null;
  return text !== null && /^[A-Z0-9]{1,32}$/.test(text) ? text : null;
}
