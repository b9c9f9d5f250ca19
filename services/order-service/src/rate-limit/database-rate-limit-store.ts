// A store for @fastify/rate-limit kept in the database, so a limit holds across every instance on
// it (issue 24: three instances must not let a client post three times the limit). One upsert per
// counted request: the row of this client on this route, its window restarted once it has passed.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { withTimeout } from '../db/with-timeout';

/** What the plugin gives a store's `child`: the route it counts. */
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The `store` option of @fastify/rate-limit: a class the plugin makes its stores with. */
export function databaseRateLimitStore(db: Db, dbTimeoutMs: number): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The route this store counts (set by `child`): the same client has a count per route. */
    private readonly route: string;

    constructor(options: FastifyRateLimitOptions) {
      const { routeInfo } = options as StoreOptions;
      this.route = routeInfo ? `${String(routeInfo.method ?? '')} ${routeInfo.url ?? ''}` : '*';
    }

    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const windowMs = Number(timeWindow);
      const counted = `${this.route} ${key}`;
      withTimeout(dbTimeoutMs, () =>
        db.execute(sql`
          INSERT INTO rate_limits AS counted (key, window_start, hits) VALUES (${counted}, now(), 1)
          ON CONFLICT (key) DO UPDATE SET
            hits = CASE WHEN counted.window_start <= now() - ${windowMs} * interval '1 millisecond' THEN 1 ELSE counted.hits + 1 END,
            window_start = CASE WHEN counted.window_start <= now() - ${windowMs} * interval '1 millisecond' THEN now() ELSE counted.window_start END
          RETURNING hits, GREATEST(0, EXTRACT(EPOCH FROM (window_start + ${windowMs} * interval '1 millisecond' - now())) * 1000)::integer AS ttl`),
      ).then(
        (result) => {
          const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
          done(null, { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? windowMs) });
        },
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions as FastifyRateLimitOptions);
    }
  };
}

/** Rows of windows that ended more than an hour ago: nobody is counted against them any more. */
export async function deleteExpiredRateLimits(db: Db): Promise<number> {
  const result = await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 hour' RETURNING key`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
