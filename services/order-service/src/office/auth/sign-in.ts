// Signing in to the office (docs/office.md, "Security"): the password, the second factor (a
// TOTP code or a recovery code), the throttling counted from the access record, a new session,
// and the record of each outcome. No failure locks an account: past the account's bound, an
// account with a second factor is checked code first, so strangers' guesses never keep out the
// person who has the password and the code, and a wrong code never gets its password checked.
import type { FastifyRequest } from 'fastify';
import type { OfficeConfig } from '../../config';
import type { Db } from '../../db/database';
import type { RouteSetup } from '../../route-setup';
import { findAccount, type OfficeAccount } from '../accounts/account-store';
import { readOfficeSettings } from '../accounts/office-settings';
import { clientNetwork, recordAudit } from '../audit/audit-record';
import { mustEnrol } from './must-enrol';
import type { OfficeActor } from './office-guard';
import type { OfficeSecrets } from './office-secrets';
import { verifyPassword } from './passwords';
import { hasRecoveryCode, useRecoveryCode } from './recovery-codes';
import { createSession, type NewSession } from './session-store';
import { accountThrottle, networkThrottle, type Throttle } from './sign-in-throttle';
import { accountCodeStep, claimStep } from './totp-steps';

export type SignInOutcome =
  | { ok: true; account: OfficeAccount; session: NewSession; mustEnrol: boolean; recoveryCodesLeft: number | null }
  | { ok: false; code: 'invalid' | 'code-required' | 'expired' }
  | { ok: false; code: 'throttled'; retryAfterSeconds: number };

export interface SignInAttempt {
  username: string;
  password: string;
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

/** What the sign-in needs of the service. */
export interface SignInContext {
  office: OfficeConfig;
  secrets: OfficeSecrets;
}

const signInActor = (account: OfficeAccount, sessionIdHash: string): OfficeActor => ({
  accountId: account.id,
  username: account.username,
  name: account.name,
  role: account.role,
  sessionIdHash,
});

/** The second factor as sent: a TOTP code's step (not yet claimed), or a recovery code (not yet used). */
type Evidence = { kind: 'code'; step: number } | { kind: 'recovery'; code: string };

async function secondFactorEvidence(db: Db, account: OfficeAccount, attempt: SignInAttempt, key: Buffer, nowMs: number): Promise<Evidence | null> {
  if (attempt.code) {
    const step = accountCodeStep(account, attempt.code, key, nowMs);
    return step === null ? null : { kind: 'code', step };
  }
  if (attempt.recoveryCode && (await hasRecoveryCode(db, account.id, attempt.recoveryCode))) return { kind: 'recovery', code: attempt.recoveryCode };
  return null;
}

const later = (a: Throttle | null, b: Throttle | null): Throttle | null => (a && b ? (a.retryAfterSeconds >= b.retryAfterSeconds ? a : b) : (a ?? b));

export async function signIn(setup: RouteSetup, request: FastifyRequest, attempt: SignInAttempt, context: SignInContext, nowMs: number): Promise<SignInOutcome> {
  const now = new Date(nowMs);
  const network = clientNetwork(request);
  const { account, networkOver } = await setup.inDatabase(request, async (db) => ({
    account: await findAccount(db, attempt.username),
    networkOver: await networkThrottle(db, network, now),
  }));
  // Never the password or the code in the record: only what was refused and why. An unknown
  // username is not kept either: people type their password in the username field.
  const failed = async (reason: string): Promise<SignInOutcome> => {
    await setup.inDatabase(request, (db) =>
      recordAudit(db, { actor: account ? signInActor(account, '') : null, action: 'sign-in-failed', detail: account ? { username: account.username, reason } : { reason }, network, at: now }),
    );
    return { ok: false, code: 'invalid' };
  };
  const throttled = async (over: Throttle): Promise<SignInOutcome> => {
    await failed('throttled');
    return { ok: false, code: 'throttled', retryAfterSeconds: over.retryAfterSeconds };
  };

  if (!account || account.disabledAt !== null) {
    if (networkOver) return throttled(networkOver);
    // The same argon2 work as a real account's: the time does not tell which usernames exist.
    await verifyPassword(attempt.password, null);
    return failed(account ? 'disabled' : 'unknown-username');
  }
  const hasFactor = account.totpSecret !== null;
  // Asked before anything is checked or counted: this answer says nothing about the password.
  if (hasFactor && !attempt.code && !attempt.recoveryCode) return { ok: false, code: 'code-required' };
  const accountOver = await setup.inDatabase(request, (db) => accountThrottle(db, account.id, now));
  const over = later(networkOver, accountOver);
  if (over && !hasFactor) return throttled(over);

  let evidence: Evidence | null = null;
  if (hasFactor) {
    const key = await setup.inDatabase(request, (db) => context.secrets.key(db));
    evidence = await setup.inDatabase(request, (db) => secondFactorEvidence(db, account, attempt, key, nowMs));
    // Past a bound, a wrong code ends it here: no password check, so guessing passwords needs a valid code.
    if (over && !evidence) return failed('guarded');
  }
  if (!(await verifyPassword(attempt.password, account.passwordHash))) {
    // Past a bound, a right code spent on a wrong password is spent: one code carries one password guess.
    if (over && evidence?.kind === 'code') {
      const { step } = evidence;
      await setup.inDatabase(request, (db) => claimStep(db, account.id, step));
    }
    return failed('wrong-password');
  }
  // The right password with a wrong code: the same answer, but the record tells the owner the password is known.
  if (hasFactor && !evidence) return failed('wrong-code');
  if (account.mustChangePassword && account.oneTimePasswordExpiresAt !== null && account.oneTimePasswordExpiresAt.getTime() <= nowMs) {
    await failed('expired');
    return { ok: false, code: 'expired' };
  }

  const signedIn = await setup.inTransaction(request, async (tx) => {
    let recoveryCodesLeft: number | null = null;
    if (evidence?.kind === 'code' && !(await claimStep(tx, account.id, evidence.step))) return null;
    if (evidence?.kind === 'recovery') {
      recoveryCodesLeft = await useRecoveryCode(tx, account.id, evidence.code, now);
      if (recoveryCodesLeft === null) return null;
    }
    const session = await createSession(tx, account.id, now, context.office.sessionHours);
    const settings = await readOfficeSettings(tx);
    await recordAudit(tx, {
      actor: signInActor(account, session.idHash),
      action: 'sign-in',
      detail: recoveryCodesLeft === null ? null : { recoveryCode: true, recoveryCodesLeft },
      network,
      at: now,
    });
    return { session, recoveryCodesLeft, mustEnrol: mustEnrol(account, settings.staffSecondFactor) };
  });
  // Another sign-in with the same code or recovery code won the race.
  if (!signedIn) return failed('code-used');
  return { ok: true, account, ...signedIn };
}
