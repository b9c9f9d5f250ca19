// What the office's account commands do (docs/office.md, "Who signs in"): add an account, and
// reset an account's password and second factor (the owner's way back in). One code path for
// both ways a command reaches the database: the command runs it itself on the database it opens
// (PostgreSQL, or a PGlite folder no service holds), or hands the same request to the running
// service over its admin socket (admin-socket.ts), which runs it here on the database it holds.
// Requests carry the new password (the socket is the database's own user's, mode 0600); answers
// carry a new second factor's secret and recovery codes, which the command prints once.
import { z } from 'zod';
import type { Database, Db } from '../../db/database';
import { DatabaseUnavailable } from '../../db/database-errors';
import type { OfficeRoleName } from '../../db/schema';
import { recordAudit } from '../audit/audit-record';
import type { OfficeSecrets } from '../auth/office-secrets';
import { passwordProblem } from '../auth/password-policy';
import { hashPassword, PASSWORD_MAX_LENGTH } from '../auth/passwords';
import { newRecoveryCodes, replaceRecoveryCodes } from '../auth/recovery-codes';
import { sealSecret } from '../auth/sealed-secret';
import { otpauthUri } from '../auth/second-factor';
import { endAccountSessions } from '../auth/session-store';
import { isBase32Secret, newTotpSecret } from '../auth/totp';
import { accountNameSchema, createAccount, findAccount, setPassword, setSecondFactor, usernameSchema, type OfficeAccount } from './account-store';

const roles = ['owner', 'manager', 'staff'] as const satisfies readonly OfficeRoleName[];

/** A request to the account operations, as the commands send it (over the socket: one JSON line). */
export const accountRequestSchema = z.discriminatedUnion('op', [
  /** Whether an account exists, before a password is asked for. */
  z.object({ op: z.literal('look-up'), username: z.string().max(200) }),
  z.object({
    op: z.literal('add-account'),
    username: z.string().max(200),
    name: z.string().max(1000),
    role: z.enum(roles),
    password: z.string().max(PASSWORD_MAX_LENGTH * 4),
    /** A given secret (the e2e stack's owners); a new one otherwise. Owners only. */
    totpSecret: z.string().max(200).optional(),
  }),
  z.object({
    op: z.literal('reset-account'),
    username: z.string().max(200),
    /** The new password, when it is reset. */
    password: z.string().max(PASSWORD_MAX_LENGTH * 4).optional(),
    /** Whether a new second factor is made (its secret and recovery codes in the answer). */
    secondFactor: z.boolean(),
  }),
]);
export type AccountRequest = z.infer<typeof accountRequestSchema>;

export interface AccountFacts {
  username: string;
  name: string;
  role: OfficeRoleName;
  disabled: boolean;
}

/** A second factor just made: shown once by the command, never stored but sealed. */
export interface NewSecondFactor {
  secret: string;
  uri: string;
  recoveryCodes: string[];
}

export type AccountAnswer =
  | { ok: true; op: 'look-up'; account: AccountFacts | null }
  | { ok: true; op: 'add-account'; account: AccountFacts; secondFactor: NewSecondFactor | null }
  | { ok: true; op: 'reset-account'; account: AccountFacts; password: boolean; secondFactor: NewSecondFactor | null }
  | { ok: false; error: string };

export interface AccountOperationsContext {
  database: Database;
  /** The key that seals second-factor secrets (the service's own, or resolved by the command alike). */
  secrets: OfficeSecrets;
  /** The clock (milliseconds). */
  now: () => number;
  /** How long one request's database work may take. */
  timeoutMs: number;
}

const factsOf = (account: OfficeAccount): AccountFacts => ({ username: account.username, name: account.name, role: account.role, disabled: account.disabledAt !== null });

/** The record's detail for a change made by a command: no person signed in, only the server's user could. */
const VIA_COMMAND = { via: 'command' } as const;

/** Refused before anything was stored: the command prints the message. */
class Refused extends Error {}

async function newSecondFactor(context: AccountOperationsContext, username: string, given?: string): Promise<{ plain: NewSecondFactor; sealed: string }> {
  const secret = given ?? newTotpSecret();
  const key = await context.database.run(context.timeoutMs, (db) => context.secrets.key(db));
  return { plain: { secret, uri: otpauthUri(secret, username), recoveryCodes: newRecoveryCodes() }, sealed: sealSecret(secret, key) };
}

async function lookUp(context: AccountOperationsContext, username: string): Promise<OfficeAccount | null> {
  return context.database.run(context.timeoutMs, (db) => findAccount(db, username));
}

