import { parseOrder } from './office-parsers';
import type { StatementReport } from './office-types';
import { changedRows, linkOutcomeText, normalOrderId, orderIdProblem, reasonsText, sizeText, sourceText, statementNoteText, statementSummary } from './payments-words';

const ORDER_ID = 'ORDER1764151200000123';

const report = (counts: Partial<StatementReport>): StatementReport => ({ lines: 0, paidIn: 0, known: 0, filledIn: 0, added: 0, matched: 0, unmatched: 0, skipped: 0, rows: [], ...counts });

describe('the Payments page’s words', () => {
  it('says why an order is suggested and where a payment came from', () => {
    expect(reasonsText(['amount', 'payer', 'time'])).toBe('amount due matches, same payer, placed within 2 hours');
    expect(sourceText('c2b')).toBe('till payment');
    expect(sourceText('statement')).toBe('till statement');
    expect(sourceText('carrier-pigeon')).toBe('carrier pigeon');
  });

  it('takes an order ID typed in any case and with spaces, and says what a wrong one lacks', () => {
    expect(normalOrderId(' order1764 1512 0000 0123 ')).toBe(ORDER_ID);
    expect(orderIdProblem(' order1764151200000123')).toBeNull();
    expect(orderIdProblem('')).toBe('Type the order’s ID.');
    expect(orderIdProblem('ORDER123')).toMatch(/ORDER followed by 16 digits/);
  });

  it('says what a link did, reading the order after it for what is left to pay', () => {
    expect(linkOutcomeText({ orderId: ORDER_ID, effect: 'paid' }, null)).toBe(`Order ${ORDER_ID} is paid.`);
    expect(linkOutcomeText({ orderId: ORDER_ID, effect: 'attached' }, null)).toBe(`Linked. Order ${ORDER_ID} was already paid: this payment is now its evidence.`);
    const underpaid = parseOrder({ orderId: ORDER_ID, version: 3, total: 2900, payment: { flag: 'underpaid', payments: [{ receipt: 'TKQ1', amount: 1000 }, { receipt: 'TKQ2', amount: 500 }] } });
    expect(linkOutcomeText({ orderId: ORDER_ID, effect: 'flagged' }, underpaid)).toBe(`Linked; order ${ORDER_ID} still has KES 1,400 to pay.`);
    const unexpected = parseOrder({ orderId: ORDER_ID, version: 3, total: 2900, status: 'cancelled', payment: { flag: 'unexpected-payment', payments: [] } });
    expect(linkOutcomeText({ orderId: ORDER_ID, effect: 'flagged' }, unexpected)).toBe(`Linked; order ${ORDER_ID} is flagged (unexpected payment): look at it.`);
    expect(linkOutcomeText({ orderId: ORDER_ID, effect: 'flagged' }, null)).toBe(`Linked; order ${ORDER_ID} is flagged: look at it.`);
    expect(linkOutcomeText({ orderId: ORDER_ID, effect: null }, null)).toBe(`Linked to order ${ORDER_ID}.`);
  });

  it('sums a statement’s import up in a sentence', () => {
    expect(statementSummary(report({ lines: 12, paidIn: 12, known: 10, added: 2, matched: 1, unmatched: 1 }))).toBe(
      '12 payments in the statement: 10 known, 2 new — 1 matched to its order, 1 unmatched.',
    );
    expect(statementSummary(report({ lines: 5, paidIn: 4, known: 2, filledIn: 1, added: 1, matched: 0, unmatched: 1, skipped: 1 }))).toBe(
      '4 payments in the statement: 3 known (1 with details filled in), 1 new — 0 matched to their orders, 1 unmatched. 1 other line skipped (money out of the till, or not completed).',
    );
    expect(statementSummary(report({ lines: 1, paidIn: 1, known: 1 }))).toBe('1 payment in the statement: 1 known, none new.');
    expect(statementSummary(report({ lines: 2, skipped: 2 }))).toBe('No payment into the till in this statement. 2 other lines skipped (money out of the till, or not completed).');
  });

  it('shows the new and changed lines, with what each did to its order', () => {
    const row = { receipt: 'TKQ1A2B3C4', completedAt: null, amount: 1160, orderId: ORDER_ID };
    const rows = [
      { ...row, outcome: 'known' as const, note: null },
      { ...row, outcome: 'filled-in' as const, note: 'the shop had KES 1160' },
      { ...row, outcome: 'added-matched' as const, note: 'paid' },
      { ...row, outcome: 'added-unmatched' as const, orderId: null, note: null },
      { ...row, outcome: 'skipped' as const, note: 'money out of the till' },
    ];
    expect(changedRows(report({ rows })).map((entry) => entry.outcome)).toEqual(['filled-in', 'added-matched', 'added-unmatched']);
    expect(rows.map(statementNoteText)).toEqual([null, 'the shop had KES 1160', 'The order is paid.', null, 'money out of the till']);
  });

  it('writes a file’s size as the owner reads it', () => {
    expect(sizeText(2 * 1024 * 1024)).toBe('2 MB');
    expect(sizeText(2 * 1024 * 1024 + 1)).toBe('2.1 MB');
    expect(sizeText(Math.round(2.4 * 1024 * 1024))).toBe('2.4 MB');
    expect(sizeText(180 * 1024)).toBe('180 KB');
    expect(sizeText(10)).toBe('1 KB');
  });
});
