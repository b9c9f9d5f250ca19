// The owner's second factor (docs/office.md): TOTP, RFC 6238, SHA-1, 6 digits, 30 s, one step
// either side; each step is accepted once (the account keeps the last step used).
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Mimea Naturals';
const PERIOD = 30;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export function isBase32Secret(secret: string): boolean {
  if (!/^[A-Z2-7]+=*$/.test(secret) || secret.length < 16) return false;
  try {
    Secret.fromBase32(secret);
    return true;
  } catch {
    return false;
  }
}

const totpFor = (secret: string) => new TOTP({ issuer: TOTP_ISSUER, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/**
 * The time step a code belongs to (now's, or one either side), or null when it is wrong or its
 * step is not after `lastStep` (a code used already, or an older one).
 */
export function acceptedStep(secret: string, code: string, lastStep: number | null, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(nowMs / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code of a moment (the tests and the e2e suite sign in with it). */
export const totpCode = (secret: string, nowMs: number): string => totpFor(secret).generate({ timestamp: nowMs });

/** The address an authenticator app reads (a QR code of it, or typed). */
export function otpauthUri(secret: string, username: string): string {
  const issuer = encodeURIComponent(TOTP_ISSUER);
  return `otpauth://totp/${issuer}:${encodeURIComponent(username)}?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=${PERIOD}`;
}
