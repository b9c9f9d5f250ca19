import assert from 'node:assert/strict';
import { it } from 'node:test';
import { promptStateOf } from './prompt-outcome';

it("names each documented ResultCode's state, and any other failed", () => {
  assert.deepEqual(
    [0, 1032, 1037, 1019, 1, 2001, 17, 26, 1001, 1025, 9999, -1].map(promptStateOf),
    ['paid', 'cancelled', 'timed-out', 'timed-out', 'insufficient-funds', 'wrong-pin', 'failed', 'failed', 'failed', 'failed', 'failed', 'failed'],
  );
});
