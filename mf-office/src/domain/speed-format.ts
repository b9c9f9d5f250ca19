// How the speed page writes a web vital: times in ms or seconds, CLS as a score, the rating in words.
import type { VitalMetric, VitalRating } from './office-types';

export const METRIC_TEXT: Record<VitalMetric, string> = {
  LCP: 'Largest paint (LCP)',
  INP: 'Response to taps (INP)',
  CLS: 'Layout shift (CLS)',
  TTFB: 'First byte (TTFB)',
};

export const RATING_TEXT: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** 180 ms, 1.84 s, or a CLS score: 0.05. */
export function vitalText(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(value < 0.01 && value > 0 ? 3 : 2);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
}

export const visitsText = (count: number): string => (count === 1 ? '1 value' : `${count.toLocaleString('en-KE')} values`);

export const windowText = (days: number): string => (days === 1 ? 'Today' : `Last ${days} days`);
