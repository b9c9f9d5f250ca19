import assert from 'node:assert/strict';
import { test } from 'node:test';
import { receiptNumber, receiptPrefix } from './wire';

test('a receipt starts with its East Africa date, as M-Pesa\'s do (TAH: 17 January 2025)', () => {
  // Receipts and Transaction Status placeholders seen from Daraja: TAH5J2K991 on 2025-01-17,
  // SB659DEI29 on 2024-02-06, MAS0000000 on 2018-01-28, MBN0000000 on 2018-02-23.
  assert.equal(receiptPrefix(new Date('2025-01-17T12:00:00+03:00')), 'TAH');
  assert.equal(receiptPrefix(new Date('2024-02-06T12:00:00+03:00')), 'SB6');
  assert.equal(receiptPrefix(new Date('2018-01-28T12:00:00+03:00')), 'MAS');
  assert.equal(receiptPrefix(new Date('2018-02-23T12:00:00+03:00')), 'MBN');
  assert.equal(receiptPrefix(new Date('2026-12-31T22:30:00Z')), 'VA1', 'already 1 January 2027 in Nairobi');
  assert.match(receiptNumber(new Date('2025-11-06T10:00:00+03:00')), /^TK6[A-Z0-9]{7}$/);
});
