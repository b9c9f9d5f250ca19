// The office's sealing key for one process: resolved once (OFFICE_SECRET_KEY, or the development
// key in service_secrets), and on that first resolution every TOTP secret still stored in plain
// text (from before sealing) is sealed, and one sealed with the development key is sealed again
// with OFFICE_SECRET_KEY once that is set.
import { eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { officeAccounts, serviceSecrets } from '../../db/schema';
import { DEV_KEY_NAME, isSealed, officeSecretKey, opensWith, sealSecret, unsealSecret } from './sealed-secret';

export interface OfficeSecrets {
  /** The sealing key; the first call also seals what is stored unsealed. */
  key(db: Db): Promise<Buffer>;
}

/** The stored value again, sealed with `key`; null when it is as it should be (or opens with no key known). */
function resealed(stored: string | null, key: Buffer, previous: Buffer | null): string | null {
  if (stored === null) return null;
  if (!isSealed(stored)) return sealSecret(stored, key);
  if (opensWith(stored, key) || !previous || !opensWith(stored, previous)) return null;
  return sealSecret(unsealSecret(stored, previous), key);
}

/** Seals every account's TOTP secrets that are not sealed with `key`; returns how many accounts changed. */
export async function sealStoredSecrets(db: Db, key: Buffer): Promise<number> {
  const [devRow] = await db.select({ value: serviceSecrets.value }).from(serviceSecrets).where(eq(serviceSecrets.name, DEV_KEY_NAME));
  const devKey = devRow ? Buffer.from(devRow.value, 'base64url') : null;
  const previous = devKey && !devKey.equals(key) ? devKey : null;
  const accounts = await db
    .select({ id: officeAccounts.id, totpSecret: officeAccounts.totpSecret, totpPendingSecret: officeAccounts.totpPendingSecret })
    .from(officeAccounts)
    .where(or(isNotNull(officeAccounts.totpSecret), isNotNull(officeAccounts.totpPendingSecret)));
  let changed = 0;
  for (const account of accounts) {
    const totpSecret = resealed(account.totpSecret, key, previous);
    const totpPendingSecret = resealed(account.totpPendingSecret, key, previous);
    if (totpSecret === null && totpPendingSecret === null) continue;
    await db
      .update(officeAccounts)
      .set({ ...(totpSecret === null ? {} : { totpSecret }), ...(totpPendingSecret === null ? {} : { totpPendingSecret }) })
      .where(eq(officeAccounts.id, account.id));
    changed += 1;
  }
  return changed;
}

export function officeSecrets(configured: Buffer | null): OfficeSecrets {
  let resolving: Promise<Buffer> | null = null;
  return {
    key(db) {
      resolving ??= (async () => {
        const key = await officeSecretKey(db, configured);
        await sealStoredSecrets(db, key);
        return key;
      })().catch((error: unknown) => {
        // Tried again by the next call (the database may have been unavailable).
        resolving = null;
        throw error;
      });
      return resolving;
    },
  };
}
