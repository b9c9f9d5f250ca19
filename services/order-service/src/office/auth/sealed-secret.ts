// TOTP secrets at rest (docs/office.md, "Second factor"): sealed with AES-256-GCM under
// OFFICE_SECRET_KEY, so a copy of the database (a backup, a dump) does not hand out the codes.
// Stored as `v1:<iv>:<tag>:<ciphertext>`, each base64url.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { serviceSecrets } from '../../db/schema';

const VERSION = 'v1';
/** The development key's row in service_secrets (used only when OFFICE_SECRET_KEY is unset outside production). */
export const DEV_KEY_NAME = 'office-secret-key';

export const isSealed = (stored: string): boolean => stored.startsWith(`${VERSION}:`);

export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join(':');
}

/** The plain secret; a value without `v1:` is a legacy plain one, returned as it is. Throws when the key is not the one it was sealed with. */
export function unsealSecret(stored: string, key: Buffer): string {
  if (!isSealed(stored)) return stored;
  const [, iv, tag, ciphertext] = stored.split(':');
  if (iv === undefined || tag === undefined || ciphertext === undefined) throw new Error('a sealed secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** Whether `stored` opens with `key` (a plain legacy value always does). */
export function opensWith(stored: string, key: Buffer): boolean {
  try {
    unsealSecret(stored, key);
    return true;
  } catch {
    return false;
  }
}

/** OFFICE_SECRET_KEY: 32 bytes, as 64 hex characters or as base64 (or base64url); throws otherwise, never echoing the value. */
export function parseOfficeSecretKey(value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(text) ? Buffer.from(text, 'base64') : null;
  if (!key || key.length !== 32) throw new Error('OFFICE_SECRET_KEY must be 32 bytes: 64 hex characters or base64 (try: openssl rand -hex 32)');
  return key;
}

/** The development key kept in the database (made once, insert-or-nothing, so every instance shares it). */
export async function developmentKey(db: Db): Promise<Buffer> {
  await db.insert(serviceSecrets).values({ name: DEV_KEY_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: serviceSecrets.value }).from(serviceSecrets).where(eq(serviceSecrets.name, DEV_KEY_NAME));
  if (!row) throw new Error('the office secret key could not be read back');
  return Buffer.from(row.value, 'base64url');
}

/**
 * The key that seals the office's TOTP secrets: OFFICE_SECRET_KEY when set (config.office.secretKey;
 * required in production), else the development key in service_secrets.
 */
export async function officeSecretKey(db: Db, configured: Buffer | null): Promise<Buffer> {
  return configured ?? developmentKey(db);
}
