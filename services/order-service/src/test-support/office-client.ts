// The back office for the service's tests: an account stored directly (as `npm run
// office:add-account` does), signed in through the real session route (the owner with a TOTP
// code), then its calls with the session's cookie and CSRF token.
import { sql } from 'drizzle-orm';
import type { OfficeRoleName } from '../db/schema';
import { createAccount } from '../office/accounts/account-store';
import { hashPassword } from '../office/auth/passwords';
import { newTotpSecret, totpCode } from '../office/auth/totp';
import type { TestService } from './test-service';

export interface OfficeAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface OfficeClient {
  name: string;
  role: OfficeRoleName;
  /** The service it is signed in to (the handover reads the order's national ID from its database). */
  service: TestService;
  get(path: string): Promise<OfficeAnswer>;
  /** `headers` add to (or replace) the JSON content type, as for a CSV upload. */
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<OfficeAnswer>;
}

const PASSWORD = 'correct horse battery staple';
let accounts = 0;

/** Signs a new account of `role` in; `name` is what the order's history will call it. */
export async function signInOffice(service: TestService, role: OfficeRoleName = 'staff', name = role === 'owner' ? 'Amina Wanjiru' : 'Wanjiru Otieno'): Promise<OfficeClient> {
  accounts += 1;
  const username = `${role}${accounts}`;
  const totpSecret = role === 'owner' ? newTotpSecret() : null;
  const passwordHash = await hashPassword(PASSWORD);
  const created = await service.database.run(5000, (db) => createAccount(db, { username, name, role, passwordHash, mustChangePassword: false, totpSecret }));
  if (!created) throw new Error(`the test account ${username} could not be stored`);
  const signedIn = await service.request('POST', '/api/office/session', { username, password: PASSWORD, ...(totpSecret ? { code: totpCode(totpSecret, Date.now()) } : {}) });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  const cookie = /^[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error('sign-in set no cookie');
  const { csrfToken } = signedIn.body as { csrfToken: string };
  return {
    name,
    role,
    service,
    get: (path) => service.request('GET', path, undefined, { Cookie: cookie }),
    post: (path, body = {}, headers = {}) => service.request('POST', path, body, { Cookie: cookie, 'X-CSRF-Token': csrfToken, ...headers }),
  };
}

/** An order as the office's order page gives it (the fields the tests read). */
export interface OfficeOrder {
  orderId: string;
  status: string;
  version: number;
  customerId: string | null;
  forwarding: string;
  payment: { flag: string | null; paidAt: string | null; payments: { receipt: string | null; amount: number; matchedBy: string | null }[] };
  history: { event: string; actor: string | null; note: string | null }[];
  actions: string[];
  [field: string]: unknown;
}

/**
 * The orders of an office list query (`tab=flagged`, `q=…`, written as a query string but sent as
 * the search's body), each opened as its order page: what the bearer token's GET /api/orders gave
 * before the office.
 */
export async function officeOrders(office: OfficeClient, query = ''): Promise<{ orders: OfficeOrder[]; total: number }> {
  const listed = await office.post('/api/office/orders/search', { pageSize: 100, ...Object.fromEntries(new URLSearchParams(query)) });
  if (listed.status !== 200) throw new Error(`office list: ${listed.status} ${JSON.stringify(listed.body)}`);
  const { orders, total } = listed.body as { orders: { orderId: string }[]; total: number };
  const opened: OfficeOrder[] = [];
  for (const row of orders) opened.push(await officeOrder(office, row.orderId));
  return { orders: opened, total };
}

export async function officeOrder(office: OfficeClient, orderId: string): Promise<OfficeOrder> {
  const answer = await office.get(`/api/office/orders/${orderId}`);
  if (answer.status !== 200) throw new Error(`office order: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as OfficeOrder;
}

/** The shopper's national ID as stored, for a handover: what the person at the station reads off the shopper's card. */
export async function nationalIdOf(service: TestService, orderId: string): Promise<string | null> {
  const found = await service.database.db.execute(sql`SELECT customer_id FROM orders WHERE order_id = ${orderId}`);
  return (found as unknown as { rows: { customer_id: string | null }[] }).rows[0]?.customer_id ?? null;
}

/** Takes an action as the office does: on the order's current version; `collect` with the right handover. */
export async function officeAction(office: OfficeClient, orderId: string, action: string, reason?: string): Promise<OfficeAnswer> {
  const { version } = await officeOrder(office, orderId);
  const handover = action === 'collect' ? { handover: { orderId, nationalId: (await nationalIdOf(office.service, orderId)) ?? '' } } : {};
  return office.post(`/api/office/orders/${orderId}/actions`, { action, expectedVersion: version, ...(reason === undefined ? {} : { reason }), ...handover });
}

const bystanders = new WeakMap<TestService, Promise<OfficeClient>>();

/**
 * One manager account per service, signed in at first use: for tests that only look at what was
 * stored, or settle a payment on the way (a manager may: docs/office.md, "Who signs in").
 */
export function officeOf(service: TestService): Promise<OfficeClient> {
  let office = bystanders.get(service);
  if (!office) {
    office = signInOffice(service, 'manager', 'Office Clerk');
    bystanders.set(service, office);
  }
  return office;
}

/** The orders stored, as the office opens them (`query`: the list's filters, e.g. `tab=flagged`). */
export async function storedOrders(service: TestService, query = ''): Promise<{ orders: OfficeOrder[]; total: number }> {
  return officeOrders(await officeOf(service), query);
}
