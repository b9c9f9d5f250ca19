// Kenyan mobile numbers, one rule for the checkout, the contact form and the order service.

/**
 * The national numbers (9 digits after +254) Kenya's networks issue to mobiles: libphonenumber's
 * metadata for KE, type MOBILE (Safaricom, Airtel, Telkom and the rest, 07xx and the 01xx
 * ranges in use). kenyan-phone.test.ts checks it against the installed libphonenumber-js, so an
 * upgrade that adds a range fails the test until this is updated.
 */
export const KENYAN_MOBILE_PATTERN = '(?:1(?:0[0-8]|[18]\\d|2[014]|3[05-9]|4[0-6])|7\\d\\d)\\d{6}';

const KENYAN_MOBILE = new RegExp(`^(?:${KENYAN_MOBILE_PATTERN})$`);

/**
 * A Kenyan mobile number however a shopper writes it, as +254 and 9 digits; null when it is not
 * one. Written forms: 0712 345 678, 712345678, 254712345678, +254 712 345 678,
 * +254 0712 345 678, +254 (0)712-345.678, 00254… and 000254… (dialled as from abroad).
 */
export function normaliseKenyanPhone(input: string): string | null {
  if (input.length > 40) return null;
  const compact = input.replace(/\(0\)/g, '').replace(/[\s\u00a0\-.()/]/g, '');
  const international = /^(?:\+|000?)?254(\d+)$/.exec(compact);
  const national = (international ? international[1]! : compact).replace(/^0/, '');
  return KENYAN_MOBILE.test(national) ? `+254${national}` : null;
}
