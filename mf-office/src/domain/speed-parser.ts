// The parser of GET /api/office/vitals's answer (the shop's speed), untrusted like every answer.
import { count, isObject, listOf, oneOf, text } from './read-json';
import type { ShopSpeed, VitalMetric, VitalWindow } from './office-types';

export const VITAL_METRICS: readonly VitalMetric[] = ['LCP', 'INP', 'CLS', 'TTFB'];
const RATINGS = ['good', 'needs-improvement', 'poor'] as const;

function vitalWindow(value: unknown): VitalWindow | null {
  if (!isObject(value)) return null;
  const p75 = typeof value.p75 === 'number' && Number.isFinite(value.p75) ? value.p75 : null;
  return { days: count(value.days), count: count(value.count), p75, rating: p75 === null ? null : oneOf(value.rating, RATINGS) };
}

export function parseSpeed(value: unknown): ShopSpeed | null {
  if (!isObject(value) || !isObject(value.thresholds)) return null;
  const given = value.thresholds;
  const thresholds = {} as ShopSpeed['thresholds'];
  for (const metric of VITAL_METRICS) {
    const threshold = given[metric];
    if (!isObject(threshold)) return null;
    thresholds[metric] = { unit: threshold.unit === 'score' ? 'score' : 'ms', good: count(threshold.good), poor: count(threshold.poor) };
  }
  return {
    today: text(value.today, '', 10),
    windows: listOf(value.windows, (days) => (typeof days === 'number' ? days : null)),
    thresholds,
    pages: listOf(value.pages, (page) =>
      isObject(page)
        ? {
            page: text(page.page, '', 200),
            metrics: listOf(page.metrics, (metric) => {
              if (!isObject(metric)) return null;
              const name = oneOf(metric.metric, VITAL_METRICS);
              return name ? { metric: name, windows: listOf(metric.windows, vitalWindow) } : null;
            }),
          }
        : null,
    ),
  };
}
