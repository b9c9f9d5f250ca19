// What the office's search box finds (docs/office.md, `q`): an order ID, whole or its start; a
// phone number however it is written (orders keep it as +254 and 9 digits); part of a name.
import { normaliseKenyanPhone } from '@mimea/shared/pure';
import { eq, ilike, like, or, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';

export interface SearchTerms {
  /** The start of an order ID (upper case), when the text may be one. */
  orderIdPrefix: string | null;
  /** The phone as stored (+254…), when the text is a Kenyan mobile number. */
  phone: string | null;
  /** The text for the name: trimmed, its LIKE wildcards escaped. */
  namePattern: string;
}

/** `%`, `_` and the escape character itself match only themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function searchTerms(q: string): SearchTerms {
  const text = q.trim();
  const upper = text.toUpperCase();
  // ORDER and up to its 16 digits ('ORDER17639', 'order1763…'), or the digits alone after ORDER.
  const orderIdPrefix = /^ORDER\d{0,16}$/.test(upper) ? upper : null;
  return { orderIdPrefix, phone: normaliseKenyanPhone(text), namePattern: `%${escapeLike(text)}%` };
}

/** The SQL condition of a search: any of its readings matches. */
export function searchCondition(q: string): SQL | undefined {
  const terms = searchTerms(q);
  return or(
    terms.orderIdPrefix ? like(orders.orderId, `${terms.orderIdPrefix}%`) : undefined,
    terms.phone ? eq(orders.phoneNumber, terms.phone) : undefined,
    ilike(orders.customerName, terms.namePattern),
  );
}

/** What a search was, as the access record keeps it: its kind, never its text (docs/office.md). */
export type SearchKind = 'order-id' | 'phone' | 'name';

export function searchKind(q: string): SearchKind {
  const terms = searchTerms(q);
  return terms.orderIdPrefix ? 'order-id' : terms.phone ? 'phone' : 'name';
}
