// "Today"'s word on failed sign-ins (docs/office.md, "Throttling"): how many in the last hour and
// day, and past ALARM_FAILURES a day a sentence for the owner: for whom, whether any had the
// right password, and that none got in.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { officeAudit } from '../../db/schema';

/** Failed sign-ins in 24 hours that make Today say so. */
export const ALARM_FAILURES = 10;

export interface SignInSummary {
  failedLastHour: number;
  failedLast24Hours: number;
  alarm: string | null;
}

const count = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

export async function signInSummary(db: Db, now: Date): Promise<SignInSummary> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  const rows = await db
    .select({
      username: officeAudit.username,
      failed: sql<number>`count(*)`.mapWith(Number),
      lastHour: count(sql`${officeAudit.at} > ${hourAgo.toISOString()}::timestamptz`),
      // The right password with a wrong code (sign-in.ts): the password is known to someone.
      rightPassword: count(sql`${officeAudit.detail}->>'reason' = 'wrong-code'`),
    })
    .from(officeAudit)
    .where(and(eq(officeAudit.action, 'sign-in-failed'), gt(officeAudit.at, dayAgo)))
    .groupBy(officeAudit.username);
  const failedLast24Hours = rows.reduce((sum, row) => sum + row.failed, 0);
  const failedLastHour = rows.reduce((sum, row) => sum + row.lastHour, 0);
  return { failedLastHour, failedLast24Hours, alarm: failedLast24Hours >= ALARM_FAILURES ? alarmText(rows, failedLast24Hours) : null };
}

function alarmText(rows: { username: string | null; failed: number; rightPassword: number }[], total: number): string {
  const [top] = [...rows].sort((a, b) => b.failed - a.failed || (a.username ?? '').localeCompare(b.username ?? ''));
  const whom = !top ? '' : top.username === null ? `, ${top.failed} of them for usernames that do not exist` : `, ${top.failed} of them for ${top.username}`;
  const known = rows
    .filter((row) => row.username !== null && row.rightPassword > 0)
    .map((row) => ` ${row.rightPassword} for ${row.username} had the right password with a wrong code: ${row.username} should change that password now.`)
    .join('');
  return `${total} failed sign-ins in the last 24 hours${whom}.${known} None of them got in; if these were not your people, nothing else needs doing.`;
}
