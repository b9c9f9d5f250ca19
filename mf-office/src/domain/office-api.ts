// The office's API client (docs/office.md, "The API"): same-origin calls to /api/office/ with the
// session cookie, the CSRF token on every call but GET (kept in this object's memory only, never
// in storage), each answer parsed before use, each refusal an OfficeError.
import { OfficeError, type SignInRefusal } from './office-fault';
import {
  parseAuditPage,
  parseBulkResults,
  parseDashboard,
  parseMessageAnswer,
  parseMessagesPage,
  parseNewAccount,
  parseOrderAnswer,
  parseOrdersPage,
  parseOverview,
  parseSession,
  parseTeam,
} from './office-parsers';
import { isObject, text } from './read-json';
import { ordersQueryString, type OrdersQuery } from './orders-query';
import { parseSpeed } from './speed-parser';
import type { OrderAction } from './order-tabs';
import type { MessageFilter, OfficeSession } from './office-types';

const BASE = '/api/office';

export interface SignInInput {
  username: string;
  password: string;
  code?: string;
}

export interface ActionInput {
  action: OrderAction;
  expectedVersion: number;
  reason?: string;
}

export interface AuditQuery {
  account?: string;
  orderId?: string;
  page?: number;
}

interface Answer {
  status: number;
  body: unknown;
}

const SIGN_IN_REFUSALS: readonly string[] = ['invalid', 'code-required', 'code-wrong'];

function retryAfterOf(body: unknown): number | null {
  return isObject(body) && typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : null;
}

/** The problems of a 400 answer, each field's message (`{ problems: [{ field, message }] }`). */
function problemsText(body: unknown): string {
  if (!isObject(body) || !Array.isArray(body.problems)) return '';
  return body.problems
    .map((problem) => (isObject(problem) ? text(problem.message, '', 300) : ''))
    .filter(Boolean)
    .join(' ');
}

/** The fault of a refused answer to any call but the sign-in. */
function refusalOf({ status, body }: Answer): OfficeError {
  const code = isObject(body) ? body.code : undefined;
  const message = isObject(body) ? text(body.message ?? body.error) : '';
  if (status === 401) return new OfficeError({ kind: 'signed-out' });
  if (status === 403) return new OfficeError({ kind: 'forbidden', code: code === 'role' || code === 'password-change' ? code : 'csrf' });
  if (status === 404) return new OfficeError({ kind: 'not-found' });
  if (status === 400) return new OfficeError({ kind: 'invalid-input', message: problemsText(body) || message || 'The service refused what was sent.' });
  if (status === 429) return new OfficeError({ kind: 'too-many', retryAfterSeconds: retryAfterOf(body) });
  if (status === 409 && code === 'changed') {
    const order = parseOrderAnswer(body);
    if (order) return new OfficeError({ kind: 'changed', message: message || 'Someone changed this order. Look at it again before you change it.', order });
  }
  if (status === 409) return new OfficeError({ kind: 'not-allowed', message: message || 'That is not allowed for this order now.' });
  return new OfficeError({ kind: 'service-down' });
}

function parsed<T>(value: T | null): T {
  if (value === null) throw new OfficeError({ kind: 'service-down' });
  return value;
}

export class OfficeApi {
  private csrfToken: string | null = null;

  /** `origin`: '' in the browser (same origin); a test's server otherwise. */
  constructor(private readonly origin = '') {}

