// What the Payments page says (docs/office.md, "Payments"): why an order is suggested, where a
// payment came from, what a link did, what a statement's import did, in words the owner reads.
import { ORDER_ID_PATTERN } from '@mimea/order-rules';
import { flagText, formatKES, statusText } from './office-format';
import type { EvidenceKind, LinkResult, OfficeOrder, StatementOutcome, StatementReport, StatementRow, SuggestionReason } from './office-types';

/** `1 payment`, `2 payments`. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export const REASON_WORDS: Record<SuggestionReason, string> = {
  amount: 'amount due matches',
  payer: 'same payer',
  time: 'placed within 2 hours',
};

/** 'amount due matches, same payer'. */
export function reasonsText(reasons: readonly SuggestionReason[]): string {
  return reasons.map((reason) => REASON_WORDS[reason]).join(', ');
}

/** Where the shop learnt of a payment (the service's PAYMENT_SOURCE_LABELS). */
const SOURCE_WORDS: Record<string, string> = {
  'prompt-callback': 'M-Pesa prompt',
  'stk-query': 'M-Pesa prompt (STK Query)',
  c2b: 'till payment',
  'transaction-status': 'M-Pesa Transaction Status',
  statement: 'till statement',
};

export function sourceText(source: string): string {
  return SOURCE_WORDS[source] ?? statusText(source).toLowerCase();
}

const EVIDENCE_WORDS: Record<EvidenceKind, string> = {
  'stk-result': 'A prompt’s answer',
  'c2b-validation': 'A till payment’s check (validation)',
  'c2b-confirmation': 'A till payment’s confirmation',
  'status-result': 'A Transaction Status answer',
  'status-timeout': 'A Transaction Status timeout',
};

export function evidenceKindText(kind: EvidenceKind | null): string {
  return kind ? EVIDENCE_WORDS[kind] : 'A message from M-Pesa';
}

/** ' ORDER1764000000000123 ' or 'order1764…' → 'ORDER1764000000000123'. */
export function normalOrderId(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** What a typed order ID lacks, or null when it is one. */
export function orderIdProblem(typed: string): string | null {
  const orderId = normalOrderId(typed);
  if (orderId === '') return 'Type the order’s ID.';
  return ORDER_ID_PATTERN.test(orderId) ? null : 'An order ID is ORDER followed by 16 digits, as on the order’s page.';
}

/** What the order still has to pay, from the order as it is now. */
function stillDue(order: OfficeOrder): number {
  const paid = order.payment.payments.reduce((sum, payment) => sum + payment.amount, 0);
  return Math.max(0, order.total - paid);
}

/**
 * What a link did, in a sentence. `order`: the order read after the link (for a flag, what it
 * still has to pay), or null when it was not read.
 */
export function linkOutcomeText(result: LinkResult, order: OfficeOrder | null): string {
  const { orderId } = result;
  switch (result.effect) {
    case 'paid':
      return `Order ${orderId} is paid.`;
    case 'attached':
      return `Linked. Order ${orderId} was already paid: this payment is now its evidence.`;
    case 'flagged': {
      const flag = order?.payment.flag ?? null;
      if (order && flag === 'underpaid' && stillDue(order) > 0) return `Linked; order ${orderId} still has ${formatKES(stillDue(order))} to pay.`;
      if (flag) return `Linked; order ${orderId} is flagged (${flagText(flag).toLowerCase()}): look at it.`;
      return `Linked; order ${orderId} is flagged: look at it.`;
    }
    default:
      return `Linked to order ${orderId}.`;
  }
}

export const OUTCOME_WORDS: Record<StatementOutcome, string> = {
  known: 'Known already',
  'filled-in': 'Known; its details filled in',
  'added-matched': 'New: matched to its order',
  'added-unmatched': 'New: matches no order',
  skipped: 'Skipped',
};

/** A new line's note is what it did to its order; others' notes are the service's words. */
export function statementNoteText(row: StatementRow): string | null {
  if (row.outcome !== 'added-matched') return row.note;
  switch (row.note) {
    case 'paid':
      return 'The order is paid.';
    case 'flagged':
      return 'The order is flagged: look at it.';
    case 'attached':
      return 'Kept as the evidence of the paid order.';
    case 'already-stored':
    case null:
      return null;
    default:
      return row.note;
  }
}

/** The lines a report's table shows: what was new or changed (known lines stay as they were). */
export function changedRows(report: StatementReport): StatementRow[] {
  return report.rows.filter((row) => row.outcome === 'filled-in' || row.outcome === 'added-matched' || row.outcome === 'added-unmatched');
}

/**
 * '12 payments in the statement: 10 known, 2 new — 1 matched to its order, 1 unmatched.' and,
 * when the statement held other lines, how many were skipped.
 */
export function statementSummary(report: StatementReport): string {
  const known = report.known + report.filledIn;
  const sentences: string[] = [];
  if (report.paidIn === 0) sentences.push('No payment into the till in this statement.');
  else {
    const knownText = `${known} known${report.filledIn > 0 ? ` (${report.filledIn} with details filled in)` : ''}`;
    const newText =
      report.added === 0
        ? 'none new'
        : `${report.added} new — ${report.matched} matched to ${report.matched === 1 ? 'its order' : 'their orders'}, ${report.unmatched} unmatched`;
    sentences.push(`${plural(report.paidIn, 'payment', 'payments')} in the statement: ${knownText}, ${newText}.`);
  }
  if (report.skipped > 0) sentences.push(`${plural(report.skipped, 'other line', 'other lines')} skipped (money out of the till, or not completed).`);
  return sentences.join(' ');
}

/** '2 MB', '2.4 MB', '180 KB': rounded up, so a file just over a limit never reads as the limit. */
export function sizeText(bytes: number): string {
  const megabyte = 1024 * 1024;
  if (bytes < megabyte) return `${Math.max(1, Math.ceil(bytes / 1024 - 1e-9))} KB`;
  const tenths = Math.ceil((bytes * 10) / megabyte - 1e-9);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)} MB`;
}
