// Recovery codes (docs/office.md, "Second factor"): ten made at enrolment and shown once, each
// good for one sign-in without the authenticator app. Only a SHA-256 of each is kept: a code
// holds 50 random bits, too many to try against a hash, so no slow hash is needed.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { officeRecoveryCodes } from '../../db/schema';

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: no I, L, O or U, so a code read aloud or written down is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** One code: 10 characters of 5 bits (50 bits), written `ABCDE-FGHJK`. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  // Each byte's low 5 bits: 256 is a multiple of 32, so every character is equally likely.
  const characters = [...bytes].map((byte) => ALPHABET[byte & 31]!);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** What is stored of a code: SHA-256 (hex) of it in capitals, without dashes or spaces; Crockford's look-alikes (O, I, L) read as digits. */
export function recoveryCodeHash(code: string): string {
  const canonical = code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return createHash('sha256').update(canonical).digest('hex');
}

/** Whether a typed value looks like a recovery code at all (before any database work). */
export const looksLikeRecoveryCode = (code: string): boolean => /^[0-9A-Za-z]{5}[\s-]?[0-9A-Za-z]{5}$/.test(code.trim());

/** Replaces an account's recovery codes with these (the old ones stop working). */
export async function replaceRecoveryCodes(db: Db, accountId: string, codes: readonly string[], now: Date = new Date()): Promise<void> {
  await db.delete(officeRecoveryCodes).where(eq(officeRecoveryCodes.accountId, accountId));
  if (codes.length > 0) await db.insert(officeRecoveryCodes).values(codes.map((code) => ({ accountId, codeHash: recoveryCodeHash(code), createdAt: now })));
}

/** Unused codes an account has left. */
export async function recoveryCodesLeft(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`count(*)`.mapWith(Number) })
    .from(officeRecoveryCodes)
    .where(and(eq(officeRecoveryCodes.accountId, accountId), isNull(officeRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Whether the code is one of the account's unused ones, without using it (the sign-in checks it before the password). */
export async function hasRecoveryCode(db: Db, accountId: string, code: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const [row] = await db
    .select({ id: officeRecoveryCodes.id })
    .from(officeRecoveryCodes)
    .where(and(eq(officeRecoveryCodes.accountId, accountId), eq(officeRecoveryCodes.codeHash, recoveryCodeHash(code)), isNull(officeRecoveryCodes.usedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Uses a code: marks it used in one UPDATE that only an unused one passes (two sign-ins sending
 * the same code at once: one wins). Returns the codes left, or null when it matched none unused.
 */
export async function useRecoveryCode(db: Db, accountId: string, code: string, now: Date = new Date()): Promise<number | null> {
  if (!looksLikeRecoveryCode(code)) return null;
  const used = await db
    .update(officeRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(officeRecoveryCodes.accountId, accountId), eq(officeRecoveryCodes.codeHash, recoveryCodeHash(code)), isNull(officeRecoveryCodes.usedAt)))
    .returning({ id: officeRecoveryCodes.id });
  if (used.length === 0) return null;
  return recoveryCodesLeft(db, accountId);
}
