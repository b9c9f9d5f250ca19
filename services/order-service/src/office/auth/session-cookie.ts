// The office's session cookie (docs/office.md, "Sessions"): read from the Cookie header and
// written by hand: one cookie, one name, so no cookie plugin is needed.
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'mimea_office';

/** A fresh random token (32 bytes, base64url): the session's cookie value, or a CSRF token. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a session's token: its SHA-256, hex. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The session token the request's Cookie header carries, or null. */
export function sessionToken(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    // Only what randomToken makes: anything else is no session.
    return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
  }
  return null;
}

/** Set-Cookie for a new session, kept until its absolute end. */
export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${token}; HttpOnly; Secure; SameSite=Strict; Path=/api/office; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
}

/** Set-Cookie that makes the browser forget the session. */
export const clearedSessionCookie = (): string => `${SESSION_COOKIE}=; HttpOnly; Secure; SameSite=Strict; Path=/api/office; Max-Age=0`;
