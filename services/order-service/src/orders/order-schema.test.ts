import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check } from '../validation';
import { cashOrder, validOrder } from '../test-support/order-fixture';
import { MAX_ORDER_LINES, orderSubmissionSchema } from './order-schema';

/** The fields the schema names for an input, with their messages. */
function problems(input: unknown): Record<string, string> {
  const checked = check(orderSubmissionSchema, input);
  return checked.ok ? {} : Object.fromEntries(checked.problems.map((problem) => [problem.field, problem.message]));
}

describe('the order schema', () => {
  it('accepts what the checkout sends, for M-Pesa and for cash on delivery', () => {
    assert.deepEqual(problems(validOrder()), {});
    assert.deepEqual(problems(cashOrder()), {});
    // Notes on lines of their own, with an emoji's own zero-width joiner.
    assert.deepEqual(problems(validOrder({ notes: 'Gate B,\nnear the kiosk 👩‍👧' })), {});
  });

  it('lists every problem of an empty body, by field', () => {
    const found = problems({});
    for (const field of ['orderId', 'customerName', 'phoneNumber', 'customerId', 'orderAmount', 'products', 'paymentMethod', 'paymentDate', 'currency', 'lines', 'county', 'pickupStation'])
      assert.ok(found[field], `${field} should be named`);
    assert.deepEqual(problems(null), { '(body)': 'Invalid input: expected object, received null' });
  });

  const rules: [string, Parameters<typeof validOrder>[0], string, RegExp][] = [
    ['an order ID not ORDER + 16 digits', { orderId: 'ORDER123' }, 'orderId', /ORDER followed by 16 digits/],
    ['an empty name', { customerName: '   ' }, 'customerName', /name is required/],
    ['a name over 101 characters', { customerName: 'W'.repeat(102) }, 'customerName', /longer than 101/],
    ['a phone not written +254 and 9 digits', { phoneNumber: '0722123456' }, 'phoneNumber', /\+254 and 9 digits/],
    ['a landline', { phoneNumber: '+254202123456' }, 'phoneNumber', /Kenyan mobile/],
    ['a number no Kenyan network issues (019…)', { phoneNumber: '+254190000000' }, 'phoneNumber', /Kenyan mobile/],
    ['an ID of 5 digits', { customerId: '12345' }, 'customerId', /6 to 9 digits/],
    ['an ID with letters', { customerId: '1234567A' }, 'customerId', /6 to 9 digits/],
    ['a fractional amount', { orderAmount: 5160.5 }, 'orderAmount', /whole number/],
    ['a negative amount', { orderAmount: -1 }, 'orderAmount', /cannot be negative/],
    ['an amount given as text', { orderAmount: '5160' as unknown as number }, 'orderAmount', /whole number/],
    ['a currency other than KES', { currency: 'USD' as 'KES' }, 'currency', /must be KES/],
    ['a date that is not ISO', { paymentDate: 'yesterday' }, 'paymentDate', /ISO timestamp/],
    ['an unknown payment method', { paymentMethod: 'card' as 'mpesa' }, 'paymentMethod', /mpesa or cod/],
    ['an M-Pesa order without a transaction ID marked paid', { mpesaTransactionId: null }, 'paymentStatus', /must be pending/],
    ['a lower-case transaction ID', { mpesaTransactionId: 'qft4xy7z2k' }, 'mpesaTransactionId', /10 upper-case/],
    ['a transaction ID of 9 characters', { mpesaTransactionId: 'QFT4XY7Z2' }, 'mpesaTransactionId', /10 upper-case/],
    ['an M-Pesa order marked pending', { paymentStatus: 'pending' }, 'paymentStatus', /must be paid/],
    ['an unknown county', { county: 'Atlantis' }, 'county', /47 counties/],
    ['a station of another county', { pickupStation: { id: 'nairobi-westlands', name: 'Nairobi - Westlands', fee: 240 } }, 'pickupStation.id', /county’s stations/],
    ['an e-mail without a domain', { email: 'wanjiku@example' }, 'email', /not valid/],
    ['notes over 500 characters', { notes: 'n'.repeat(501) }, 'notes', /longer than 500/],
    ['notes with a right-to-left override', { notes: 'Gate B \u202Eeerf si ti' }, 'notes', /Remove the invisible characters from the notes/],
    ['notes with a zero-width space', { notes: 'Gate\u200BB' }, 'notes', /invisible characters/],
    ['no lines', { lines: [] }, 'lines', /at least one line/],
    ['a quantity of 0', { lines: [{ id: 'olive-soap', name: 'Olive Soap', unitPrice: 500, quantity: 0, lineTotal: 0 }] }, 'lines.0.quantity', /at least 1/],
    ['a quantity over 999', { lines: [{ id: 'olive-soap', name: 'Olive Soap', unitPrice: 500, quantity: 1000, lineTotal: 500_000 }] }, 'lines.0.quantity', /exceed 999/],
    ['a line total that is not price × quantity', { lines: [{ id: 'olive-soap', name: 'Olive Soap', unitPrice: 500, quantity: 3, lineTotal: 1000 }] }, 'lines.0.lineTotal', /unit price times/],
    [
      'one product on two lines',
      {
        lines: [
          { id: 'olive-soap', name: 'Olive Soap', unitPrice: 500, quantity: 1, lineTotal: 500 },
          { id: 'olive-soap', name: 'Olive Soap', unitPrice: 500, quantity: 2, lineTotal: 1000 },
        ],
      },
      'lines.1.id',
      /two lines/,
    ],
    ['a coupon of 41 characters', { coupon: 'C'.repeat(41) }, 'coupon', /longer than 40/],
  ];
  for (const [what, overrides, field, message] of rules) {
    it(`refuses ${what}`, () => {
      const found = problems(validOrder(overrides));
      assert.match(found[field] ?? '(not named)', message);
    });
  }

  it(`refuses more than ${MAX_ORDER_LINES} lines`, () => {
    const lines = Array.from({ length: MAX_ORDER_LINES + 1 }, (_, index) => ({ id: `p${index}`, name: `P${index}`, unitPrice: 1, quantity: 1, lineTotal: 1 }));
    assert.match(problems(validOrder({ lines })).lines ?? '', /at most 100 lines/);
  });

  it('refuses cash on delivery outside Nairobi, with a transaction ID, or marked paid', () => {
    assert.match(problems(cashOrder({ county: 'Kiambu', pickupStation: { id: 'thika', name: 'Thika', fee: 260 } })).paymentMethod ?? '', /Nairobi only/);
    assert.match(problems(cashOrder({ mpesaTransactionId: 'QFT4XY7Z2K' })).mpesaTransactionId ?? '', /no M-Pesa transaction ID/);
    assert.match(problems(cashOrder({ paymentStatus: 'paid' })).paymentStatus ?? '', /pending until it is paid/);
  });

  it('trims text and keeps unknown extra fields out of what is stored', () => {
    const checked = check(orderSubmissionSchema, { ...validOrder({ customerName: '  Wanjiku Kamau ' }), isAdmin: true });
    assert.ok(checked.ok);
    assert.equal(checked.value.customerName, 'Wanjiku Kamau');
    assert.equal('isAdmin' in checked.value, false);
  });
});
