// The pure part of `npm run bench:taps` (tools/measure/taps/stats.mjs): the 75th percentile, a tap's
// duration from its Event Timing entries, and the table it prints.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatTable, p75, summarise, tapDuration, TAP_BUDGET_MS } from './taps/stats.mjs';

test('p75 is the nearest rank: the 8th of 10 tries, whatever their order', () => {
  assert.equal(p75([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]), 80);
  assert.equal(p75([100, 90, 80, 70, 60, 50, 40, 30, 20, 10]), 80);
  assert.equal(p75([40, 16, 16, 16]), 16);
  assert.equal(p75([16, 40, 48, 56]), 48);
  assert.equal(p75([72]), 72);
  assert.equal(p75([]), null);
});

test('a row passes when its p75 is within the budget, even when its worst try is not', () => {
  assert.deepEqual(summarise([24, 24, 32, 32, 40, 40, 48, 56, 96, 400]), { p75: 56, max: 400, pass: true });
  assert.deepEqual(summarise([24, 104, 104, 104]), { p75: 104, max: 104, pass: false });
  assert.deepEqual(summarise([100, 100, 100, 100]), { p75: 100, max: 100, pass: true });
  assert.deepEqual(summarise([]), { p75: null, max: null, pass: false });
  assert.equal(TAP_BUDGET_MS, 100);
});

test("a tap lasts as long as its interaction's longest entry; none under 16 ms counts as 16", () => {
  const entries = [
    { name: 'pointerdown', duration: 24, interactionId: 7 },
    { name: 'pointerup', duration: 168, interactionId: 7 },
    { name: 'click', duration: 160, interactionId: 7 },
    // Not an interaction (a pointer moving): never the tap's.
    { name: 'pointerover', duration: 400, interactionId: 0 },
  ];
  assert.equal(tapDuration(entries), 168);
  assert.equal(tapDuration([]), 16);
  assert.equal(tapDuration([{ duration: 400, interactionId: 0 }]), 16);
  assert.equal(tapDuration([], false), null);
});

test('the table names each interaction with its p75, worst try, tries and verdict', () => {
  const table = formatTable([
    { name: 'open the mobile menu', durations: [64, 72, 72, 80] },
    { name: 'add to cart', durations: [168, 176, 160, 184] },
    { name: 'open the M-Pesa dialog', durations: [], error: 'Timeout 10000ms exceeded.' },
  ]);
  assert.deepEqual(table.split('\n'), [
    'interaction | p75 (ms) | max (ms) | tries (ms) | ≤ 100 ms at p75',
    '--- | ---: | ---: | --- | ---',
    'open the mobile menu | 72 | 80 | 64 72 72 80 | pass',
    'add to cart | 176 | 184 | 168 176 160 184 | FAIL',
    'open the M-Pesa dialog | – | – | – | not measured: Timeout 10000ms exceeded.',
  ]);
});
