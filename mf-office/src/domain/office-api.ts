// The office's API client (docs/office.md, "The API"): same-origin calls to /api/office/ with the
// session cookie, the CSRF token on every call but GET (kept in this object's memory only, never
// in storage), each answer parsed before use, each refusal an OfficeError. No search a person
// types ever goes into a URL: the orders' search and its CSV export are POSTs with a body.
import { OfficeError, type SignInRefusal } from './office-fault';
import {
  parseAuditPage,
  parseBulkResults,
  parseDashboard,
  parseEnrolment,
  parseMessageAnswer,
  parseMessagesPage,
  parseNewAccount,
  parseOneTimePassword,
  parseOrderAnswer,
  parseOrdersPage,
  parseOverview,
  parseProblems,
  parseRecoveryCodes,
  parseSession,
  parseSettings,
  parseTeam,
} from './office-parsers';
import { isObject, text } from './read-json';
import { ordersFilterBody, ordersSearchBody, type OrdersQuery } from './orders-query';
import { parseSpeed } from './speed-parser';
import type { OrderAction } from './order-tabs';
import type { MessageFilter, OfficeSession, StaffRole } from './office-types';

const BASE = '/api/office';

export interface SignInInput {
  username: string;
  password: string;
  /** The authenticator app's 6 digits. */
  code?: string;
  /** One of the recovery codes, instead of `code`. */
  recoveryCode?: string;
}

export interface PasswordInput {
  current: string;
  next: string;
  /** Asked when the account has a second factor. */
  code?: string;
}

/** What the person at the station typed to hand an order over (each checked against the order's). */
export interface Handover {
  orderId: string;
  nationalId: string;
}

export interface ActionInput {
  action: OrderAction;
  expectedVersion: number;
  reason?: string;
  /** `collect` only. */
  handover?: Handover;
}

/** The access record's filters: shop days (YYYY-MM-DD, East Africa Time), an account, an order, an action. */
export interface AuditQuery {
  from?: string;
  to?: string;
  account?: string;
  orderId?: string;
  action?: string;
  page?: number;
}

export interface NewAccountInput {
  username: string;
  name: string;
  role: StaffRole;
}

interface Answer {
  status: number;
  body: unknown;
}

/** A body sent as it is (a file's text, or a photo's bytes, with its type), not as JSON. */
export class PlainBody {
  constructor(
    readonly contentType: string,
    readonly text: string | Blob,
  ) {}
}

const SIGN_IN_REFUSALS: readonly string[] = ['invalid', 'code-required', 'expired'];
const FORBIDDEN_CODES = ['role', 'password-change', 'enrol'] as const;

function retryAfterOf(body: unknown): number | null {
  return isObject(body) && typeof body.retryAfterSeconds === 'number' && Number.isFinite(body.retryAfterSeconds) && body.retryAfterSeconds >= 0 ? body.retryAfterSeconds : null;
}

/** The fault of a refused answer to any call but the sign-in. */
function refusalOf({ status, body }: Answer): OfficeError {
  const code = isObject(body) ? body.code : undefined;
  const message = isObject(body) ? text(body.message ?? body.error, '', 500) : '';
  if (status === 401) return new OfficeError({ kind: 'signed-out' });
  if (status === 403) {
    const known = FORBIDDEN_CODES.find((candidate) => candidate === code);
    return new OfficeError({ kind: 'forbidden', code: known ?? 'csrf', message: message || null });
  }
  if (status === 404) return new OfficeError({ kind: 'not-found', message: message || null });
  if (status === 413) return new OfficeError({ kind: 'too-large' });
  if (status === 400) {
    const problems = parseProblems(body);
    const words = problems.map((problem) => problem.message).join(' ');
    return new OfficeError({ kind: 'invalid-input', message: words || message || 'The service refused what was sent.', problems });
  }
  if (status === 429) return new OfficeError({ kind: 'too-many', retryAfterSeconds: retryAfterOf(body) });
  if (status === 409 && code === 'changed') {
    const order = parseOrderAnswer(body);
    if (order) return new OfficeError({ kind: 'changed', message: message || 'Someone changed this order. Look at it again before you change it.', order });
  }
  if (status === 409 && code === 'handover-mismatch') {
    return new OfficeError({ kind: 'handover-mismatch', message: message || 'What was typed does not match this order. Do not hand it over.' });
  }
  if (status === 409) return new OfficeError({ kind: 'not-allowed', message: message || 'That is not allowed for this order now.' });
  return new OfficeError({ kind: 'service-down' });
}

function parsed<T>(value: T | null): T {
  if (value === null) throw new OfficeError({ kind: 'service-down' });
  return value;
}

