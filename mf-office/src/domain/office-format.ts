// How the office writes times, phones and reply links. The service gives times in East Africa
// Time with their offset ('2026-11-26T14:02:00+03:00'): shown as written, whatever the device's zone.
export { formatKES } from '@mimea/shared';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** A UTC stamp ('…Z') as East Africa Time's wall clock; others as written. */
function inEastAfrica(stamp: string): string {
  if (!/Z$/.test(stamp)) return stamp;
  const at = Date.parse(stamp);
  return Number.isNaN(at) ? stamp : new Date(at + EAT_OFFSET_MS).toISOString();
}

/** '26 Nov 2026, 14:02' (or '26 Nov 2026' for a day) in East Africa Time; anything else as given. */
export function formatWhen(stamp: string): string {
  const match = STAMP.exec(inEastAfrica(stamp));
  if (!match) return stamp;
  const [, year, month, day, hours, minutes] = match;
  const date = `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
  return hours ? `${date}, ${hours}:${minutes}` : date;
}

/** '+254712345678' (or any written form) → '254712345678', or null when it is no Kenyan mobile. */
export function internationalDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (/^254[17]\d{8}$/.test(digits)) return digits;
  if (/^0[17]\d{8}$/.test(digits)) return `254${digits.slice(1)}`;
  if (/^[17]\d{8}$/.test(digits)) return `254${digits}`;
  return null;
}

export function telLink(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `tel:+${digits}` : null;
}

export function whatsAppLink(phone: string, text?: string): string | null {
  const digits = internationalDigits(phone);
  if (!digits) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

export function mailtoLink(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** 'payment-verified' → 'Payment verified'; 'order.open' → 'Order open'. */
export function statusText(status: string): string {
  const words = status.replace(/[-.]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function methodText(method: string | null): string {
  if (method === 'mpesa') return 'M-Pesa';
  if (method === 'cod') return 'Cash on delivery';
  return method ?? '';
}
