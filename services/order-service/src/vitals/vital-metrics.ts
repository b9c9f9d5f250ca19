// The four Core Web Vitals the shop's pages report (docs/decisions/0017-field-vitals.md): what a
// sane value is, Google's thresholds, and the fixed histogram each day's values are counted in.
// Beacons are never kept: only how many fell into each bucket, so a percentile is read back
// from the buckets, to within half a bucket's width.

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

interface MetricRule {
  /** 'ms' for times, 'score' for CLS (unitless). */
  unit: 'ms' | 'score';
  /** The largest value accepted: above it, a beacon is refused as absurd. */
  max: number;
  /** At or below: good (Google's threshold). */
  good: number;
  /** Above: poor; between good and poor: needs improvement. */
  poor: number;
  /** The lower edge of bucket 1; bucket 0 holds [0, low). */
  low: number;
  /** Decimal places of a p75 read back (whole milliseconds; CLS to 4 places). */
  decimals: number;
}

export const METRIC_RULES: Readonly<Record<VitalMetric, MetricRule>> = {
  LCP: { unit: 'ms', max: 120_000, good: 2500, poor: 4000, low: 1, decimals: 0 },
  INP: { unit: 'ms', max: 60_000, good: 200, poor: 500, low: 1, decimals: 0 },
  CLS: { unit: 'score', max: 10, good: 0.1, poor: 0.25, low: 0.0001, decimals: 4 },
  TTFB: { unit: 'ms', max: 120_000, good: 800, poor: 1800, low: 1, decimals: 0 },
};

/**
 * Each bucket is 5 % wider than the one before (log-spaced), so a value read back as its
 * bucket's geometric middle is within 2.5 % of any value in it.
 */
export const BUCKET_RATIO = 1.05;
const LOG_RATIO = Math.log(BUCKET_RATIO);

/** How many buckets a metric has: bucket 0, then enough to reach its largest accepted value. */
export function bucketCount(metric: VitalMetric): number {
  const { low, max } = METRIC_RULES[metric];
  return 1 + Math.ceil(Math.log(max / low) / LOG_RATIO);
}

/** The bucket a value (0 … max) falls into. */
export function bucketOf(metric: VitalMetric, value: number): number {
  const { low } = METRIC_RULES[metric];
  if (value < low) return 0;
  return Math.min(bucketCount(metric) - 1, 1 + Math.floor(Math.log(value / low) / LOG_RATIO));
}

/** The value a bucket stands for: its geometric middle (0 for bucket 0). */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  const { low, decimals } = METRIC_RULES[metric];
  if (bucket <= 0) return 0;
  const middle = low * BUCKET_RATIO ** (bucket - 0.5);
  const scale = 10 ** decimals;
  return Math.round(middle * scale) / scale;
}

/**
 * The 75th percentile (nearest rank) of the values counted in `buckets` (bucket → count), as
 * its bucket's value; null when nothing was counted.
 */
export function percentile75(metric: VitalMetric, buckets: ReadonlyMap<number, number>): number | null {
  const ordered = [...buckets].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = ordered.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  for (const [bucket, count] of ordered) {
    seen += count;
    if (seen >= rank) return bucketValue(metric, bucket);
  }
  return null;
}

/** Google's reading of a 75th percentile. */
export function ratingOf(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = METRIC_RULES[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** The thresholds as the office's readout gives them. */
export const VITAL_THRESHOLDS = Object.fromEntries(
  VITAL_METRICS.map((metric) => {
    const { unit, good, poor } = METRIC_RULES[metric];
    return [metric, { unit, good, poor }];
  }),
) as Record<VitalMetric, { unit: 'ms' | 'score'; good: number; poor: number }>;
