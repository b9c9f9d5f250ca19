// How the office writes times, phones and reply links. The service gives times in East Africa
// Time with their offset ('2026-11-26T14:02:00+03:00'): shown as written, whatever the device's zone.
import type { Role } from './office-types';

export { formatKES } from '@mimea/shared';

export const ROLE_WORDS: Record<Role, string> = { owner: 'owner', manager: 'manager', staff: 'staff' };

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

/**
 * The order service's payment flags (PAYMENT_FLAGS of services/order-service/src/orders/order-status.ts)
 * whose name alone reads wrong; others as written ('code-unmatched' → 'Code unmatched').
 */
const FLAG_WORDS: Record<string, string> = {
  'paid-out-of-stock': 'Paid, out of stock',
};

export function flagText(flag: string): string {
  return FLAG_WORDS[flag] ?? statusText(flag);
}

export function methodText(method: string | null): string {
  if (method === 'mpesa') return 'M-Pesa';
  if (method === 'cod') return 'Cash on delivery';
  return method ?? '';
}

/** An order's history events whose name alone says too little (docs/payments.md); others as written. */
const EVENT_WORDS: Record<string, string> = {
  'payment linked': 'Linked an M-Pesa payment to this order',
  'prompt found': 'M-Pesa prompt found: its payment came',
  'prompt outcome unknown': 'M-Pesa prompt’s outcome unknown',
  'statement line': 'Found in the till statement',
};

export function eventText(event: string): string {
  return EVENT_WORDS[event] ?? statusText(event);
}

/** What each action of the access record is, in words; an action this office does not know, as written. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'sign-out-everywhere': 'Signed out everywhere',
  locked: 'Account locked',
  'password.change': 'Changed their password',
  'password.change-failed': 'Failed password change',
  'second-factor.enrol': 'Set up a second factor',
  'order.open': 'Opened an order',
  'order.action': 'Order action',
  'order.handover-refused': 'Hand-over refused',
  'orders.list': 'Listed or searched orders',
  'orders.export': 'Exported orders (CSV)',
  'message.replied': 'Marked a message replied',
  'messages.open': 'Opened the messages',
  'payments.unmatched': 'Listed the unmatched payments',
  'payments.suggestions': 'Looked for a payment’s order',
  'payments.unreadable': 'Listed the unreadable payments',
  'payment.link': 'Linked a payment',
  'payments.statement': 'Imported a till statement',
  refused: 'Refused',
  'audit.open': 'Read the access record',
  'audit.export': 'Exported the access record',
  'account.create': 'Added an account',
  'account.disable': 'Disabled an account',
  'account.reset-password': 'Reset a password',
  'account.reset-second-factor': 'Reset a second factor',
  'account.role': 'Changed a role',
  'settings.change': 'Changed a setting',
  'catalogue.edit': 'Edited a product',
  'catalogue.import': 'Imported products (CSV)',
  'catalogue.photo': 'Added a product photo',
  'catalogue.settings': 'Changed the product settings',
};

export function auditActionText(action: string): string {
  return AUDIT_ACTIONS[action] ?? statusText(action);
}

const ORDER_ACTION_WORDS: Record<string, string> = {
  'mark-ready': 'Mark ready',
  collect: 'Hand over',
  cancel: 'Cancel order',
  'verify-payment': 'Verify payment',
};

const REFUSAL_WORDS: Record<string, string> = {
  role: 'not allowed for their role',
  csrf: 'not sent from the office’s page',
  enrol: 'second factor not set up yet',
  'password-change': 'one-time password not changed yet',
};

const SEARCH_WORDS: Record<string, string> = {
  'order-id': 'by order ID',
  phone: 'by phone number',
  name: 'by name',
};

type Detail = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : typeof value === 'number' ? String(value) : null);

/** A list as words: "A, B, C", at most `shown` of them, then "and 12 more". */
function listText(value: unknown, shown = 10): string | null {
  if (!Array.isArray(value)) return null;
  const items = value.map(str).filter((item): item is string => item !== null);
  if (items.length === 0) return 'none';
  const head = items.slice(0, shown).join(', ');
  return items.length > shown ? `${head} and ${items.length - shown} more` : head;
}

/** 'orderIds' → 'order ids'; 'staffSecondFactor' → 'staff second factor'. */
const keyWords = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_.]/g, ' ').toLowerCase();

/** Any detail, flat: "key: value; key: a, b"; nested objects by their keys. */
function genericDetail(detail: Detail, prefix = ''): string[] {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(detail)) {
    const label = `${prefix}${keyWords(key)}`;
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number') parts.push(`${label}: ${value}`);
    else if (typeof value === 'boolean') parts.push(`${label}: ${value ? 'yes' : 'no'}`);
    else if (Array.isArray(value)) parts.push(`${label}: ${listText(value) ?? ''}`);
    else if (typeof value === 'object') parts.push(...genericDetail(value as Detail, `${label} `));
  }
  return parts;
}

/** A value of a change as the record shows it: text quoted, lists by their items, null as "none". */
function changeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'string') return `“${value.length > 80 ? `${value.slice(0, 80)}…` : value}”`;
  if (Array.isArray(value)) return listText(value, 5) ?? 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'number' ? String(value) : 'changed';
}

