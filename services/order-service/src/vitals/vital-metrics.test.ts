import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bucketCount, bucketOf, bucketValue, METRIC_RULES, percentile75, ratingOf, VITAL_METRICS, type VitalMetric } from './vital-metrics';

/** The exact nearest-rank 75th percentile of some values. */
const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

const histogramOf = (metric: VitalMetric, values: number[]) => {
  const buckets = new Map<number, number>();
  for (const value of values) buckets.set(bucketOf(metric, value), (buckets.get(bucketOf(metric, value)) ?? 0) + 1);
  return buckets;
};

/** A repeatable spread of values (a linear congruential generator), log-uniform between `from` and `to`. */
function spread(count: number, from: number, to: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return from * (to / from) ** (state / 2 ** 31);
  });
}

describe('the vitals histogram', () => {
  it('has a bucket for every accepted value, the smallest and the largest in the first and last', () => {
    for (const metric of VITAL_METRICS) {
      assert.equal(bucketOf(metric, 0), 0);
      assert.equal(bucketOf(metric, METRIC_RULES[metric].max), bucketCount(metric) - 1);
      assert.ok(bucketCount(metric) < 300, `${metric}: ${bucketCount(metric)} buckets`);
    }
  });

  it('reads a 75th percentile back within 2.5 % of the exact one', () => {
    const cases: [VitalMetric, number, number][] = [
      ['LCP', 400, 9000],
      ['INP', 16, 1200],
      ['CLS', 0.001, 0.6],
      ['TTFB', 20, 5000],
    ];
    for (const [metric, from, to] of cases) {
      for (const seed of [1, 7, 42]) {
        const values = spread(501, from, to, seed);
        const read = percentile75(metric, histogramOf(metric, values))!;
        const exact = exactP75(values);
        assert.ok(Math.abs(read - exact) / exact <= 0.025 + 1e-3, `${metric} seed ${seed}: read ${read}, exact ${exact}`);
      }
    }
  });

  it('reads a page where nothing shifted as CLS 0, and nothing counted as null', () => {
    assert.equal(percentile75('CLS', histogramOf('CLS', [0, 0, 0, 0.3])), 0);
    assert.equal(percentile75('LCP', new Map()), null);
    assert.equal(bucketValue('CLS', 0), 0);
  });

  it("rates as Google does: at the good threshold good, above the poor one poor", () => {
    assert.deepEqual([ratingOf('LCP', 2500), ratingOf('LCP', 2501), ratingOf('LCP', 4000), ratingOf('LCP', 4001)], ['good', 'needs-improvement', 'needs-improvement', 'poor']);
    assert.deepEqual([ratingOf('INP', 200), ratingOf('INP', 500), ratingOf('INP', 501)], ['good', 'needs-improvement', 'poor']);
    assert.deepEqual([ratingOf('CLS', 0.1), ratingOf('CLS', 0.25), ratingOf('CLS', 0.26)], ['good', 'needs-improvement', 'poor']);
    assert.deepEqual([ratingOf('TTFB', 800), ratingOf('TTFB', 1800), ratingOf('TTFB', 1801)], ['good', 'needs-improvement', 'poor']);
  });
});
