// Whether a payer's number as M-Pesa reported it is a phone we know: Daraja's C2B v2 masks it
// ("2547 ***** 126"), some accounts get its SHA-256 instead, and a Buy Goods confirmation may
// carry none at all. The answer is a three-way one, since an empty number proves nothing.
import { createHash } from 'node:crypto';

/** 2547XXXXXXXX for +2547…, 2547…, 07…; null for anything else. */
function msisdnOf(phone: string): string | null {
  const digits = phone.replace(/[^\d]/g, '');
  if (/^254[17]\d{8}$/.test(digits)) return digits;
  if (/^0[17]\d{8}$/.test(digits)) return `254${digits.slice(1)}`;
  return null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * `true`: the reported number is `known`; `false`: it is another; `null`: it cannot be told (empty,
 * or masked past recognition).
 */
export function isSamePayer(known: string, reported: string | null): boolean | null {
  const msisdn = msisdnOf(known);
  const shown = (reported ?? '').replace(/\s/g, '');
  if (msisdn === null || shown === '') return null;
  if (/^[0-9a-f]{64}$/i.test(shown)) {
    const forms = [msisdn, `+${msisdn}`, `0${msisdn.slice(3)}`];
    return forms.some((form) => sha256(form) === shown.toLowerCase());
  }
  if (/^\+?\d+$/.test(shown)) return msisdnOf(shown) === msisdn;
  if (!/^\+?[\d*]+$/.test(shown)) return null;
  // Masked: the visible digits before and after the stars must stand where they stand in the number.
  const written = shown.replace(/^\+/, '');
  const known12 = written.startsWith('0') ? `0${msisdn.slice(3)}` : msisdn;
  const head = written.slice(0, written.indexOf('*'));
  const tail = written.slice(written.lastIndexOf('*') + 1);
  if (head.length + tail.length < 3) return null;
  return known12.startsWith(head) && known12.endsWith(tail);
}
