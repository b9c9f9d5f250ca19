// Signing in to the office (docs/office.md, "Security"): the password, the owner's code, the
// lock-out after failures in a row, a new session, and the access record of each outcome.
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { OfficeConfig } from '../../config';
import { officeAccounts } from '../../db/schema';
import type { RouteSetup } from '../../route-setup';
import { findAccount, type OfficeAccount } from '../accounts/account-store';
import { clientNetwork, recordAudit } from '../audit/audit-record';
import type { OfficeActor } from './office-guard';
import { verifyPassword } from './passwords';
import { createSession, type NewSession } from './session-store';
import { acceptedStep } from './totp';

/** Failed sign-ins in a row that lock an account. */
export const FAILURES_BEFORE_LOCK = 5;
const LONGEST_LOCK_MS = 24 * 3_600_000;

/** How long the `locks`-th lock-out in a row lasts: the first `lockMinutes`, each next one twice the last, at most 24 hours. */
export function lockDurationMs(locks: number, lockMinutes: number): number {
  return Math.min(LONGEST_LOCK_MS, lockMinutes * 60_000 * 2 ** Math.min(30, Math.max(0, locks - 1)));
}

export type SignInOutcome =
  | { ok: true; account: OfficeAccount; session: NewSession }
  | { ok: false; code: 'invalid' | 'code-required' | 'code-wrong' | 'no-second-factor' }
  | { ok: false; code: 'locked'; retryAfterSeconds: number };

export interface SignInAttempt {
  username: string;
  password: string;
  code?: string | undefined;
}

export const actorOf = (account: OfficeAccount, sessionIdHash: string): OfficeActor => ({
  accountId: account.id,
  username: account.username,
  name: account.name,
  role: account.role,
  sessionIdHash,
});

export async function signIn(setup: RouteSetup, request: FastifyRequest, attempt: SignInAttempt, office: OfficeConfig, nowMs: number): Promise<SignInOutcome> {
  const now = new Date(nowMs);
  const network = clientNetwork(request);
  const account = await setup.inDatabase(request, (db) => findAccount(db, attempt.username));
  // Never the password or the code in the record: only what was refused and why. An unknown
  // username is not kept either: people type their password in the username field.
  const failed = (reason: string) =>
    setup.inDatabase(request, (db) =>
      recordAudit(db, { actor: account ? actorOf(account, '') : null, action: 'sign-in-failed', detail: account ? { username: account.username, reason } : { reason }, network, at: now }),
    );

  if (!account || account.disabledAt !== null) {
    // The same argon2 work as a real account's: the time does not tell which usernames exist.
    await verifyPassword(attempt.password, null);
    await failed(account ? 'disabled' : 'unknown-username');
    return { ok: false, code: 'invalid' };
  }
  if (account.lockedUntil && account.lockedUntil.getTime() > nowMs) {
    // The password is not looked at, but the answer takes as long as if it were.
    await verifyPassword(attempt.password, null);
    await failed('locked');
    return { ok: false, code: 'locked', retryAfterSeconds: Math.ceil((account.lockedUntil.getTime() - nowMs) / 1000) };
  }

  /** Counts a failure; the fifth in a row locks the account. */
  const countFailure = async (reason: string, answer: 'invalid' | 'code-wrong'): Promise<SignInOutcome> =>
    setup.inTransaction(request, async (tx) => {
      const [counted] = await tx
        .update(officeAccounts)
        .set({ failedAttempts: sql`${officeAccounts.failedAttempts} + 1` })
        .where(eq(officeAccounts.id, account.id))
        .returning({ failedAttempts: officeAccounts.failedAttempts, locks: officeAccounts.locks });
      await recordAudit(tx, { actor: actorOf(account, ''), action: 'sign-in-failed', detail: { username: account.username, reason }, network, at: now });
      if (!counted || counted.failedAttempts < FAILURES_BEFORE_LOCK) return { ok: false, code: answer };
      const locks = counted.locks + 1;
      const lockMs = lockDurationMs(locks, office.lockMinutes);
      await tx.update(officeAccounts).set({ failedAttempts: 0, locks, lockedUntil: new Date(nowMs + lockMs) }).where(eq(officeAccounts.id, account.id));
      await recordAudit(tx, { actor: actorOf(account, ''), action: 'locked', detail: { username: account.username, minutes: Math.round(lockMs / 60_000), lockOutsInARow: locks }, network, at: now });
      return { ok: false, code: 'locked', retryAfterSeconds: Math.ceil(lockMs / 1000) };
    });

  if (!(await verifyPassword(attempt.password, account.passwordHash))) return countFailure('wrong-password', 'invalid');

  let step: number | null = null;
  if (account.role === 'owner') {
    if (!account.totpSecret) {
      await failed('no-second-factor');
      return { ok: false, code: 'no-second-factor' };
    }
    // The right password without a code is no failure: the sign-in page asks for the code next.
    if (!attempt.code) return { ok: false, code: 'code-required' };
    step = acceptedStep(account.totpSecret, attempt.code.trim(), account.totpLastStep, nowMs);
    if (step === null) return countFailure('wrong-code', 'code-wrong');
  }

  const acceptedStepValue = step;
  const signedIn = await setup.inTransaction(request, async (tx) => {
    // The step is claimed atomically: the same code sent twice at once signs in once.
    const [reset] = await tx
      .update(officeAccounts)
      .set({ failedAttempts: 0, locks: 0, lockedUntil: null, ...(acceptedStepValue === null ? {} : { totpLastStep: acceptedStepValue }) })
      .where(
        acceptedStepValue === null
          ? eq(officeAccounts.id, account.id)
          : sql`${officeAccounts.id} = ${account.id} AND (${officeAccounts.totpLastStep} IS NULL OR ${officeAccounts.totpLastStep} < ${acceptedStepValue})`,
      )
      .returning({ id: officeAccounts.id });
    if (!reset) return null;
    const session = await createSession(tx, account.id, now, office.sessionHours);
    await recordAudit(tx, { actor: actorOf(account, session.idHash), action: 'sign-in', network, at: now });
    return session;
  });
  if (!signedIn) return countFailure('wrong-code', 'code-wrong');
  return { ok: true, account, session: signedIn };
}
