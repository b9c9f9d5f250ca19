// The stand-in office service's payments (office-service-stub.ts serves them): the registration,
// the till payments no order matched, the orders one may be for, the owner's link with the
// order service's rules (services/order-service/src/payments/payment-linking.ts), the bodies
// M-Pesa sent that could not be read, and the till statement's import. A test sets what the
// service holds; the stand-in answers as the order service does.
import type { StubOrder } from './office-service-stub';

export interface StubPayment {
  receipt: string;
  amount: number;
  receivedAt: string;
  source: string;
  account: string | null;
  shortCode: string | null;
  msisdn: string | null;
  firstName: string | null;
  /** The order it is matched to; null while it matches none. */
  orderId: string | null;
}

export interface PaymentsStubState {
  /** What GET /payments/registration answers. */
  registration: unknown;
  payments: StubPayment[];
  /** receipt → the orders GET /payments/:receipt/suggestions gives (as the service writes them). */
  suggestions: Map<string, unknown[]>;
  /** What GET /payments/unreadable lists. */
  unreadable: unknown[];
  /** What POST /payments/statement answers to a statement. */
  statementReport: unknown;
  /** The statements sent: their type and text. */
  statements: { contentType: string; text: string }[];
  /** Bodies above this many bytes are refused 413, as the shop's proxies refuse them. */
  bodyLimit: number;
}

export const REGISTERED = { shortCode: '5877276', state: 'registered', origin: 'https://mimea.example', at: '2026-11-20T05:00:00.000Z', alarm: null } as const;

export function paymentsState(): PaymentsStubState {
  return { registration: REGISTERED, payments: [], suggestions: new Map(), unreadable: [], statementReport: null, statements: [], bodyLimit: Infinity };
}

/** An unmatched till payment of `amount`, as a Buy Goods payment with no code arrives. */
export function tillPayment(receipt: string, amount: number, overrides: Partial<StubPayment> = {}): StubPayment {
  return {
    receipt,
    amount,
    receivedAt: '2026-11-26T14:02:09+03:00',
    source: 'c2b',
    account: null,
    shortCode: '3481712',
    msisdn: '2547*****999',
    firstName: 'John',
    orderId: null,
    ...overrides,
  };
}

/** An unpaid M-Pesa order with an ID of the real shape (ORDER and 16 digits). */
export function mpesaOrder(orderId: string, total: number, overrides: Partial<StubOrder> = {}): StubOrder {
  return {
    orderId,
    version: 1,
    status: 'awaiting-payment',
    flag: null,
    nationalId: '23456789',
    customerName: 'Chebet Koech',
    phoneNumber: '+254711000999',
    county: 'Nairobi',
    station: 'Nairobi CBD - Kenyatta Avenue',
    paymentMethod: 'mpesa',
    total,
    history: [{ at: '2026-11-26T13:30:00+03:00', event: 'placed', actor: 'the shopper', note: null }],
    ...overrides,
  };
}

export interface PaymentsRequest {
  method: string;
  /** The path under /api/office. */
  path: string;
  url: URL;
  contentType: string;
  text: string;
  json: Record<string, unknown>;
  account: { name: string; role: string };
}

type Answer = (status: number, body?: unknown) => void;

const ORDER_ID = /^ORDER\d{16}$/;
const AT = '2026-11-26T14:02:00+03:00';
const AWAITING = ['awaiting-payment', 'awaiting-confirmation'];
const PAID = ['payment-verified', 'ready', 'collected'];
const kes = (amount: number) => `KES ${amount.toLocaleString('en-KE')}`;

/** The payments matched to an order, as the order's view gives its evidence. */
export function evidenceOf(state: PaymentsStubState, orderId: string) {
  return state.payments
    .filter((payment) => payment.orderId === orderId)
    .map((payment) => ({ receipt: payment.receipt, amount: payment.amount, receivedAt: payment.receivedAt, source: payment.source, matchedBy: 'owner' }));
}

