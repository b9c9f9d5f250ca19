// The catalogue's published prices (mf-catalog publishes /catalogue/prices.json), read over
// HTTP: the order service never trusts the prices a browser sends.
import { z } from 'zod';

const priceListSchema = z.object({
  currency: z.literal('KES'),
  products: z.record(z.string(), z.object({ name: z.string(), price: z.int().min(0) })),
});

export type PriceList = z.infer<typeof priceListSchema>;

export interface PriceSource {
  /** The newest list read, or null when none could be read yet. */
  current(): Promise<PriceList | null>;
}

/**
 * Reads the list at `url`, keeps it for `maxAgeMs`, and keeps serving the last good copy when
 * the catalogue cannot be reached (then it tries again at most every `retryMs`).
 */
export function httpPriceSource(url: string, { maxAgeMs = 60_000, retryMs = 5_000, timeoutMs = 2_000 } = {}): PriceSource {
  let list: PriceList | null = null;
  let readAt = 0;
  let triedAt = 0;
  let reading: Promise<void> | null = null;

  async function read(): Promise<void> {
    triedAt = Date.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return;
      const parsed = priceListSchema.safeParse(await response.json());
      if (parsed.success) {
        list = parsed.data;
        readAt = Date.now();
      }
    } catch {
      // Unreachable or not JSON: keep the last good copy.
    }
  }

  return {
    async current() {
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