/** The query string of the record's filters (its page and its CSV export). */
function auditQueryString(query: AuditQuery, withPage: boolean): string {
  const params = new URLSearchParams();
  for (const key of ['from', 'to', 'account', 'orderId', 'action'] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  if (withPage) params.set('page', String(query.page ?? 1));
  return params.toString();
}

export class OfficeApi {
  private csrfToken: string | null = null;

  /** `origin`: '' in the browser (same origin); a test's server otherwise. */
  constructor(private readonly origin = '') {}

  private async fetchAnswer(method: string, path: string, body: unknown, accept: string): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept };
    if (body !== undefined) headers['Content-Type'] = body instanceof PlainBody ? body.contentType : 'application/json';
    if (method !== 'GET' && this.csrfToken) headers['X-CSRF-Token'] = this.csrfToken;
    let response: Response;
    try {
      response = await fetch(`${this.origin}${BASE}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        cache: 'no-store',
        ...(body === undefined ? {} : { body: body instanceof PlainBody ? body.text : JSON.stringify(body) }),
      });
    } catch {
      throw new OfficeError({ kind: 'service-down' });
    }
    if (response.status === 502 || response.status === 503 || response.status === 504) throw new OfficeError({ kind: 'service-down' });
    return response;
  }

  private async send(method: string, path: string, body?: unknown): Promise<Answer> {
    const response = await this.fetchAnswer(method, path, body, 'application/json');
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

  /** A file the service makes (a CSV), read whole: its text as a Blob of `type`. */
  private async file(method: string, path: string, body: unknown, type: string): Promise<Blob> {
    const response = await this.fetchAnswer(method, path, body, `${type}, application/json`);
    if (response.ok) {
      try {
        return new Blob([await response.text()], { type: `${type};charset=utf-8` });
      } catch {
        throw new OfficeError({ kind: 'service-down' });
      }
    }
    let answer: unknown = null;
    try {
      answer = await response.json();
    } catch {
      // A refusal without a body: its status says enough.
    }
    if (response.status === 401) this.csrfToken = null;
    throw refusalOf({ status: response.status, body: answer });
  }

  /** A CSV the service makes at `path` (GET), read whole; a refusal (an ended session) is thrown, never saved as the file. */
  async csv(path: string): Promise<Blob> {
    return this.file('GET', path, undefined, 'text/csv');
  }

  /** The owner's CSV of the access record with the filters shown: days, an account, an order and an action, nothing a shopper typed. */
  async auditCsv(query: AuditQuery): Promise<Blob> {
    const search = auditQueryString(query, false);
    return this.csv(`/audit.csv${search ? `?${search}` : ''}`);
  }

  private remember(session: OfficeSession): OfficeSession {
    this.csrfToken = session.csrfToken;
    return session;
  }

  /**
   * A call of a section loaded with its own page (domain/payments-api.ts), its answer parsed by
   * `parse` (null: malformed): the section's parsers stay out of the office's first load.
   */
  async callParsed<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, parse: (answer: unknown) => T | null, body?: unknown): Promise<T> {
    return parsed(parse(await this.call(method, path, body)));
  }

  /** Signs in: with the authenticator's code or a recovery code once the service asked for one (`code-required`). */
  async signIn(input: SignInInput): Promise<OfficeSession> {
    const code = input.code?.trim();
    const recoveryCode = input.recoveryCode?.trim();
    const body = { username: input.username, password: input.password, ...(recoveryCode ? { recoveryCode } : code ? { code } : {}) };
    const answer = await this.send('POST', '/session', body);
    if (answer.status === 200 || answer.status === 201) return this.remember(parsed(parseSession(answer.body)));
    const refusal = isObject(answer.body) ? answer.body.code : undefined;
    if (answer.status === 401 && typeof refusal === 'string' && SIGN_IN_REFUSALS.includes(refusal)) {
      throw new OfficeError({ kind: 'sign-in', refusal: refusal as SignInRefusal, retryAfterSeconds: null });
    }
    if (answer.status === 429) throw new OfficeError({ kind: 'sign-in', refusal: 'throttled', retryAfterSeconds: retryAfterOf(answer.body) });
    // Any other 401 (a code this office does not know) is a refusal all the same, in the same words.
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

  async changePassword({ current, next, code }: PasswordInput): Promise<void> {
    await this.call('POST', '/password', { current, next, ...(code ? { code } : {}) });
  }

  /** Starts setting up an authenticator (the password asked again): its secret, address and QR code. */
  async startEnrolment(password: string) {
    return parsed(parseEnrolment(await this.call('POST', '/second-factor', { password })));
  }

  /** Confirms the new authenticator with a code it shows: the recovery codes, given once. */
  async confirmEnrolment(code: string) {
    return parsed(parseRecoveryCodes(await this.call('POST', '/second-factor/confirm', { code })));
  }

  async overview() {
    return parsed(parseOverview(await this.call('GET', '/overview')));
  }

  /** The list of a filter and a search: always a POST, the search in its body. */
  async orders(query: OrdersQuery) {
    return parsed(parseOrdersPage(await this.call('POST', '/orders/search', ordersSearchBody(query))));
  }

  /** The owner's CSV of the list's filter and search (every page), as a file to save. */
  async ordersCsv(query: OrdersQuery): Promise<Blob> {
    return this.file('POST', '/orders.csv', ordersFilterBody(query), 'text/csv');
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
    return parsed(parseAuditPage(await this.call('GET', `/audit?${auditQueryString(query, true)}`)));
  }

  async team() {
    return parsed(parseTeam(await this.call('GET', '/accounts')));
  }

  async addAccount(input: NewAccountInput) {
    return parsed(parseNewAccount(await this.call('POST', '/accounts', { username: input.username, name: input.name, role: input.role })));
  }

  /** A new one-time password for the account (its sessions end). */
  async resetPassword(username: string) {
    return parsed(parseOneTimePassword(await this.call('POST', `/accounts/${encodeURIComponent(username)}/reset-password`)));
  }

  /** Clears the account's authenticator and recovery codes (its sessions end). */
  async resetSecondFactor(username: string): Promise<void> {
    await this.call('POST', `/accounts/${encodeURIComponent(username)}/reset-second-factor`);
  }

  async setRole(username: string, role: StaffRole): Promise<void> {
    await this.call('POST', `/accounts/${encodeURIComponent(username)}/role`, { role });
  }

  async disable(username: string): Promise<void> {
    await this.call('POST', `/accounts/${encodeURIComponent(username)}/disable`);
  }

  async settings() {
    return parsed(parseSettings(await this.call('GET', '/settings')));
  }

  async saveSettings(staffSecondFactor: boolean) {
    return parsed(parseSettings(await this.call('PUT', '/settings', { staffSecondFactor })));
  }
}