async function addAccount(context: AccountOperationsContext, request: Extract<AccountRequest, { op: 'add-account' }>): Promise<AccountAnswer> {
  const username = usernameSchema.safeParse(request.username);
  if (!username.success) throw new Refused(`${username.error.issues[0]?.message ?? 'The username is wrong.'} Nothing was stored.`);
  const name = accountNameSchema.safeParse(request.name);
  if (!name.success) throw new Refused(`${name.error.issues[0]?.message ?? 'The name is wrong.'} Nothing was stored.`);
  const given = request.totpSecret?.trim().toUpperCase();
  if (given !== undefined && request.role !== 'owner') throw new Refused('A given second-factor secret is for owners: staff and managers set up their own in the office.');
  if (given !== undefined && !isBase32Secret(given)) throw new Refused('The second-factor secret must be base32 (A–Z, 2–7), at least 16 characters.');
  const taken = () => new Refused(`The username "${username.data}" is taken: nothing was stored.`);
  if (await lookUp(context, username.data)) throw taken();
  const weak = passwordProblem(request.password, [username.data, name.data]);
  if (weak) throw new Refused(`${weak} Nothing was stored.`);
  const passwordHash = await hashPassword(request.password);
  // An owner gets the second factor at once: the command shows it, and the owner scans it.
  const secondFactor = request.role === 'owner' ? await newSecondFactor(context, username.data, given) : null;
  const at = new Date(context.now());
  const account = await context.database.transaction(context.timeoutMs, async (tx) => {
    const created = await createAccount(tx, { username: username.data, name: name.data, role: request.role, passwordHash, mustChangePassword: false, totpSecret: secondFactor?.sealed ?? null }, at);
    if (!created) return null;
    if (secondFactor) await replaceRecoveryCodes(tx, created.id, secondFactor.plain.recoveryCodes, at);
    await recordAudit(tx, { actor: null, action: 'account.create', detail: { username: created.username, role: created.role, ...VIA_COMMAND }, at });
    return created;
  });
  if (!account) throw taken();
  return { ok: true, op: 'add-account', account: factsOf(account), secondFactor: secondFactor?.plain ?? null };
}

async function resetAccount(context: AccountOperationsContext, request: Extract<AccountRequest, { op: 'reset-account' }>): Promise<AccountAnswer> {
  if (request.password === undefined && !request.secondFactor) throw new Refused('Say what to reset: the password, the second factor, or both. Nothing was changed.');
  const found = await lookUp(context, request.username);
  if (!found) throw new Refused(`There is no account "${request.username.trim().toLowerCase()}": nothing was changed.`);
  let passwordHash: string | null = null;
  if (request.password !== undefined) {
    const weak = passwordProblem(request.password, [found.username, found.name]);
    if (weak) throw new Refused(`${weak} Nothing was changed.`);
    passwordHash = await hashPassword(request.password);
  }
  const secondFactor = request.secondFactor ? await newSecondFactor(context, found.username) : null;
  const at = new Date(context.now());
  const account = await context.database.transaction(context.timeoutMs, async (tx: Db) => {
    const current = await findAccount(tx, found.username);
    if (!current) return null;
    if (passwordHash !== null) {
      // The person typed it: no one-time password, nothing to change at the next sign-in.
      await setPassword(tx, current.id, passwordHash, false);
      await recordAudit(tx, { actor: null, action: 'account.reset-password', detail: { username: current.username, ...VIA_COMMAND }, at });
    }
    if (secondFactor) {
      await setSecondFactor(tx, current.id, secondFactor.sealed);
      await replaceRecoveryCodes(tx, current.id, secondFactor.plain.recoveryCodes, at);
      await recordAudit(tx, { actor: null, action: 'account.reset-second-factor', detail: { username: current.username, ...VIA_COMMAND }, at });
    }
    // Whoever had the old password or the old phone is signed out everywhere.
    await endAccountSessions(tx, current.id);
    return current;
  });
  if (!account) throw new Refused(`There is no account "${found.username}": nothing was changed.`);
  return { ok: true, op: 'reset-account', account: factsOf(account), password: passwordHash !== null, secondFactor: secondFactor?.plain ?? null };
}

/**
 * Runs one request (already parsed JSON) and answers it. Never throws: a refusal or a failure is
 * `{ ok: false, error }` in words, without the password or any secret.
 */
export async function runAccountRequest(context: AccountOperationsContext, input: unknown): Promise<AccountAnswer> {
  const parsed = accountRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'The request was not understood (the command and the service may be of different versions).' };
  const request = parsed.data;
  try {
    switch (request.op) {
      case 'look-up': {
        const account = await lookUp(context, request.username);
        return { ok: true, op: 'look-up', account: account ? factsOf(account) : null };
      }
      case 'add-account':
        return await addAccount(context, request);
      case 'reset-account':
        return await resetAccount(context, request);
    }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.message };
    if (error instanceof DatabaseUnavailable) {
      if (error.refusal === 'disk-full') return { ok: false, error: 'The disk holding the shop’s data is nearly full: nothing was changed. Make room, then try again.' };
      if (error.outcome === 'unknown') return { ok: false, error: 'The database did not confirm the change in time: it may have been made. Look (the office’s Team, or run this again) before trying again.' };
      return { ok: false, error: 'The database could not be reached in time: nothing was changed. Try again in a moment.' };
    }
    throw error;
  }
}
