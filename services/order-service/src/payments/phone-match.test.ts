// The payer's number in the forms Daraja's bodies carry it.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { it } from 'node:test';
import { isSamePayer } from './phone-match';

const KNOWN = '+254722123456';

it('a number written out in any Kenyan form is the payer, or is not', () => {
  assert.equal(isSamePayer(KNOWN, '254722123456'), true);
  assert.equal(isSamePayer(KNOWN, '0722123456'), true);
  assert.equal(isSamePayer(KNOWN, '254722123457'), false);
});

it('a masked number (C2B v2) matches on the digits it shows', () => {
  assert.equal(isSamePayer(KNOWN, '2547 ***** 456'), true);
  assert.equal(isSamePayer(KNOWN, '2547*****456'), true);
  assert.equal(isSamePayer(KNOWN, '0722****56'), true);
  assert.equal(isSamePayer(KNOWN, '2547 ***** 999'), false);
});

it('a hashed number matches its SHA-256', () => {
  const hash = createHash('sha256').update('254722123456').digest('hex');
  assert.equal(isSamePayer(KNOWN, hash), true);
  assert.equal(isSamePayer(KNOWN, hash.toUpperCase()), true);
  assert.equal(isSamePayer(KNOWN, createHash('sha256').update('254722000000').digest('hex')), false);
});

it('an empty or unreadable number tells nothing', () => {
  assert.equal(isSamePayer(KNOWN, null), null);
  assert.equal(isSamePayer(KNOWN, ''), null);
  assert.equal(isSamePayer(KNOWN, '**********'), null);
  assert.equal(isSamePayer(KNOWN, 'John'), null);
});