/** A product's changes (catalogue.*): "price: 2500 → 2600; stock: 240 → 12". */
function changesText(changes: unknown): string | null {
  if (Array.isArray(changes)) {
    const rows = changes.filter((row): row is Detail => typeof row === 'object' && row !== null);
    const shown = rows.slice(0, 10).map((row) => `${str(row.id) ?? '?'} ${keyWords(str(row.field) ?? '')}: ${changeValue(row.from)} → ${changeValue(row.to)}`);
    return shown.length === 0 ? null : `${shown.join('; ')}${rows.length > 10 ? ` and ${rows.length - 10} more` : ''}`;
  }
  if (typeof changes !== 'object' || changes === null) return null;
  const parts = Object.entries(changes as Detail).map(([field, value]) => {
    const change = (typeof value === 'object' && value !== null ? value : {}) as Detail;
    return `${keyWords(field)}: ${changeValue(change.from)} → ${changeValue(change.to)}`;
  });
  return parts.length > 0 ? parts.join('; ') : null;
}

function join(parts: (string | null | false | undefined)[]): string | null {
  const kept = parts.filter((part): part is string => typeof part === 'string' && part.length > 0);
  return kept.length > 0 ? kept.join('. ') : null;
}

const countText = (value: unknown, one: string, many: string) => (typeof value === 'number' ? `${value} ${value === 1 ? one : many}` : null);

/** What an entry's detail says, in words (e.g. an order action: which action and why), or null. */
export function auditDetailText(action: string, detail: Detail | null): string | null {
  if (!detail) return null;
  const reason = str(detail.reason);
  const user = str(detail.username);
  switch (action) {
    case 'order.action': {
      const done = str(detail.action);
      return join([done && `Action: ${ORDER_ACTION_WORDS[done] ?? statusText(done)}`, detail.bulk === true && 'In bulk', reason && `Reason: ${reason}`]);
    }
    case 'order.handover-refused':
      return join([str(detail.message) ?? (str(detail.field) && `Did not match: ${keyWords(str(detail.field) ?? '')}`), reason && `Reason: ${reason}`]) ?? join(genericDetail(detail));
    case 'sign-in-failed':
    case 'password.change-failed':
      return join([user && `Username: ${user}`, reason && `Why: ${statusText(reason)}`]);
    case 'refused': {
      const code = str(detail.code);
      return join([str(detail.route) && `Asked: ${str(detail.route)}`, code && `Refused: ${REFUSAL_WORDS[code] ?? code}`]);
    }
    case 'orders.list': {
      const search = str(detail.search);
      const filters = detail.filters && typeof detail.filters === 'object' && !Array.isArray(detail.filters) ? genericDetail(detail.filters as Detail).join(', ') : '';
      return join([
        str(detail.tab) && `Tab: ${statusText(str(detail.tab) ?? '')}`,
        search ? `Searched ${SEARCH_WORDS[search] ?? search}` : 'No search',
        filters && `Filters: ${filters}`,
        Array.isArray(detail.orderIds) && `Orders shown: ${listText(detail.orderIds)}`,
      ]);
    }
    case 'orders.export':
      return join([detail.via === 'token' ? 'With the API token' : null, countText(detail.rows, 'row', 'rows'), detail.filter && typeof detail.filter === 'object' ? `Filter: ${genericDetail(detail.filter as Detail).join(', ') || 'none'}` : null]);
    case 'messages.open':
      return join([str(detail.filter) && `Filter: ${str(detail.filter)}`, str(detail.page) && `page ${str(detail.page)}`, Array.isArray(detail.messageIds) && `Messages shown: ${listText(detail.messageIds)}`]);
    case 'payments.unmatched':
      return join([Array.isArray(detail.receipts) && `Payments shown: ${listText(detail.receipts)}`]);
    case 'payment.link':
      return join([str(detail.receipt) && `Receipt ${str(detail.receipt)}`, str(detail.effect) && `Effect: ${str(detail.effect)}`, reason && `Reason: ${reason}`]);
    case 'account.create':
    case 'account.role':
      return join([user && `Account: ${user}`, str(detail.role) && `Role: ${str(detail.role)}`, str(detail.from) && `was ${str(detail.from)}`]);
    case 'account.disable':
    case 'account.reset-password':
    case 'account.reset-second-factor':
      return join([user && `Account: ${user}`]);
    case 'catalogue.edit':
    case 'catalogue.photo':
      return join([str(detail.id) && `Product: ${str(detail.id)}`, detail.created === true && 'Added', changesText(detail.changes)]);
    case 'catalogue.import':
      return join([countText(detail.products, 'product', 'products'), changesText(detail.changes)]);
    case 'catalogue.settings':
      return join([changesText(detail.changes)]);
    case 'settings.change':
      if (typeof detail.staffSecondFactor === 'boolean') return `Second factor required for staff and managers: ${detail.staffSecondFactor ? 'on' : 'off'}`;
      return join(genericDetail(detail));
    default:
      return join(genericDetail(detail));
  }
}
