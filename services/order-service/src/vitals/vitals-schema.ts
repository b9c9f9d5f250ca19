// What a shopper's browser may send to POST /api/vitals (docs/order-service.md, "Field vitals"):
// a route pattern of the shop and a handful of metric values, nothing else. The page is checked
// against the route table, so an address with an order ID or a search in it is refused rather
// than stored; any field the schema does not name is refused too (an e-mail smuggled in).
import { z } from 'zod';
import { remoteRoutes } from '../../../../config/routes.cjs';
import { METRIC_RULES, VITAL_METRICS } from './vital-metrics';

/** The pages a beacon may name: the route table's patterns (config/routes.cjs), never an address. */
export const VITAL_PAGES: readonly string[] = remoteRoutes.map((route) => route.path);

/** At most this many values a beacon: the four metrics, and a later value of one (a page shown again). */
export const MAX_METRICS_PER_BEACON = 8;

/** The largest beacon accepted, in bytes: a real one is under 300. */
export const VITALS_BODY_LIMIT = 4 * 1024;

const metricValue = z.strictObject(
  {
    name: z.enum(VITAL_METRICS, `name is one of ${VITAL_METRICS.join(', ')}.`),
    value: z.number('value is a number.').finite('value is a finite number.').min(0, 'value is 0 or more.'),
  },
  'Each metric is { name, value } and nothing else.',
).superRefine((metric, context) => {
  const { max, unit } = METRIC_RULES[metric.name];
  if (metric.value > max) context.addIssue({ code: 'custom', path: ['value'], message: `A ${metric.name} above ${max}${unit === 'ms' ? ' ms' : ''} is not a real measurement.` });
});

export const vitalsBeacon = z.strictObject(
  {
    page: z.string('page is the route pattern, text.').refine((page) => VITAL_PAGES.includes(page), 'page is not a route pattern of the shop (such as /product/:id).'),
    metrics: z.array(metricValue, 'metrics is a list of { name, value }.').min(1, 'metrics holds at least one value.').max(MAX_METRICS_PER_BEACON, `metrics holds at most ${MAX_METRICS_PER_BEACON} values.`),
  },
  'A beacon is { page, metrics } and nothing else.',
);

export type VitalsBeacon = z.infer<typeof vitalsBeacon>;
