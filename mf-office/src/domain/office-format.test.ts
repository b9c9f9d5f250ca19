import { auditActionText, auditDetailText, eventText, flagText, formatWhen } from './office-format';
import { waitText } from './office-fault';

describe('the office’s words for times, events and the access record', () => {
  it('writes a UTC time in East Africa Time and an EAT one as written', () => {
    expect(formatWhen('2026-11-26T11:02:09.000Z')).toBe('26 Nov 2026, 14:02');
    expect(formatWhen('2026-11-26T14:02:09+03:00')).toBe('26 Nov 2026, 14:02');
  });

  it('names the payment events of an order’s history, others as written', () => {
    expect(eventText('payment linked')).toBe('Linked an M-Pesa payment to this order');
    expect(eventText('statement line')).toBe('Found in the till statement');
    expect(eventText('prompt outcome unknown')).toBe('M-Pesa prompt’s outcome unknown');
    expect(eventText('marked ready')).toBe('Marked ready');
  });

  it('names the payment flags: paid out of stock in words, others as written', () => {
    expect(flagText('paid-out-of-stock')).toBe('Paid, out of stock');
    expect(flagText('code-unmatched')).toBe('Code unmatched');
  });

  it('names the payment actions of the access record, others as written', () => {
    expect(auditActionText('payment.link')).toBe('Linked a payment');
    expect(auditActionText('payments.statement')).toBe('Imported a till statement');
    expect(auditActionText('order.open')).toBe('Opened an order');
    expect(auditActionText('order.handover-refused')).toBe('Hand-over refused');
    expect(auditActionText('account.reset-password')).toBe('Reset a password');
    expect(auditActionText('something.new')).toBe('Something new');
  });

  it('says what an entry’s detail holds in words: the action and its reason, the kind of search, the refusal', () => {
    expect(auditDetailText('order.action', { action: 'verify-payment', reason: 'Saw the M-Pesa SMS' })).toBe('Action: Verify payment. Reason: Saw the M-Pesa SMS');
    expect(auditDetailText('orders.list', { search: 'phone', tab: 'ready', filters: { county: 'Nairobi' }, orderIds: ['MN-1', 'MN-2'] })).toBe(
      'Tab: Ready. Searched by phone number. Filters: county: Nairobi. Orders shown: MN-1, MN-2',
    );
    expect(auditDetailText('refused', { route: 'POST /api/office/orders/:orderId/actions', code: 'role' })).toBe('Asked: POST /api/office/orders/:orderId/actions. Refused: not allowed for their role');
    expect(auditDetailText('orders.export', { via: 'token', rows: 12 })).toBe('With the API token. 12 rows');
    expect(auditDetailText('account.reset-password', { username: 'njeri' })).toBe('Account: njeri');
    expect(auditDetailText('settings.change', { staffSecondFactor: true })).toBe('Second factor required for staff and managers: on');
    expect(auditDetailText('something.new', { count: 3, ok: false, ids: ['a', 'b'] })).toBe('count: 3. ok: no. ids: a, b');
    expect(auditDetailText('order.open', null)).toBeNull();
  });

  it('says what a product change of the access record was, each field old → new', () => {
    expect(auditActionText('catalogue.edit')).toBe('Edited a product');
    expect(auditActionText('catalogue.import')).toBe('Imported products (CSV)');
    expect(auditDetailText('catalogue.edit', { id: 'a-power-capsules', changes: { price: { from: 2500, to: 2600 }, salePrice: { from: null, to: 2400 }, hidden: { from: false, to: true } } })).toBe(
      'Product: a-power-capsules. price: 2500 → 2600; sale price: none → 2400; hidden: no → yes',
    );
    expect(auditDetailText('catalogue.import', { products: 1, changes: [{ id: 'ginseng-coffee', name: 'Ginseng Coffee', field: 'stock', from: 180, to: 20 }] })).toBe('1 product. ginseng-coffee stock: 180 → 20');
    expect(auditDetailText('catalogue.settings', { changes: { holdMinutes: { from: 60, to: 30 } } })).toBe('hold minutes: 60 → 30');
  });

  it('says a wait in minutes and hours', () => {
    expect(waitText(30)).toBe('1 minute');
    expect(waitText(840)).toBe('14 minutes');
    expect(waitText(3600)).toBe('1 hour');
    expect(waitText(7500)).toBe('2 hours and 5 minutes');
  });
});
