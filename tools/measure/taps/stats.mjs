// The figures `npm run bench:taps` prints for one interaction's tries: pure, tested by
// tools/measure/bench-taps.test.mjs.

/** What the issue asks of every tap: its 75th percentile within this many milliseconds. */
export const TAP_BUDGET_MS = 100;

/**
 * The 75th percentile by nearest rank (the smallest value with at least 75 % of the values at or
 * below it: the 8th of 10), as web-vitals' reports are read; null for no values.
 * @param {ReadonlyArray<number>} values
 */
export function p75(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null;
}

/**
 * One interaction's row: its p75, its worst try, and whether it is within the budget.
 * @param {ReadonlyArray<number>} durations milliseconds, one per try
 * @param {number} [budgetMs]
 */
export function summarise(durations, budgetMs = TAP_BUDGET_MS) {
  const percentile = p75(durations);
  return {
    p75: percentile,
    max: durations.length === 0 ? null : Math.max(...durations),
    pass: percentile !== null && percentile <= budgetMs,
  };
}

/**
 * The duration of one tap from the Event Timing entries seen after it (INP's rule: the longest
 * entry of the interaction). An interaction under 16 ms yields no entry (the API's lowest
 * threshold): it counts as 16, an upper bound. Null when no entry has an interaction ID and
 * none was expected to be missing (`missingMeansFast` false).
 * @param {ReadonlyArray<{ duration: number, interactionId: number }>} entries
 * @param {boolean} [missingMeansFast]
 */
export function tapDuration(entries, missingMeansFast = true) {
  const ofInteractions = entries.filter((entry) => entry.interactionId > 0);
  if (ofInteractions.length === 0) return missingMeansFast ? 16 : null;
  return Math.max(...ofInteractions.map((entry) => entry.duration));
}

/**
 * The table printed, in Markdown: interaction, p75, max, the tries, pass or fail.
 * @param {ReadonlyArray<{ name: string, durations: ReadonlyArray<number>, error?: string }>} rows
 * @param {number} [budgetMs]
 */
export function formatTable(rows, budgetMs = TAP_BUDGET_MS) {
  const lines = [`interaction | p75 (ms) | max (ms) | tries (ms) | ≤ ${budgetMs} ms at p75`, '--- | ---: | ---: | --- | ---'];
  for (const row of rows) {
    const { p75: percentile, max, pass } = summarise(row.durations, budgetMs);
    const verdict = row.error ? `not measured: ${row.error}` : pass ? 'pass' : 'FAIL';
    lines.push([row.name, percentile ?? '–', max ?? '–', row.durations.join(' ') || '–', verdict].join(' | '));
  }
  return lines.join('\n');
}
