import { parseLinkResult, parseRegistration, parseStatementReport, parseSuggestions, parseUnmatchedPage, parseUnreadable } from './payments-parser';

// The answers as the order service's tests show them (services/order-service/src/payments/
// reconciliation.test.ts, evidence.test.ts, c2b-registration.ts), and what a broken one becomes.
describe('reading the Payments page’s answers, which are never trusted', () => {
  it('reads the registration leniently: an alarm is shown whatever the state says', () => {
    const alarm = 'M-Pesa sends the till’s confirmations to URLs this shop no longer uses.';
    expect(parseRegistration({ shortCode: '5877276', state: 'differs', origin: 'https://mimea.example', at: '2026-11-20T05:00:00.000Z', alarm })).toEqual({
      state: 'differs',
      shortCode: '5877276',
      origin: 'https://mimea.example',
      at: '2026-11-20T05:00:00.000Z',
      alarm,
    });
    expect(parseRegistration({ state: 'off', alarm: null })).toEqual({ state: 'off', shortCode: null, origin: null, at: null, alarm: null });
    expect(parseRegistration({ state: 'on-fire', alarm })).toMatchObject({ state: null, alarm });
    expect(parseRegistration({ state: 'registered', alarm: '' })?.alarm).toBeNull();
    expect(parseRegistration('<html>')).toBeNull();
  });

  it('keeps unmatched payments with a receipt and an amount, and leaves the others out', () => {
    const page = parseUnmatchedPage({
      payments: [
        { receipt: 'QK12AB34CD56', amount: 2740, receivedAt: '2026-11-26T14:02:09+03:00', source: 'c2b', account: '<b>me</b>', shortCode: '5877276', msisdn: '2547*****149', firstName: 'John' },
        { receipt: '../../orders', amount: 5 },
        { receipt: 'RKTQDM7W6S', amount: 'ten shillings' },
        { receipt: 'RKTQDM7W6T', amount: 60, account: '', msisdn: null },
      ],
      page: 2,
      pageSize: 25,
      total: 27,
    });
    expect(page?.payments.map((payment) => payment.receipt)).toEqual(['QK12AB34CD56', 'RKTQDM7W6T']);
    expect(page?.payments[0]).toMatchObject({ account: '<b>me</b>', msisdn: '2547*****149', firstName: 'John' });
    expect(page?.payments[1]).toMatchObject({ account: null, msisdn: null, firstName: null, source: '' });
    expect(page).toMatchObject({ page: 2, pageSize: 25, total: 27 });
    expect(parseUnmatchedPage({ total: 3 })).toBeNull();
  });

  it('reads the suggestions, dropping reasons it does not know', () => {
    const suggestions = parseSuggestions({
      receipt: 'QK12AB34CD56',
      amount: 1160,
      orders: [{ orderId: 'ORDER1764151200000123', total: 1160, due: 1160, status: 'awaiting-payment', createdAt: '2026-11-26T10:30:00.000Z', phone: '2547*****999', reasons: ['amount', 'luck', 'time'] }, { total: 5 }],
    });
    expect(suggestions?.orders).toEqual([{ orderId: 'ORDER1764151200000123', total: 1160, due: 1160, status: 'awaiting-payment', createdAt: '2026-11-26T10:30:00.000Z', phone: '2547*****999', reasons: ['amount', 'time'] }]);
    expect(parseSuggestions({ receipt: 'QK12AB34CD56', orders: [] })).toBeNull();
  });

  it('reads a link’s effect, an unknown one as null', () => {
    expect(parseLinkResult({ orderId: 'ORDER1764151200000123', effect: 'paid' })).toEqual({ orderId: 'ORDER1764151200000123', effect: 'paid' });
    expect(parseLinkResult({ orderId: 'ORDER1764151200000123', effect: 'teleported' })).toEqual({ orderId: 'ORDER1764151200000123', effect: null });
    expect(parseLinkResult({ effect: 'paid' })).toBeNull();
  });

  it('reads the bodies that could not be read: numeric ids, unknown kinds, nothing else', () => {
    const evidence = parseUnreadable({
      evidence: [
        { id: 7, kind: 'c2b-confirmation', receivedAt: '2026-11-26T14:02:09+03:00', reference: null, amount: null, problem: 'body: not JSON' },
        { id: 6, kind: 'carrier-pigeon', receivedAt: '2026-11-26T14:01:00+03:00', reference: 'RKTQDM7W6S', amount: 2740, problem: 'TransAmount: must be an amount above 0', body: '{"MSISDN":"254708374149"}' },
        { kind: 'stk-result' },
      ],
    });
    expect(evidence).toEqual([
      { id: '7', kind: 'c2b-confirmation', receivedAt: '2026-11-26T14:02:09+03:00', reference: null, amount: null, problem: 'body: not JSON' },
      { id: '6', kind: null, receivedAt: '2026-11-26T14:01:00+03:00', reference: 'RKTQDM7W6S', amount: 2740, problem: 'TransAmount: must be an amount above 0' },
    ]);
    expect(parseUnreadable({ rows: [] })).toBeNull();
  });

  it('reads a statement’s report only with all its counts', () => {
    const counts = { lines: 13, paidIn: 12, known: 10, filledIn: 0, added: 2, matched: 1, unmatched: 1, skipped: 1 };
    const report = parseStatementReport({
      ...counts,
      rows: [
        { receipt: 'TKQ1A2B3C4', completedAt: '2026-11-26T11:02:09.000Z', amount: 1160, outcome: 'added-matched', orderId: 'ORDER1764151200000123', note: 'paid' },
        { receipt: 'TKQ1A2B3C5', completedAt: null, amount: 500, outcome: 'added-unmatched', orderId: null, note: null },
        { receipt: 'TKQ1A2B3C6', completedAt: null, amount: 500, outcome: 'vanished', orderId: null, note: null },
      ],
    });
    expect(report).toMatchObject(counts);
    expect(report?.rows.map((row) => row.outcome)).toEqual(['added-matched', 'added-unmatched']);
    expect(parseStatementReport({ ...counts, matched: '1', rows: [] })).toBeNull();
    expect(parseStatementReport(counts)).toBeNull();
  });
});