function link(state: PaymentsStubState, orders: Map<string, StubOrder>, request: PaymentsRequest, receipt: string, answer: Answer): void {
  if (request.account.role !== 'owner' && request.account.role !== 'manager') return answer(403, { code: 'role', error: 'Only the owner or a manager may do this.' });
  const { orderId, reason } = request.json;
  const problems: { field: string; message: string }[] = [];
  if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) problems.push({ field: 'orderId', message: 'This is not an order ID.' });
  const trimmed = typeof reason === 'string' ? reason.trim() : '';
  if (trimmed.length < 3) problems.push({ field: 'reason', message: 'Give the reason for the link (at least 3 characters).' });
  if (trimmed.length > 500) problems.push({ field: 'reason', message: 'A reason has at most 500 characters.' });
  if (problems.length > 0) return answer(400, { error: 'The link has problems.', problems });
  const order = orders.get(String(orderId));
  if (!order) return answer(404, { error: 'There is no order with this ID.' });
  const payment = state.payments.find((entry) => entry.receipt === receipt.toUpperCase());
  if (!payment) return answer(404, { error: 'There is no M-Pesa payment with this receipt.' });
  if (payment.orderId !== null) return answer(409, { error: `This payment is already matched to order ${payment.orderId}.`, code: 'already-linked' });
  if (order.paymentMethod !== 'mpesa') return answer(409, { error: 'This order is paid on delivery: an M-Pesa payment cannot be linked to it.', code: 'not-mpesa' });
  const paidBefore = evidenceOf(state, order.orderId).reduce((sum, entry) => sum + entry.amount, 0);
  const due = Math.max(0, order.total - paidBefore);
  if (payment.amount > due) return answer(409, { error: `${kes(payment.amount)} is more than this order still has to pay (${kes(due)}).`, code: 'amount-too-large' });

  payment.orderId = order.orderId;
  order.version += 1;
  order.history.push({ at: AT, event: 'payment linked', actor: request.account.name, note: `${payment.receipt}, ${kes(payment.amount)}: ${trimmed}` });
  let effect: string;
  if (AWAITING.includes(order.status) && payment.amount === due) {
    order.status = 'payment-verified';
    order.flag = null;
    order.history.push({ at: AT, event: 'payment verified', actor: 'M-Pesa', note: `till payment, ${payment.receipt}, matched by owner` });
    effect = 'paid';
  } else if (AWAITING.includes(order.status)) {
    order.flag = 'underpaid';
    order.history.push({ at: AT, event: 'payment flagged: underpaid', actor: 'M-Pesa', note: `${kes(paidBefore + payment.amount)} of ${kes(order.total)} arrived` });
    effect = 'flagged';
  } else if (PAID.includes(order.status)) effect = 'attached';
  else {
    order.flag = 'unexpected-payment';
    effect = 'flagged';
  }
  return answer(200, { orderId: order.orderId, effect });
}

function statement(state: PaymentsStubState, request: PaymentsRequest, answer: Answer): void {
  if (request.account.role !== 'owner' && request.account.role !== 'manager') return answer(403, { code: 'role', error: 'Only the owner or a manager may do this.' });
  if (!/^text\/csv\b/.test(request.contentType)) return answer(400, { error: 'Send the statement as CSV (Content-Type: text/csv).' });
  state.statements.push({ contentType: request.contentType, text: request.text });
  if (!request.text.includes('Receipt No.')) return answer(400, { error: 'This is not an M-Pesa till statement: it has no "Receipt No." column. Export the statement as CSV from the M-Pesa organisation portal.' });
  return answer(200, state.statementReport);
}

/** Answers a call under /api/office/payments; false when it is none of them. */
export function answerPayments(state: PaymentsStubState, orders: Map<string, StubOrder>, request: PaymentsRequest, answer: Answer): boolean {
  const { method, path, url } = request;
  if (!path.startsWith('/payments/')) return false;
  if (Buffer.byteLength(request.text) > state.bodyLimit) {
    answer(413, { error: 'The request is too large.' });
    return true;
  }
  if (method === 'GET' && path === '/payments/registration') answer(200, state.registration);
  else if (method === 'GET' && path === '/payments/unreadable') answer(200, { evidence: state.unreadable });
  else if (method === 'GET' && path === '/payments/unmatched') {
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
    const unmatched = state.payments.filter((payment) => payment.orderId === null);
    const shown = unmatched.slice((page - 1) * pageSize, page * pageSize).map((payment) => ({ ...payment, orderId: undefined }));
    answer(200, { payments: shown, page, pageSize, total: unmatched.length });
  } else if (method === 'POST' && path === '/payments/statement') statement(state, request, answer);
  else {
    const match = /^\/payments\/([^/]+)\/(suggestions|link)$/.exec(path);
    const receipt = decodeURIComponent(match?.[1] ?? '');
    const payment = state.payments.find((entry) => entry.receipt === receipt.toUpperCase());
    if (!match) answer(404, { error: 'Not found.' });
    else if (match[2] === 'link' && method === 'POST') link(state, orders, request, receipt, answer);
    else if (!payment) answer(404, { error: 'There is no M-Pesa payment with this receipt.' });
    else answer(200, { receipt: payment.receipt, amount: payment.amount, orders: payment.orderId === null ? (state.suggestions.get(payment.receipt) ?? []) : [] });
  }
  return true;
}
