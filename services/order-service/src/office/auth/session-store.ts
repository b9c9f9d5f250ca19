// The office's sessions in the database: only the SHA-256 of the cookie's token is stored.
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { officeAccounts, officeSessions, officeSettings } from '../../db/schema';
import { randomToken, tokenHash } from './session-cookie';

export interface NewSession {
  /** The cookie's value: handed to the browser once, never stored. */
  token: string;
  idHash: string;
  csrfToken: string;
  expiresAt: Date;
}

export async function createSession(db: Db, accountId: string, now: Date, sessionHours: number): Promise<NewSession> {
  const token = randomToken();
  const session = { token, idHash: tokenHash(token), csrfToken: randomToken(), expiresAt: new Date(now.getTime() + sessionHours * 3_600_000) };
  await db.insert(officeSessions).values({ idHash: session.idHash, accountId, csrfToken: session.csrfToken, createdAt: now, lastSeenAt: now, expiresAt: session.expiresAt });
  return session;
}

/** A session with its account and whether the owner requires staff to have a second factor, by the hash of its token. */
export async function findSession(db: Db, idHash: string) {
  const [row] = await db
    .select({
      session: officeSessions,
      account: officeAccounts,
      // Read with the session, in the same query: the guard decides mustEnrol on every call.
      staffSecondFactor: sql<boolean>`coalesce((SELECT ${officeSettings.staffSecondFactor} FROM ${officeSettings} WHERE ${officeSettings.id} = 1), false)`.mapWith(Boolean),
    })
    .from(officeSessions)
    .innerJoin(officeAccounts, eq(officeAccounts.id, officeSessions.accountId))
    .where(eq(officeSessions.idHash, idHash))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Db, idHash: string, now: Date): Promise<void> {
  await db.update(officeSessions).set({ lastSeenAt: now }).where(eq(officeSessions.idHash, idHash));
}

export async function endSession(db: Db, idHash: string): Promise<void> {
  await db.delete(officeSessions).where(eq(officeSessions.idHash, idHash));
}

/** Ends every session of an account (sign out everywhere, a disabled account), or all but one. */
export async function endAccountSessions(db: Db, accountId: string, except?: string): Promise<void> {
  await db.delete(officeSessions).where(and(eq(officeSessions.accountId, accountId), except === undefined ? undefined : ne(officeSessions.idHash, except)));
}

/**
 * Deletes the sessions past their absolute end (the retention job). One ended by idleness goes
 * then too: until that, the guard refuses it and deletes it when it is shown.
 */
export async function deleteEndedSessions(db: Db, now: Date): Promise<number> {
  const deleted = await db.delete(officeSessions).where(lt(officeSessions.expiresAt, now)).returning({ idHash: officeSessions.idHash });
  return deleted.length;
}
