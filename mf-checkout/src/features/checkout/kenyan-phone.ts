/**
 * Kenyan mobile numbers as shoppers type them: 0712 345 678, 0112345678, 712345678,
 * 254712345678, +254 712 345 678 (spaces, dashes, dots and brackets ignored).
 * Mobile numbers start with 7 or 1 after the country code.
 */
const KENYAN_MOBILE = /^(?:\+?254|0)?([17]\d{8})$/;

/** The number as +254 and 9 digits, or null when it is not a Kenyan mobile number. */
export function normaliseKenyanPhone(input: string): string | null {
  const compact = input.replace(/[\s\-.()]/g, '');
  const match = KENYAN_MOBILE.exec(compact);
  return match ? `+254${match[1]}` : null;
}
