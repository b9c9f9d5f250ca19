// The C2B URLs of the store number, registered once (docs/payments.md, "Registration once").
// Daraja's production takes a registration once and then answers 500.003.1001 "Urls are already
// registered" to every other, so registering at each start only logged false alarms, and a changed
// domain or callback secret failed silently while confirmations went to a path that 404s. The
// service records what it registered (a fingerprint of the URLs, never the secret) and registers
// only when the configured URLs differ; Daraja refusing them then is an alarm, in the log and the
// office, that names what to do.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/database';
import { c2bRegistrations } from '../db/schema';
import { errorSummary } from '../log-safe';
import type { DarajaClient } from './daraja/daraja-client';
import { DarajaError } from './daraja/daraja-error';
import { callbackUrls, type DarajaSettings } from './daraja/daraja-settings';

/** Daraja's answer when URLs are registered on the short code already. */
export const ALREADY_REGISTERED_ERROR_CODE = '500.003.1001';

export type RegistrationState = 'registered' | 'already-registered' | 'differs';

export type RegistrationOutcome = { kind: 'recorded' | RegistrationState } | { kind: 'failed'; error: unknown };

export interface RegistrationStatus {
  shortCode: string;
  state: RegistrationState | 'not-registered';
  origin: string | null;
  at: string | null;
  /** What the office shows when something needs the owner; null when all is well. */
  alarm: string | null;
}

/** The SHA-256 of the callbacks' URLs: tells a changed domain or secret without keeping the secret. */
export function urlFingerprint(settings: Pick<DarajaSettings, 'callbackBaseUrl' | 'callbackSecret'>): string {
  const urls = callbackUrls(settings);
  return createHash('sha256').update(`${urls.c2bConfirmation}\n${urls.c2bValidation}`).digest('hex');
}

const isAlreadyRegistered = (error: unknown) => error instanceof DarajaError && error.errorCode === ALREADY_REGISTERED_ERROR_CODE;

async function record(db: Db, settings: DarajaSettings, state: RegistrationState): Promise<void> {
  const row = { shortCode: settings.shortCode, fingerprint: urlFingerprint(settings), origin: settings.callbackBaseUrl, state, at: new Date() };
  await db.insert(c2bRegistrations).values(row).onConflictDoUpdate({ target: c2bRegistrations.shortCode, set: row });
}

/** Registers the URLs unless the recorded ones are the configured ones; says what happened. */
export async function registerC2bOnce(database: Database, daraja: DarajaClient, settings: DarajaSettings, dbTimeoutMs: number): Promise<RegistrationOutcome> {
  const [recorded] = await database.run(dbTimeoutMs, (db) => db.select().from(c2bRegistrations).where(eq(c2bRegistrations.shortCode, settings.shortCode)));
  const fingerprint = urlFingerprint(settings);
  // Only URLs Daraja took from us are known to be ours; after "already registered" each start asks again (the owner may have deleted them).
  if (recorded && recorded.fingerprint === fingerprint && recorded.state === 'registered') return { kind: 'recorded' };
  try {
    await daraja.registerC2bUrls();
  } catch (error) {
    if (!isAlreadyRegistered(error)) return { kind: 'failed', error };
    // URLs we registered before, with another domain or secret: Daraja keeps sending to those.
    const state: RegistrationState = recorded && (recorded.fingerprint !== fingerprint || recorded.state === 'differs') ? 'differs' : 'already-registered';
    await database.run(dbTimeoutMs, (db) => record(db, settings, state));
    return { kind: state };
  }
  await database.run(dbTimeoutMs, (db) => record(db, settings, 'registered'));
  return { kind: 'registered' };
}

/** The registration as the office shows it. */
export async function registrationStatus(db: Db, settings: DarajaSettings): Promise<RegistrationStatus> {
  const [row] = await db.select().from(c2bRegistrations).where(eq(c2bRegistrations.shortCode, settings.shortCode));
  const fingerprintChanged = row !== undefined && row.fingerprint !== urlFingerprint(settings);
  let alarm: string | null = null;
  if (!row) alarm = `The till's payment confirmations are not registered with M-Pesa yet for store number ${settings.shortCode}: till payments will not confirm themselves.`;
  else if (row.state === 'differs' || fingerprintChanged)
    alarm = `M-Pesa sends the till's confirmations to URLs this shop no longer uses (the domain or the callback secret changed). Delete the C2B URLs of store number ${settings.shortCode} in the Daraja portal, then restart the order service so it registers ${settings.callbackBaseUrl}.`;
  return { shortCode: settings.shortCode, state: row?.state ?? 'not-registered', origin: row?.origin ?? null, at: row?.at.toISOString() ?? null, alarm };
}

/** Registers at start, trying again a few times in the background; logs each outcome in words an operator acts on. */
export function registerC2bInBackground(
  options: { database: Database; daraja: DarajaClient; settings: DarajaSettings; log: FastifyBaseLogger; dbTimeoutMs: number },
  delaysMs: readonly number[] = [0, 10_000, 60_000, 300_000],
): { stop(): void; done: Promise<RegistrationOutcome | null> } {
  const { database, daraja, settings, log, dbTimeoutMs } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let finish: (outcome: RegistrationOutcome | null) => void = () => undefined;
  const done = new Promise<RegistrationOutcome | null>((resolve) => (finish = resolve));
  const attempt = (index: number) => {
    timer = setTimeout(() => {
      if (stopped) return finish(null);
      registerC2bOnce(database, daraja, settings, dbTimeoutMs).then(
        (outcome) => {
          const facts = { shortCode: settings.shortCode, origin: settings.callbackBaseUrl };
          switch (outcome.kind) {
            case 'recorded':
              log.info(facts, 'C2B URLs registered before with these URLs: not registered again');
              return finish(outcome);
            case 'registered':
              log.info(facts, 'C2B URLs registered');
              return finish(outcome);
            case 'already-registered':
              log.warn(facts, 'Daraja says C2B URLs are already registered on this store number: if the till\'s confirmations do not arrive, delete them in the Daraja portal and restart');
              return finish(outcome);
            case 'differs':
              log.error(facts, 'Daraja keeps C2B URLs this shop no longer uses: delete them in the Daraja portal and restart, or till payments will not confirm themselves');
              return finish(outcome);
            case 'failed': {
              const last = index + 1 >= delaysMs.length;
              log.warn({ ...errorSummary(outcome.error), attempt: index + 1 }, last ? 'C2B URLs could not be registered; till payments will not confirm themselves' : 'C2B URL registration failed; will retry');
              if (last) return finish(outcome);
              return attempt(index + 1);
            }
          }
        },
        (error: unknown) => {
          log.warn(errorSummary(error), 'C2B URL registration could not be recorded; will retry at the next start');
          finish({ kind: 'failed', error });
        },
      );
    }, delaysMs[index]);
    timer.unref();
  };
  attempt(0);
  return {
    done,
    stop() {
      stopped = true;
      clearTimeout(timer);
      finish(null);
    },
  };
}
