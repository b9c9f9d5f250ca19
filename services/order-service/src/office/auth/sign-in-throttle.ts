// How many wrong guesses the office takes (docs/office.md, "Throttling"), counted from the access
// record's failures of the last hour: per network (any accounts) and per account (from any
// network). Nothing is stored on the account, so no number of failures locks anyone out: past
// the account's bound, an account with a second factor is checked code first (sign-in.ts).
import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { officeAudit } from '../../db/schema';

export const THROTTLE_WINDOW_MS = 3_600_000;
/** Failed sign-ins an hour from one network (/24 or /48), whichever accounts they named. */
export const NETWORK_FAILURES_PER_HOUR = 30;
/** Wrong guesses an hour at one account, from anywhere: sign-ins and the signed-in password checks. */
export const ACCOUNT_FAILURES_PER_HOUR = 20;
/** Wrong current passwords or codes an hour in the signed-in forms before the session ends. */
export const SESSION_FAILURES_PER_HOUR = 5;

/** The failures a signed-in person's wrong password or code leaves (counted with the sign-ins'). */
export const SESSION_FAILURE_ACTIONS = ['password.change-failed', 'second-factor.start-failed'] as const;

/** Over a bound: how long until the oldest failure that keeps it there leaves the hour. */
export interface Throttle {
  retryAfterSeconds: number;
}

/**
 * The `bound`-th newest failure of the hour: when it is there the bound is reached, and when it
 * leaves the hour it no longer is. Attempts refused as throttled are recorded but not counted:
 * each bound is the number of guesses an hour, and Retry-After holds for whoever waits.
 */
async function throttle(db: Db, where: SQL | undefined, bound: number, now: Date): Promise<Throttle | null> {
  const [row] = await db
    .select({ at: officeAudit.at })
    .from(officeAudit)
    .where(and(where, gt(officeAudit.at, new Date(now.getTime() - THROTTLE_WINDOW_MS)), sql`coalesce(${officeAudit.detail}->>'reason', '') <> 'throttled'`))
    .orderBy(desc(officeAudit.at))
    .offset(bound - 1)
    .limit(1);
  if (!row) return null;
  return { retryAfterSeconds: Math.max(1, Math.ceil((row.at.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000)) };
}

/** Whether the network has had NETWORK_FAILURES_PER_HOUR failed sign-ins in the last hour (the partial index on network, at). */
export const networkThrottle = (db: Db, network: string, now: Date): Promise<Throttle | null> =>
  throttle(db, and(eq(officeAudit.action, 'sign-in-failed'), eq(officeAudit.network, network)), NETWORK_FAILURES_PER_HOUR, now);

/** Whether the account has had ACCOUNT_FAILURES_PER_HOUR wrong guesses in the last hour: failed sign-ins and the signed-in forms' failures. */
export const accountThrottle = (db: Db, accountId: string, now: Date): Promise<Throttle | null> =>
  throttle(db, and(inArray(officeAudit.action, ['sign-in-failed', ...SESSION_FAILURE_ACTIONS]), eq(officeAudit.accountId, accountId)), ACCOUNT_FAILURES_PER_HOUR, now);

/** Whether a signed-in account has had SESSION_FAILURES_PER_HOUR wrong passwords or codes in its forms in the last hour. */
export const sessionFailuresReached = async (db: Db, accountId: string, now: Date): Promise<boolean> =>
  (await throttle(db, and(inArray(officeAudit.action, [...SESSION_FAILURE_ACTIONS]), eq(officeAudit.accountId, accountId)), SESSION_FAILURES_PER_HOUR, now)) !== null;
