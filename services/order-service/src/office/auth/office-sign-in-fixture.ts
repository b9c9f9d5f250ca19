// For the office's tests: an account stored as the add-account command stores it, and a browser
// that signs in through the real route and keeps its cookie and CSRF token.
import { sql } from 'drizzle-orm';
import type { TestService } from '../../test-support/test-service';
import { createAccount } from '../accounts/account-store';
import { hashPassword } from './passwords';
import { newTotpSecret, totpCode } from './totp';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestAccount {
  username: string;
  password: string;
  totpSecret: string | null;
}

export async function storeAccount(
  service: TestService,
  options: { username: string; role?: 'owner' | 'staff'; name?: string; mustChangePassword?: boolean; totp?: boolean },
): Promise<TestAccount> {
  const role = options.role ?? 'staff';
  const totpSecret = role === 'owner' && options.totp !== false ? newTotpSecret() : null;
  const created = await service.database.run(5000, async (db) =>
    createAccount(db, {
      username: options.username,
      name: options.name ?? options.username,
      role,
      passwordHash: await hashPassword(TEST_PASSWORD),
      mustChangePassword: options.mustChangePassword ?? false,
      totpSecret,
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

/** Signs in (the owner with the code of now, unless given) and keeps the cookie; throws unless 200. */
export async function signIn(service: TestService, account: TestAccount, password = account.password): Promise<Browser> {
  const code = account.totpSecret ? totpCode(account.totpSecret, Date.now()) : undefined;
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
