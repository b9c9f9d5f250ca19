// An account's TOTP codes against its sealed secret, and the claim that makes each step count once.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { officeAccounts } from '../../db/schema';
import { unsealSecret } from './sealed-secret';
import { acceptedStep } from './totp';

/** The step of a code typed for the account's second factor (spaces ignored), or null when it is wrong, used already, or there is none. */
export function accountCodeStep(account: { totpSecret: string | null; totpLastStep: number | null }, code: string, key: Buffer, nowMs: number): number | null {
  if (account.totpSecret === null) return null;
  return acceptedStep(unsealSecret(account.totpSecret, key), code.replace(/\s/g, ''), account.totpLastStep, nowMs);
}

/** Claims a step atomically: the same code sent twice at once is accepted once. */
export async function claimStep(db: Db, accountId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(officeAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(officeAccounts.id, accountId), or(isNull(officeAccounts.totpLastStep), lt(officeAccounts.totpLastStep, step))))
    .returning({ id: officeAccounts.id });
  return claimed.length > 0;
}
