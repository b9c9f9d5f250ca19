// Office passwords (docs/office.md, "Passwords"): argon2id through hash-wasm (WebAssembly, the
// same code on every image), OWASP's minimum: 19 MiB, 2 passes, 1 lane, a random 16-byte salt,
// stored as a PHC string. What a new password must be: password-policy.ts.
import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

const ARGON2 = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2id({ ...ARGON2, password, salt: randomBytes(16), outputType: 'encoded' });
}

/** A hash of no one's password: an unknown username is checked against it, so it costs the same time. */
let dummyHash: Promise<string> | null = null;

/** Whether `password` is the one `hash` was made from; null `hash` (no such account) still costs one check. */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
    await argon2Verify({ password, hash: await dummyHash });
    return false;
  }
  try {
    return await argon2Verify({ password, hash });
  } catch {
    // A stored hash that is not argon2: no password matches it.
    return false;
  }
}

/** A one-time password for a new staff account: 16 letters and digits without look-alikes, about 90 bits. */
export function oneTimePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(32);
  let password = '';
  // 54 letters: bytes under 216 (4 × 54) pick one without bias.
  for (const byte of bytes) if (byte < 216 && password.length < 16) password += alphabet[byte % 54];
  return password.length === 16 ? password : oneTimePassword();
}
