import assert from 'node:assert/strict';
import { it } from 'node:test';
import { promptStateOf } from './prompt-outcome';

it("names each documented ResultCode's state, as a number or a string, and any other failed", () => {
  assert.deepEqual(
    ['0', '1031', '1032', '1037', '1019', '1', '2001', '17', '26', '1001', '8006', '4', '8', '2028', 'SFC_IC0003', 'sfc_ic0003', '1025', '9999', '-1'].map(promptStateOf),
    [
      'paid',
      'cancelled',
      'cancelled',
      'unreachable',
      'timed-out',
      'insufficient-funds',
      'wrong-pin',
      'rule-limited',
      'busy',
      'busy',
      'pin-locked',
      'limit-exceeded',
      'limit-exceeded',
      'not-permitted',
      'not-permitted',
      'not-permitted',
      'failed',
      'failed',
      'failed',
    ],
  );
});
