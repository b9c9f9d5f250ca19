// Sends each accepted order on to the external form-collection service (ORDER_FORWARD_URL), as
// the original shop did (purchase spec section 7), from a queue kept in the orders table: an
// order waits there through failures and restarts until the service takes it.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { withTimeout } from '../db/with-timeout';
import { errorSummary } from '../log-safe';

/** Attempts before an order is marked failed for the owner to see; delays double from 10 s to 1 h. */
export const MAX_FORWARD_ATTEMPTS = 10;
export const retryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);

export interface Forwarder {
  /** Sends what is due now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startForwarder(db: Db, url: string, log: FastifyBaseLogger, { intervalMs = 5_000, timeoutMs = 10_000, dbTimeoutMs = 5_000 } = {}): Forwarder {
  let running: Promise<number> | null = null;

  async function sendDue(): Promise<number> {
    // Claims what is due with a 5-minute lease, so two instances never send the same order.
    const due = await withTimeout(dbTimeoutMs, () =>
      db
        .update(orders)
        .set({ forwardNextAt: sql`now() + interval '5 minutes'` })
        .where(
          inArray(
            orders.orderId,
            db
              .select({ orderId: orders.orderId })
              .from(orders)
              .where(and(eq(orders.forwardState, 'pending'), lte(orders.forwardNextAt, sql`now()`)))
              .orderBy(asc(orders.forwardNextAt))
              .limit(20)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning({ orderId: orders.orderId, submission: orders.submission, attempts: orders.forwardAttempts }),
    );
    let sent = 0;
    for (const order of due) {
      let ok = false;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(order.submission),
          signal: AbortSignal.timeout(timeoutMs),
        });
        ok = response.ok;
      } catch {
        // Unreachable or too slow: counted as a failed attempt.
      }
      const attempts = order.attempts + 1;
      const next = ok
        ? { forwardState: 'done' as const, forwardAttempts: attempts, forwardNextAt: null }
        : attempts >= MAX_FORWARD_ATTEMPTS
          ? { forwardState: 'failed' as const, forwardAttempts: attempts, forwardNextAt: null }
          : { forwardAttempts: attempts, forwardNextAt: new Date(Date.now() + retryDelayMs(attempts)) };
      await withTimeout(dbTimeoutMs, () => db.update(orders).set(next).where(eq(orders.orderId, order.orderId)));
      if (ok) sent += 1;
      else log.warn({ orderId: order.orderId, attempts }, attempts >= MAX_FORWARD_ATTEMPTS ? 'order forwarding gave up' : 'order forwarding failed; will retry');
    }
    return sent;
  }

  const runOnce = () => {
    running ??= sendDue()
      .catch((error: unknown) => {
        log.warn(errorSummary(error), 'order forwarding could not read its queue');
        return 0;
      })
      .finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
