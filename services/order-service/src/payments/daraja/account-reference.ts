// The AccountReference of a prompt, which comes back as the C2B confirmation's BillRefNumber.
//
// Daraja documents AccountReference as at most 12 alphanumeric characters and refuses longer
// ones ("The element AccountReference is invalid"); an order ID (ORDER + 16 digits) has 21. So a
// prompt carries the order ID's 16 digits in base 36 (11 characters, 0-9 A-Z), then one check
// character (ISO 7064 MOD 37,36): 12 characters that name exactly one order, are read back
// without a lookup, and never name another order when a character is wrong or two are swapped.
import { ORDER_ID_PATTERN } from '@mimea/order-rules';

export const ACCOUNT_REFERENCE_MAX_LENGTH = 12;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BODY_LENGTH = 11;
const DIGITS = 16;
const REFERENCE_PATTERN = /^[0-9A-Z]{12}$/;

/** ISO 7064 MOD 37,36: the character that makes `body` check. */
function checkCharacter(body: string): string {
  let product = 36;
  for (const character of body) {
    let sum = (ALPHABET.indexOf(character) + product) % 36;
    if (sum === 0) sum = 36;
    product = (sum * 2) % 37;
  }
  return ALPHABET[(37 - product) % 36]!;
}

/** The 12-character AccountReference of an order ID (ORDER + 16 digits). */
export function accountReferenceOf(orderId: string): string {
  if (!ORDER_ID_PATTERN.test(orderId)) throw new RangeError('not an order ID (ORDER and 16 digits)');
  const body = BigInt(orderId.slice('ORDER'.length)).toString(36).toUpperCase().padStart(BODY_LENGTH, '0');
  return body + checkCharacter(body);
}

/**
 * The order a BillRefNumber (or an AccountReference) names: one of ours (as `accountReferenceOf`
 * makes them), or an order ID written out in full; case and spaces ignored. Null for anything
 * else, including a reference whose check character does not match.
 */
export function orderIdOfReference(reference: string): string | null {
  const text = reference.replace(/\s+/g, '').toUpperCase();
  if (ORDER_ID_PATTERN.test(text)) return text;
  if (!REFERENCE_PATTERN.test(text)) return null;
  const body = text.slice(0, BODY_LENGTH);
  if (checkCharacter(body) !== text.slice(BODY_LENGTH)) return null;
  let value = 0n;
  for (const character of body) value = value * 36n + BigInt(ALPHABET.indexOf(character));
  if (value >= 10n ** BigInt(DIGITS)) return null;
  const orderId = `ORDER${value.toString().padStart(DIGITS, '0')}`;
  return ORDER_ID_PATTERN.test(orderId) ? orderId : null;
}
