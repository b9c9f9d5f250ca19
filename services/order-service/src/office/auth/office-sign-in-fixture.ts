// For the office's tests: an account stored as the add-account command stores it, and a browser
// that signs in through the real route and keeps its cookie and CSRF token.
import { sql } from 'drizzle-orm';
import type { OfficeRoleName } from '../../db/schema';
import type { TestService } from '../../test-support/test-service';
import { createAccount } from '../accounts/account-store';
import { hashPassword } from './passwords';
import { officeSecretKey, sealSecret } from './sealed-secret';
import { newTotpSecret, totpCode } from './totp';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestAccount {
  username: string;
  password: string;
  /** The plain secret, for the test to make codes with (the table keeps it sealed). */
  totpSecret: string | null;
}

/** The key the service seals with when the test gives none: the development key in its database. */
export const serviceSecretKey = (service: TestService): Promise<Buffer> => service.database.run(5000, (db) => officeSecretKey(db, null));

export async function storeAccount(
  service: TestService,
  options: {
    username: string;
    role?: OfficeRoleName;
    name?: string;
    mustChangePassword?: boolean;
    /** When the one-time password stops working (with mustChangePassword). */
    oneTimePasswordExpiresAt?: Date;
    /** A second factor: an owner's by default. */
    totp?: boolean;
    /** Store the secret unsealed, as before sealing (the start's sealing is tested with it). */
    plainSecret?: boolean;
  },
): Promise<TestAccount> {
  const role = options.role ?? 'staff';
  const totpSecret = (options.totp ?? role === 'owner') ? newTotpSecret() : null;
  const stored = totpSecret === null || options.plainSecret ? totpSecret : sealSecret(totpSecret, await serviceSecretKey(service));
  const created = await service.database.run(5000, async (db) =>
    createAccount(db, {
      username: options.username,
      name: options.name ?? options.username,
      role,
      passwordHash: await hashPassword(TEST_PASSWORD),
      mustChangePassword: options.mustChangePassword ?? false,
      oneTimePasswordExpiresAt: options.oneTimePasswordExpiresAt ?? null,
      totpSecret: stored,
    }),
  );
  if (!created) throw new Error(`${options.username} could not be stored`);
  return { username: created.username, password: TEST_PASSWORD, totpSecret };
}

export interface Browser {
  cookie: string;
  csrfToken: string;
  body: Record<string, unknown>;
  get(path: string): ReturnType<TestService['request']>;
  /** A change, with the session's CSRF token. */
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): ReturnType<TestService['request']>;
}

/** Signs in (with the code of `nowMs` when the account has a second factor) and keeps the cookie; throws unless 200. */
export async function signIn(service: TestService, account: TestAccount, password = account.password, nowMs = Date.now()): Promise<Browser> {
  const code = account.totpSecret ? totpCode(account.totpSecret, nowMs) : undefined;
  const answer = await service.request('POST', '/api/office/session', { username: account.username, password, ...(code ? { code } : {}) });
  if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${JSON.stringify(answer.body)}`);
  return browserOf(service, answer);
}

export function browserOf(service: TestService, signedIn: Awaited<ReturnType<TestService['request']>>): Browser {
  const cookie = /^[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const body = signedIn.body as Record<string, unknown>;
  const csrfToken = String(body.csrfToken);
  return {
    cookie,
    csrfToken,
    body,
    get: (path) => service.request('GET', path, undefined, { Cookie: cookie }),
    send: (method, path, body, headers = {}) => service.request(method, path, body, { Cookie: cookie, 'X-CSRF-Token': csrfToken, ...headers }),
  };
}

/** The access record's rows, oldest first, straight from the table. */
export async function auditRows(service: TestService): Promise<{ action: string; username: string | null; detail: unknown; network: string | null; order_id: string | null }[]> {
  const result = await service.database.db.execute(sql`SELECT action, username, detail, network, order_id FROM office_audit ORDER BY id`);
  return (result as unknown as { rows: { action: string; username: string | null; detail: unknown; network: string | null; order_id: string | null }[] }).rows;
}
