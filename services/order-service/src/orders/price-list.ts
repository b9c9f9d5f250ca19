// The catalogue's published prices (mf-catalog publishes /catalogue/prices.json), read over
// HTTP: the order service never trusts the prices a browser sends. The last good copy is kept
// in the database too, so a restart while the catalog is down still prices every order.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { priceLists } from '../db/schema';
import { MAX_ORDER_KES } from './order-schema';

const priceListSchema = z.object({
  currency: z.literal('KES'),
  products: z.record(z.string(), z.object({ name: z.string().min(1).max(200), price: z.int().min(0).max(MAX_ORDER_KES) })),
});

export type PriceList = z.infer<typeof priceListSchema>;

export interface PriceSource {
  /** The newest list read, or null when none could be read yet. */
  current(): Promise<PriceList | null>;
}

/** Where the last good list is kept between runs. */
export interface PriceStore {
  load(): Promise<PriceList | null>;
  save(list: PriceList): Promise<void>;
}

/**
 * The last good list, in the service's database (under one name, whatever URL it came from).
 * `database.db` is read when used: PGlite may open after the service starts (a disk nearly full).
 */
export function databasePriceStore(database: Pick<Database, 'db' | 'refusedWrites'>, source = 'catalogue'): PriceStore {
  return {
    async load() {
      const [row] = await database.db.select().from(priceLists).where(eq(priceLists.source, source));
      const parsed = priceListSchema.safeParse(row?.list);
      return parsed.success ? parsed.data : null;
    },
    async save(list) {
      // A disk nearly full takes no write that can wait: the list in memory serves meanwhile.
      if (await database.refusedWrites()) return;
      const readAt = new Date();
      await database.db.insert(priceLists).values({ source, list, readAt }).onConflictDoUpdate({ target: priceLists.source, set: { list, readAt } });
    },
  };
}

export interface PriceSourceOptions {
  maxAgeMs?: number;
  retryMs?: number;
  timeoutMs?: number;
  /** Keeps the last good copy across restarts; told of failures to keep it (never fatal). */
  store?: PriceStore;
  onStoreError?: (error: unknown) => void;
}

/**
 * Reads the list at `url`, keeps it for `maxAgeMs`, and keeps serving the last good copy when
 * the catalogue cannot be reached (then it tries again at most every `retryMs`). With a store,
 * it starts from the copy kept there and keeps each new list there.
 */
export function httpPriceSource(url: string, { maxAgeMs = 60_000, retryMs = 5_000, timeoutMs = 2_000, store, onStoreError = () => undefined }: PriceSourceOptions = {}): PriceSource {
  let list: PriceList | null = null;
  let readAt = 0;
  let triedAt = 0;
  let reading: Promise<void> | null = null;
  let loaded: Promise<void> | null = null;

  async function read(): Promise<void> {
    triedAt = Date.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return;
      const parsed = priceListSchema.safeParse(await response.json());
      if (parsed.success) {
        const changed = JSON.stringify(parsed.data) !== JSON.stringify(list);
        list = parsed.data;
        readAt = Date.now();
        if (changed && store) await store.save(parsed.data).catch(onStoreError);
      }
    } catch {
      // Unreachable or not JSON: keep the last good copy.
    }
  }

  return {
    async current() {
      // The kept copy first: it stands until the catalog answers.
      loaded ??= store
        ? store.load().then(
            (kept) => void (list ??= kept),
            (error: unknown) => {
              loaded = null;
              onStoreError(error);
            },
          )
        : Promise.resolve();
      await loaded;
      const now = Date.now();
      const stale = now - readAt > maxAgeMs;
      if (stale && now - triedAt > retryMs) reading ??= read().finally(() => (reading = null));
      // Without any list yet, wait for the read; with one, answer at once and refresh behind.
      if (list === null && reading) await reading;
      return list;
    },
  };
}

/** A fixed list (tests, and a deployment that bundles its prices). */
export const fixedPriceSource = (list: PriceList): PriceSource => ({ current: async () => list });
