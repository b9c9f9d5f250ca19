// Field vitals in the database (the field_vitals table): a beacon adds one to a bucket of its
// page's, metric's and shop day's histogram and is then forgotten; the office reads the
// 75th percentile of each page and metric over the last 1, 7 and 28 shop days.
import { lt, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { fieldVitals } from '../db/schema';
import { eastAfricaTime } from '../shop-time';
import { bucketOf, percentile75, ratingOf, VITAL_METRICS, VITAL_THRESHOLDS, type VitalMetric, type VitalRating } from './vital-metrics';
import { VITAL_PAGES, type VitalsBeacon } from './vitals-schema';

/** The windows the office reads, in shop days up to and including today. */
export const VITAL_WINDOWS = [1, 7, 28] as const;

/** The shop day (YYYY-MM-DD, East Africa Time) of an instant. */
const shopDayOf = (at: Date): string => eastAfricaTime(at).slice(0, 10);

/** The shop day `days` before `day`. */
const daysBefore = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Counts a beacon's values in today's histograms (one statement; two equal values add two). */
export async function recordVitals(db: Db, beacon: VitalsBeacon, at: Date): Promise<void> {
  const day = shopDayOf(at);
  const counts = new Map<string, { metric: VitalMetric; bucket: number; count: number }>();
  for (const { name, value } of beacon.metrics) {
    const bucket = bucketOf(name, value);
    const key = `${name} ${bucket}`;
    const entry = counts.get(key) ?? { metric: name, bucket, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  await db
    .insert(fieldVitals)
    .values([...counts.values()].map(({ metric, bucket, count }) => ({ day, page: beacon.page, metric, bucket, count })))
    .onConflictDoUpdate({
      target: [fieldVitals.day, fieldVitals.page, fieldVitals.metric, fieldVitals.bucket],
      set: { count: sql`${fieldVitals.count} + excluded.count` },
    });
}

export interface WindowFigure {
  days: (typeof VITAL_WINDOWS)[number];
  /** Values counted in the window. */
  count: number;
  /** The 75th percentile (ms, or CLS's score); null without values. */
  p75: number | null;
  rating: VitalRating | null;
}

export interface PageVitals {
  page: string;
  metrics: { metric: VitalMetric; windows: WindowFigure[] }[];
}

export interface VitalsReadout {
  /** The shop day the windows end on (today, East Africa Time). */
  today: string;
  windows: readonly number[];
  thresholds: typeof VITAL_THRESHOLDS;
  /** Pages with a value in the last 28 days, in the route table's order. */
  pages: PageVitals[];
}

/** The readout of GET /api/office/vitals, as of `now`. */
export async function readVitals(db: Db, now: Date): Promise<VitalsReadout> {
  const today = shopDayOf(now);
  const from = (days: number) => daysBefore(today, days - 1);
  const inWindow = (days: number) => sql<number>`coalesce(sum(${fieldVitals.count}) filter (where ${fieldVitals.day} >= ${from(days)}), 0)`.mapWith(Number);
  const rows = await db
    .select({ page: fieldVitals.page, metric: fieldVitals.metric, bucket: fieldVitals.bucket, day1: inWindow(1), day7: inWindow(7), day28: inWindow(28) })
    .from(fieldVitals)
    .where(gte(fieldVitals.day, from(28)))
    .groupBy(fieldVitals.page, fieldVitals.metric, fieldVitals.bucket);

  // page → metric → window → bucket → count
  const histograms = new Map<string, Map<VitalMetric, Map<number, Map<number, number>>>>();
  for (const row of rows) {
    const byMetric = histograms.get(row.page) ?? new Map<VitalMetric, Map<number, Map<number, number>>>();
    histograms.set(row.page, byMetric);
    const byWindow = byMetric.get(row.metric) ?? new Map<number, Map<number, number>>();
    byMetric.set(row.metric, byWindow);
    for (const [days, count] of [[1, row.day1], [7, row.day7], [28, row.day28]] as const) {
      const buckets = byWindow.get(days) ?? new Map<number, number>();
      byWindow.set(days, buckets);
      buckets.set(row.bucket, count);
    }
  }

  const pages = VITAL_PAGES.filter((page) => histograms.has(page)).map((page) => ({
    page,
    metrics: VITAL_METRICS.map((metric) => ({
      metric,
      windows: VITAL_WINDOWS.map((days): WindowFigure => {
        const buckets = histograms.get(page)?.get(metric)?.get(days) ?? new Map<number, number>();
        const count = [...buckets.values()].reduce((sum, n) => sum + n, 0);
        const p75 = percentile75(metric, buckets);
        return { days, count, p75, rating: p75 === null ? null : ratingOf(metric, p75) };
      }),
    })),
  }));
  return { today, windows: VITAL_WINDOWS, thresholds: VITAL_THRESHOLDS, pages };
}

/** Deletes the histograms of shop days more than `keepDays` before `now`'s; resolves how many rows went. */
export async function deleteOldVitals(db: Db, now: Date, keepDays: number): Promise<number> {
  const deleted = await db.delete(fieldVitals).where(lt(fieldVitals.day, daysBefore(shopDayOf(now), keepDays))).returning({ day: fieldVitals.day });
  return deleted.length;
}
