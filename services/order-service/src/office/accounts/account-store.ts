// The office's accounts in the database (office_accounts): who may sign in, with which role.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { officeAccounts } from '../../db/schema';
import type { OfficeRole } from '../auth/office-guard';

export type OfficeAccount = typeof officeAccounts.$inferSelect;

/** Usernames are kept lower-case: "Amina" and "amina" are one account. */
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();

export const usernameSchema = z
  .string()
  .transform(normalizeUsername)
  .pipe(z.string().regex(/^[a-z0-9][a-z0-9._-]{1,39}$/, 'A username has 2 to 40 letters, digits, dots, dashes or underscores, and starts with a letter or digit.'));

export const accountNameSchema = z.string().trim().min(1, 'Write the person’s name.').max(100, 'A name has at most 100 characters.');

export interface NewAccount {
  username: string;
  name: string;
  role: OfficeRole;
  passwordHash: string;
  mustChangePassword: boolean;
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

/** The team as the owner sees it: no hash, no secret. */
export interface AccountSummary {
  username: string;
  name: string;
  role: OfficeRole;
  createdAt: string;
  disabledAt: string | null;
  mustChangePassword: boolean;
  lockedUntil: string | null;
}

export const accountSummary = (account: OfficeAccount): AccountSummary => ({
  username: account.username,
  name: account.name,
  role: account.role,
  createdAt: account.createdAt.toISOString(),
  disabledAt: account.disabledAt?.toISOString() ?? null,
  mustChangePassword: account.mustChangePassword,
  lockedUntil: account.lockedUntil?.toISOString() ?? null,
});

export async function listAccounts(db: Db): Promise<OfficeAccount[]> {
  return db.select().from(officeAccounts).orderBy(asc(officeAccounts.role), asc(officeAccounts.username));
}

export async function setPassword(db: Db, accountId: string, passwordHash: string, mustChangePassword: boolean): Promise<void> {
  await db.update(officeAccounts).set({ passwordHash, mustChangePassword }).where(eq(officeAccounts.id, accountId));
}

/** Disables an account (its sessions are ended by the caller); null when there is no such account. */
export async function disableAccount(db: Db, username: string, now: Date): Promise<OfficeAccount | null> {
  const [account] = await db.update(officeAccounts).set({ disabledAt: now }).where(eq(officeAccounts.username, normalizeUsername(username))).returning();
  return account ?? null;
}