  private async send(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET' && this.csrfToken) headers['X-CSRF-Token'] = this.csrfToken;
    let response: Response;
    try {
      response = await fetch(`${this.origin}${BASE}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        cache: 'no-store',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new OfficeError({ kind: 'service-down' });
    }
    if (response.status === 502 || response.status === 503 || response.status === 504) throw new OfficeError({ kind: 'service-down' });
    if (response.status === 204) return { status: 204, body: null };
    let answer: unknown = null;
    try {
      answer = await response.json();
    } catch {
      if (response.ok) throw new OfficeError({ kind: 'service-down' });
    }
    return { status: response.status, body: answer };
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const answer = await this.send(method, path, body);
    if (answer.status >= 200 && answer.status < 300) return answer.body;
    if (answer.status === 401) this.csrfToken = null;
    throw refusalOf(answer);
  }

  private remember(session: OfficeSession): OfficeSession {
    this.csrfToken = session.csrfToken;
    return session;
  }

  async signIn(input: SignInInput): Promise<OfficeSession> {
    const answer = await this.send('POST', '/session', input.code ? input : { username: input.username, password: input.password });
    if (answer.status === 200 || answer.status === 201) return this.remember(parsed(parseSession(answer.body)));
    const code = isObject(answer.body) ? answer.body.code : undefined;
    if (answer.status === 401 && typeof code === 'string' && SIGN_IN_REFUSALS.includes(code)) {
      throw new OfficeError({ kind: 'sign-in', refusal: code as SignInRefusal, retryAfterSeconds: null });
    }
    if (answer.status === 423) throw new OfficeError({ kind: 'sign-in', refusal: 'locked', retryAfterSeconds: retryAfterOf(answer.body) });
    if (answer.status === 429) throw new OfficeError({ kind: 'sign-in', refusal: 'throttled', retryAfterSeconds: retryAfterOf(answer.body) });
    if (answer.status === 401) throw new OfficeError({ kind: 'sign-in', refusal: 'invalid', retryAfterSeconds: null });
    throw refusalOf(answer);
  }

  /** The session this browser has, or null when signed out. */
  async session(): Promise<OfficeSession | null> {
    try {
      return this.remember(parsed(parseSession(await this.call('GET', '/session'))));
    } catch (error) {
      if (error instanceof OfficeError && error.fault.kind === 'signed-out') return null;
      throw error;
    }
  }

  async signOut(): Promise<void> {
    await this.call('DELETE', '/session');
    this.csrfToken = null;
  }

  async signOutEverywhere(): Promise<void> {
    await this.call('POST', '/session/everywhere');
    this.csrfToken = null;
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.call('POST', '/password', { current, next });
  }

  async overview() {
    return parsed(parseOverview(await this.call('GET', '/overview')));
  }

  async orders(query: OrdersQuery) {
    return parsed(parseOrdersPage(await this.call('GET', `/orders?${ordersQueryString(query)}`)));
  }

  async order(orderId: string) {
    return parsed(parseOrderAnswer(await this.call('GET', `/orders/${encodeURIComponent(orderId)}`)));
  }

  async act(orderId: string, input: ActionInput) {
    return parsed(parseOrderAnswer(await this.call('POST', `/orders/${encodeURIComponent(orderId)}/actions`, input)));
  }

  async bulk(action: OrderAction, orders: { orderId: string; expectedVersion: number }[], reason?: string) {
    return parsed(parseBulkResults(await this.call('POST', '/orders/bulk', { action, ...(reason ? { reason } : {}), orders })));
  }

  async messages(filter: MessageFilter, page = 1) {
    return parsed(parseMessagesPage(await this.call('GET', `/messages?filter=${filter}&page=${page}`)));
  }

  async markReplied(id: string) {
    return parsed(parseMessageAnswer(await this.call('POST', `/messages/${encodeURIComponent(id)}/replied`)));
  }

  async dashboard() {
    return parsed(parseDashboard(await this.call('GET', '/dashboard')));
  }

  /** The shop's speed as sampled shoppers measured it (the owner's). */
  async speed() {
    return parsed(parseSpeed(await this.call('GET', '/vitals')));
  }

  async audit(query: AuditQuery) {
    const params = new URLSearchParams();
    if (query.account) params.set('account', query.account);
    if (query.orderId) params.set('orderId', query.orderId);
    params.set('page', String(query.page ?? 1));
    return parsed(parseAuditPage(await this.call('GET', `/audit?${params.toString()}`)));
  }

  async team() {
    return parsed(parseTeam(await this.call('GET', '/accounts')));
  }

  async addStaff(username: string, name: string) {
    return parsed(parseNewAccount(await this.call('POST', '/accounts', { username, name })));
  }

  async disable(username: string): Promise<void> {
    await this.call('POST', `/accounts/${encodeURIComponent(username)}/disable`);
  }
}

/**
 * Where the owner's CSV export of the list's filter is (a plain link: the cookie goes with it).
 * Never the search: a link is a URL, and a search may be a phone number or a name.
 */
export function ordersCsvUrl(filter: Omit<OrdersQuery, 'q'>): string {
  const { tab, day, county, station, method } = filter;
  return `${BASE}/orders.csv?${ordersQueryString({ tab, day, county, station, method })}`;
}
