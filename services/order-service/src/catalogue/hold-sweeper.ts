// Gives back the units of M-Pesa orders whose payment did not come within the hold (stock.ts
// lapseHolds), every minute while the service runs. Every instance may run it: each hold lapses once.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { errorSummary } from '../log-safe';
import { lapseHolds } from './stock';

export interface HoldSweeper {
  /** One sweep now (tests); how many holds lapsed. */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for a sweep in flight. */
  stop(): Promise<void>;
}

export function startHoldSweeper(database: Pick<Database, 'transaction' | 'refusedWrites'>, log: FastifyBaseLogger, { everyMs = 60_000, dbTimeoutMs = 5_000 } = {}): HoldSweeper {
  let running: Promise<number> | null = null;
  const runOnce = (): Promise<number> =>
    (running ??= (async () => {
      // A disk nearly full takes no write that can wait: the holds lapse once it has room.
      if (await database.refusedWrites()) return 0;
      const lapsed = await database.transaction(dbTimeoutMs, (tx) => lapseHolds(tx));
      if (lapsed > 0) log.info({ lapsed }, 'stock holds lapsed: M-Pesa payments did not come in time');
      return lapsed;
    })()
      .catch((error: unknown) => {
        log.warn(errorSummary(error), 'stock holds could not be lapsed');
        return 0;
      })
      .finally(() => (running = null)));
  const timer = setInterval(() => void runOnce(), everyMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
