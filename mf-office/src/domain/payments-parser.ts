// The parsers of the Payments page's answers (docs/office.md, "Payments"), untrusted like every
// answer: a malformed one is null (the client then reports the service as not answering
// sensibly), a malformed entry of a list is left out. Loaded with the Payments page only.
import { count, isObject, listOf, oneOf, text, textOrNull } from './read-json';
import type {
  EvidenceKind,
  LinkEffect,
  LinkResult,
  OrderSuggestion,
  PaymentsRegistration,
  PaymentSuggestions,
  RegistrationState,
  StatementOutcome,
  StatementReport,
  StatementRow,
  SuggestionReason,
  UnmatchedPage,
  UnmatchedPayment,
  UnreadableEvidence,
} from './office-types';

const REGISTRATION_STATES: readonly RegistrationState[] = ['registered', 'already-registered', 'differs', 'not-registered', 'off'];
const SUGGESTION_REASONS: readonly SuggestionReason[] = ['amount', 'payer', 'time'];
const LINK_EFFECTS: readonly LinkEffect[] = ['paid', 'flagged', 'attached', 'unmatched', 'already-stored'];
const EVIDENCE_KINDS: readonly EvidenceKind[] = ['stk-result', 'c2b-validation', 'c2b-confirmation', 'status-result', 'status-timeout'];
const STATEMENT_OUTCOMES: readonly StatementOutcome[] = ['known', 'filled-in', 'added-matched', 'added-unmatched', 'skipped'];

/** A receipt as M-Pesa writes one (the service's own check: letters and digits, at most 32). */
const RECEIPT = /^[A-Za-z0-9]{1,32}$/;

const receiptOf = (value: unknown): string | null => (typeof value === 'string' && RECEIPT.test(value) ? value : null);
const amountOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
/** An optional text: null when absent, empty or not text. */
const optional = (value: unknown, max = 200): string | null => textOrNull(value, max) || null;

/** Read leniently: whatever the state, an alarm the service gives is shown. */
export function parseRegistration(value: unknown): PaymentsRegistration | null {
  if (!isObject(value)) return null;
  return {
    state: oneOf(value.state, REGISTRATION_STATES),
    shortCode: optional(value.shortCode, 20),
    origin: optional(value.origin, 500),
    at: optional(value.at, 40),
    alarm: optional(value.alarm, 1000),
  };
}

function parseUnmatchedPayment(value: unknown): UnmatchedPayment | null {
  if (!isObject(value)) return null;
  const receipt = receiptOf(value.receipt);
  const amount = amountOf(value.amount);
  if (!receipt || amount === null) return null;
  return {
    receipt,
    amount,
    receivedAt: text(value.receivedAt, '', 40),
    source: text(value.source, '', 40),
    account: optional(value.account),
    shortCode: optional(value.shortCode, 20),
    msisdn: optional(value.msisdn, 20),
    firstName: optional(value.firstName, 100),
  };
}

export function parseUnmatchedPage(value: unknown): UnmatchedPage | null {
  if (!isObject(value) || !Array.isArray(value.payments)) return null;
  return { payments: listOf(value.payments, parseUnmatchedPayment), page: count(value.page, 1), pageSize: count(value.pageSize, 25), total: count(value.total) };
}

function parseSuggestion(value: unknown): OrderSuggestion | null {
  if (!isObject(value)) return null;
  const orderId = text(value.orderId, '', 100);
  if (!orderId) return null;
  return {
    orderId,
    total: count(value.total),
    due: count(value.due),
    status: text(value.status, '', 40),
    createdAt: text(value.createdAt, '', 40),
    phone: optional(value.phone, 20),
    reasons: listOf(value.reasons, (reason) => oneOf(reason, SUGGESTION_REASONS)),
  };
}

export function parseSuggestions(value: unknown): PaymentSuggestions | null {
  if (!isObject(value) || !Array.isArray(value.orders)) return null;
  const receipt = receiptOf(value.receipt);
  const amount = amountOf(value.amount);
  if (!receipt || amount === null) return null;
  return { receipt, amount, orders: listOf(value.orders, parseSuggestion) };
}

export function parseLinkResult(value: unknown): LinkResult | null {
  if (!isObject(value)) return null;
  const orderId = text(value.orderId, '', 100);
  return orderId ? { orderId, effect: oneOf(value.effect, LINK_EFFECTS) } : null;
}

function parseEvidence(value: unknown): UnreadableEvidence | null {
  if (!isObject(value)) return null;
  const id = typeof value.id === 'number' ? String(value.id) : text(value.id, '', 100);
  if (!id) return null;
  return {
    id,
    kind: oneOf(value.kind, EVIDENCE_KINDS),
    receivedAt: text(value.receivedAt, '', 40),
    reference: optional(value.reference, 100),
    amount: amountOf(value.amount),
    problem: optional(value.problem, 300),
  };
}

export function parseUnreadable(value: unknown): UnreadableEvidence[] | null {
  if (!isObject(value) || !Array.isArray(value.evidence)) return null;
  return listOf(value.evidence, parseEvidence);
}

function parseStatementRow(value: unknown): StatementRow | null {
  if (!isObject(value)) return null;
  // As the statement wrote it (a skipped line's may be anything): shown as text, never a path.
  const receipt = text(value.receipt, '', 40);
  const outcome = oneOf(value.outcome, STATEMENT_OUTCOMES);
  if (!receipt || !outcome) return null;
  return {
    receipt,
    completedAt: optional(value.completedAt, 40),
    amount: count(value.amount),
    outcome,
    orderId: optional(value.orderId, 100),
    note: optional(value.note, 300),
  };
}

/** The import's report: its counts are numbers, or it is no report. */
export function parseStatementReport(value: unknown): StatementReport | null {
  if (!isObject(value) || !Array.isArray(value.rows)) return null;
  const counts = ['lines', 'paidIn', 'known', 'filledIn', 'added', 'matched', 'unmatched', 'skipped'] as const;
  if (counts.some((key) => amountOf(value[key]) === null)) return null;
  return {
    lines: count(value.lines),
    paidIn: count(value.paidIn),
    known: count(value.known),
    filledIn: count(value.filledIn),
    added: count(value.added),
    matched: count(value.matched),
    unmatched: count(value.unmatched),
    skipped: count(value.skipped),
    rows: listOf(value.rows, parseStatementRow),
  };
}
