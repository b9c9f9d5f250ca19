// The sampled page's reporter (field-vitals.ts loads it): web-vitals' values, queued and sent
// with navigator.sendBeacon to the order service's POST /api/vitals when the page is hidden
// (docs/order-service.md, "Field vitals"). Each metric value goes once; the body is the route
// pattern and the values, no identifier, no address, no cookie needed.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { remoteRouteFor } from './remote-routes';

export const VITALS_ENDPOINT = '/api/vitals';

/** The order service's limit of values in one beacon. */
const MAX_METRICS_PER_BEACON = 8;

export interface VitalValue {
  name: Metric['name'];
  value: number;
}

/** A value as sent: whole milliseconds, CLS to four places (no finer than the service keeps). */
export const roundedValue = (name: Metric['name'], value: number): number => (name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value));

/** The queue of one page load: `add` each value web-vitals reports, `flush` when the page is hidden. */
export function vitalsQueue(page: string, send: (body: string) => void) {
  const waiting = new Map<string, VitalValue>();
  const sent = new Set<string>();
  return {
    /** A metric's latest value; one web-vitals has reported and sent before is not sent again. */
    add(metric: Pick<Metric, 'id' | 'name' | 'value'>): void {
      if (sent.has(metric.id) || !Number.isFinite(metric.value)) return;
      waiting.set(metric.id, { name: metric.name, value: roundedValue(metric.name, metric.value) });
    },
    flush(): void {
      const ids = [...waiting.keys()].slice(0, MAX_METRICS_PER_BEACON);
      if (ids.length === 0) return;
      const metrics = ids.map((id) => waiting.get(id)!);
      for (const id of ids) {
        waiting.delete(id);
        sent.add(id);
      }
      send(JSON.stringify({ page, metrics }));
    },
  };
}

/**
 * Reports this page load's vitals under the route pattern of `path` (config/routes.cjs:
 * `/product/:id`, never the address); a path of no route (the shell's own pages) reports nothing.
 */
export function reportFieldVitals(path: string): void {
  const page = remoteRouteFor(path)?.path;
  if (page === undefined || typeof navigator.sendBeacon !== 'function') return;
  // A string is sent as text/plain: a simple request, no preflight, no cookie needed.
  const queue = vitalsQueue(page, (body) => navigator.sendBeacon(VITALS_ENDPOINT, body));
  const add = (metric: Metric) => queue.add(metric);
  onTTFB(add);
  onLCP(add);
  onCLS(add);
  onINP(add);
  // After web-vitals' own listeners (capturing, on window), which report the final values as the
  // page is hidden; pagehide where visibilitychange does not come (Safari leaving a page).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  window.addEventListener('pagehide', () => queue.flush());
}
