// The back office from a journey's side (docs/office.md): its accounts, the owner's one-time
// code, and a signed-in session of the office's API for reading what the shop stored.
import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { officeAccounts, type OfficeAccount } from './office-accounts.mjs';
import { SHOP } from './origins';

export { officeAccounts };

/** The code an authenticator app shows now for this secret. */
export function officeCode(secret: string): string {
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/** A session of the office's API, as a browser holds it: its cookie and its CSRF token. */
export interface OfficeSession {
  get: (path: string) => Promise<Response>;
  post: (path: string, body: unknown) => Promise<Response>;
}

/** Signs in through the office's API (a staff account: no second factor) and returns the session. */
export async function officeSession(account: OfficeAccount = officeAccounts.reader): Promise<OfficeSession> {
  const response = await fetch(`${SHOP}/api/office/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  if (!response.ok) throw new Error(`Signing in as ${account.username} answered ${response.status}: ${await response.text()}`);
  const cookie = /mimea_office=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error('The sign-in set no session cookie');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return {
    get: (path) => fetch(`${SHOP}${path}`, { headers: { Cookie: cookie } }),
    post: (path, body) =>
      fetch(`${SHOP}${path}`, { method: 'POST', headers: { Cookie: cookie, 'X-CSRF-Token': csrfToken, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  };
}

let reader: Promise<OfficeSession> | undefined;

/** A GET of the office's API as the journeys' reader (one session for the whole run). */
export async function readAsOffice<T>(path: string): Promise<T> {
  reader ??= officeSession();
  const response = await (await reader).get(path);
  if (!response.ok) throw new Error(`The office's ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Signs in on the office's sign-in page, with the owner's second factor when asked for it. */
export async function signInOnPage(page: Page, account: OfficeAccount): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (account.totpSecret) {
    const code = page.getByRole('textbox', { name: 'One-time code' });
    await expect(code).toBeVisible();
    await code.fill(officeCode(account.totpSecret));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
}
