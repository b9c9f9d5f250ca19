// The office's accounts in the database (office_accounts): who may sign in, with which role.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { officeAccounts, officeRecoveryCodes, type OfficeRoleName } from '../../db/schema';
import { plainText } from '../../validation';

export type OfficeAccount = typeof officeAccounts.$inferSelect;

/** Usernames are kept lower-case: "Amina" and "amina" are one account. */
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();

export const usernameSchema = z
  .string()
  .transform(normalizeUsername)
  .pipe(z.string().regex(/^[a-z0-9][a-z0-9._-]{1,39}$/, 'A username has 2 to 40 letters, digits, dots, dashes or underscores, and starts with a letter or digit.'));

/** A person's name as the office shows it (an order's history names its actor by it): one line of plain text. */
export const accountNameSchema = plainText('name', { min: 1, max: 100, singleLine: true, tooShort: 'Write the person’s name.' });

/** How long a one-time password (a new account's, a reset's) works: 24 hours. */
export const ONE_TIME_PASSWORD_HOURS = 24;

export interface NewAccount {
  username: string;
  name: string;
  role: OfficeRoleName;
  passwordHash: string;
  mustChangePassword: boolean;
  /** When the one-time password stops working (set with mustChangePassword); null otherwise. */
  oneTimePasswordExpiresAt?: Date | null;
  /** Sealed (office/auth/sealed-secret.ts); null: no second factor. */
  totpSecret: string | null;
}

/** Stores a new account; null when its username is taken. */
export async function createAccount(db: Db, account: NewAccount, now: Date = new Date()): Promise<OfficeAccount | null> {
  const [created] = await db
    .insert(officeAccounts)
    .values({ id: randomUUID(), ...account, username: normalizeUsername(account.username), createdAt: now })
    .onConflictDoNothing({ target: officeAccounts.username })
    .returning();
  return created ?? null;
}

export async function findAccount(db: Db, username: string): Promise<OfficeAccount | null> {
  const [account] = await db.select().from(officeAccounts).where(eq(officeAccounts.username, normalizeUsername(username))).limit(1);
  return account ?? null;
}

export async function findAccountById(db: Db, id: string): Promise<OfficeAccount | null> {
  const [account] = await db.select().from(officeAccounts).where(eq(officeAccounts.id, id)).limit(1);
  return account ?? null;
}

/** The team as the owner sees it (GET /api/office/accounts): no hash, no secret, no code. */
export interface AccountSummary {
  username: string;
  name: string;
  role: OfficeRoleName;
  createdAt: string;
  disabledAt: string | null;
  mustChangePassword: boolean;
  /** When the one-time password stops working, while it is unchanged; null otherwise. */
  oneTimePasswordExpiresAt: string | null;
  secondFactor: boolean;
  recoveryCodesLeft: number;
  failedSignInsLastHour: number;
}

/** owner, manager, staff: the team's order. */
const roleOrder = sql`CASE ${officeAccounts.role} WHEN 'owner' THEN 0 WHEN 'manager' THEN 1 ELSE 2 END`;

/**
 * The team with what the owner needs to help each person: whether they have a second factor,
 * their recovery codes left, their failed sign-ins in the hour before `now`. One account when
 * `accountId` is given.
 */
export async function teamSummaries(db: Db, now: Date, accountId?: string): Promise<AccountSummary[]> {
  const since = new Date(now.getTime() - 3_600_000);
  const rows = await db
    .select({
      account: officeAccounts,
      // Written out in full: drizzle leaves the table off a column inside a select's subquery.
      recoveryCodesLeft: sql<number>`(SELECT count(*) FROM office_recovery_codes r WHERE r.account_id = office_accounts.id AND r.used_at IS NULL)`.mapWith(Number),
      failedSignInsLastHour: sql<number>`(SELECT count(*) FROM office_audit a WHERE a.account_id = office_accounts.id AND a.action = 'sign-in-failed' AND a.at > ${since.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(officeAccounts)
    .where(accountId === undefined ? undefined : eq(officeAccounts.id, accountId))
    .orderBy(roleOrder, asc(officeAccounts.username));
  return rows.map(({ account, recoveryCodesLeft, failedSignInsLastHour }) => ({
    username: account.username,
    name: account.name,
    role: account.role,
    createdAt: account.createdAt.toISOString(),
    disabledAt: account.disabledAt?.toISOString() ?? null,
    mustChangePassword: account.mustChangePassword,
    oneTimePasswordExpiresAt: account.mustChangePassword ? (account.oneTimePasswordExpiresAt?.toISOString() ?? null) : null,
    secondFactor: account.totpSecret !== null,
    recoveryCodesLeft,
    failedSignInsLastHour,
  }));
}

/** One account as the team lists it. */
export async function teamSummary(db: Db, accountId: string, now: Date): Promise<AccountSummary> {
  const [summary] = await teamSummaries(db, now, accountId);
  if (!summary) throw new Error('an account just written could not be read back');
  return summary;
}

/**
 * A new password: one the person chose (`expiresAt` null: it stays), or a one-time one they must
 * change at their next sign-in, which stops working at `expiresAt`.
 */
export async function setPassword(db: Db, accountId: string, passwordHash: string, mustChangePassword: boolean, expiresAt: Date | null = null): Promise<void> {
  await db
    .update(officeAccounts)
    .set({ passwordHash, mustChangePassword, oneTimePasswordExpiresAt: mustChangePassword ? expiresAt : null })
    .where(eq(officeAccounts.id, accountId));
}

/** Disables an account (its sessions are ended by the caller); null when there is no such account. */
export async function disableAccount(db: Db, username: string, now: Date): Promise<OfficeAccount | null> {
  const [account] = await db.update(officeAccounts).set({ disabledAt: now }).where(eq(officeAccounts.username, normalizeUsername(username))).returning();
  return account ?? null;
}

/** Changes the role of an account that is not an owner's; null when there is no such account or it is an owner's. */
export async function changeRole(db: Db, accountId: string, role: Exclude<OfficeRoleName, 'owner'>): Promise<OfficeAccount | null> {
  const [account] = await db
    .update(officeAccounts)
    .set({ role })
    .where(and(eq(officeAccounts.id, accountId), sql`${officeAccounts.role} <> 'owner'`))
    .returning();
  return account ?? null;
}

/** Gives an account a second factor (`sealedSecret`, sealed), ending any enrolment under way; its recovery codes are replaced by the caller. */
export async function setSecondFactor(db: Db, accountId: string, sealedSecret: string): Promise<void> {
  await db.update(officeAccounts).set({ totpSecret: sealedSecret, totpPendingSecret: null, totpLastStep: null }).where(eq(officeAccounts.id, accountId));
}

/** Takes an account's second factor away: its secret, any enrolment under way, and its recovery codes. */
export async function clearSecondFactor(db: Db, accountId: string): Promise<void> {
  await db.update(officeAccounts).set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }).where(eq(officeAccounts.id, accountId));
  await db.delete(officeRecoveryCodes).where(eq(officeRecoveryCodes.accountId, accountId));
}
