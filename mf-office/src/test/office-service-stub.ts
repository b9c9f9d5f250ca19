// A stand-in for the order service's office API (docs/office.md, "The API"), a real HTTP server on
// localhost for the office's tests: sessions in a cookie with their CSRF token, second factors and
// recovery codes, enrolment, expired one-time passwords and throttled sign-ins, the roles (owner,
// manager, staff) and what each may do, orders with versions and the actions' rules (the hand-over
// checked against the order number and national ID), the search in a POST's body, bulk actions,
// messages and the overview, Team and its setting, the access record with its chain, the
// payments (payments-service-stub.ts) and the products (catalogue-service-stub.ts). The real service (Fastify on PGlite) does not run inside Jest's jsdom; the e2e
// journeys run the office against it. A test plays the world: another person changing an order
// (`changeBehind`), a session ending (`endSessions`), the service going down (`goDown`).
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { cleanup } from '@testing-library/react';
import { localhostFetch } from '@mimea/shared/testing/localhost-fetch';
import { answerCatalogue, catalogueState, type CatalogueStubState } from './catalogue-service-stub';
import { answerPayments, evidenceOf, paymentsState, type PaymentsStubState } from './payments-service-stub';

export const OWNER = { username: 'amina', password: 'correct horse battery', name: 'Amina Wanjiru', role: 'owner', code: '123456' } as const;
export const STAFF = { username: 'otieno', password: 'staff password 1', name: 'Otieno Kamau', role: 'staff' } as const;
export const MANAGER = { username: 'wafula', password: 'manager password 1', name: 'Wafula Chebet', role: 'manager' } as const;
/** Added by the owner: signs in with a one-time password, which must be changed first. */
export const NEW_STAFF = { username: 'njeri', password: 'one-time 4821', name: 'Njeri Mwangi', role: 'staff' } as const;
/** The owner's recovery codes (each works once). */
export const RECOVERY_CODES = ['7KQ2M-XW9PD', 'H3TNB-R8CVY', 'Q4ZJS-6MEKA', 'D9WXF-2NPGT', 'V5BHR-KC7QZ', 'M8YAT-3JFWN', 'P2GDX-9RHVS', 'T6NQC-Z4BMK', 'B7JWE-5SXRD', 'F3KMV-8TYGA'] as const;
/** The code the authenticator app shows once a new secret is in it (an enrolment's confirmation). */
export const ENROL_CODE = '654321';
/** What the stand-in gives to a new enrolment. */
export const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Mimea%20Naturals:amina?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Mimea%20Naturals',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" shape-rendering="crispEdges"><path stroke="#000" d="M0 0.5h7m1 0h1"/></svg>',
} as const;
export const NEW_RECOVERY_CODES = ['A1B2C-D3E4F', 'G5H6J-K7M8N', 'P9Q0R-S1T2V', 'W3X4Y-Z5A6B', 'C7D8E-F9G0H', 'J1K2M-N3P4Q', 'R5S6T-V7W8X', 'Y9Z0A-B1C2D', 'E3F4G-H5J6K', 'M7N8P-Q9R0S'];
/** A one-time password past its 24 hours. */
export const EXPIRED = { username: 'baraka', password: 'one-time 1111', name: 'Baraka Otieno', role: 'staff' } as const;
/** Any sign-in of this name is throttled (429), for 14 minutes. */
export const THROTTLED_USERNAME = 'hammered';
/** The national ID of every order of the stand-in. */
export const NATIONAL_ID = '23456789';

/** An account as the stand-in keeps it; tests change it (a second factor cleared, a role). */
export interface StubAccount {
  username: string;
  name: string;
  role: 'owner' | 'manager' | 'staff';
  password: string;
  secondFactor: boolean;
  recoveryCodes: string[];
  mustChangePassword: boolean;
  oneTimePasswordExpiresAt: string | null;
  disabledAt: string | null;
  failedSignInsLastHour: number;
  /** An enrolment started and not confirmed. */
  pending: boolean;
}

export interface StubAuditEntry {
  id: number;
  at: string;
  username: string | null;
  role: string | null;
  action: string;
  orderId: string | null;
  detail: Record<string, unknown> | null;
  network: string | null;
}

export interface StubOrder {
  orderId: string;
  version: number;
  status: string;
  flag: string | null;
  nationalId: string;
  customerName: string;
  phoneNumber: string;
  county: string;
  station: string;
  paymentMethod: 'mpesa' | 'cod';
  total: number;
  history: { at: string; event: string; actor: string; note: string | null }[];
}

export interface StubMessage {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  repliedAt: string | null;
  repliedBy: string | null;
}

export interface OfficeServiceStub {
  origin: string;
  /** Every call: 'METHOD /path?query'. */
  calls: string[];
  /** The bodies of the POSTs, in order. */
  bodies: { path: string; body: Record<string, unknown> }[];
  orders: Map<string, StubOrder>;
  messages: StubMessage[];
  /** The till's payments, the registration, the unreadable bodies, the statement's answer. */
  payments: PaymentsStubState;
  /** The products, the catalogue's settings, and what the import's preview answers. */
  catalogue: CatalogueStubState;
  /** Someone else did `event` to the order (its version moves on). */
  changeBehind: (orderId: string, status: string, event: string, actor: string) => void;
  /** Every session ends (idle or signed out elsewhere): the next call is a 401. */
  endSessions: () => void;
  /** The list's rows name no version (as docs/office.md's OrderRow). */
  listWithoutVersions: () => void;
  /** The pages GET /vitals answers with (the owner's speed page); none at first. */
  vitalsPages: unknown[];
  /** The accounts by username: a test changes one before it signs in. */
  accounts: Map<string, StubAccount>;
  /** Team's setting. */
  settings: { staffSecondFactor: boolean };
  /** The access record, newest first, and its chain's state. */
  audit: StubAuditEntry[];
  auditChain: { ok: boolean; rows: number; brokenAt: number | null };
  /** Today's failed sign-ins. */
  signIns: { failedLastHour: number; failedLast24Hours: number; alarm: string | null };
  /** Every call answers 503 until `comeBack()`. */
  goDown: () => void;
  comeBack: () => void;
  close: () => Promise<void>;
}

const TAB_OF: Record<string, string> = {
  'awaiting-payment': 'awaiting-payment',
  'awaiting-confirmation': 'awaiting-payment',
  placed: 'to-prepare',
  'payment-verified': 'to-prepare',
  ready: 'ready',
  collected: 'collected',
  cancelled: 'cancelled',
};
const TABS = ['awaiting-payment', 'to-prepare', 'ready', 'collected', 'cancelled', 'flagged'];
const AT = '2026-11-26T14:02:00+03:00';

function sampleOrders(): StubOrder[] {
  const order = (orderId: string, status: string, customerName: string, phoneNumber: string, paymentMethod: 'mpesa' | 'cod', flag: string | null = null): StubOrder => ({
    orderId,
    version: 1,
    status,
    flag,
    nationalId: NATIONAL_ID,
    customerName,
    phoneNumber,
    county: 'Nairobi',
    station: 'Nairobi CBD - Kenyatta Avenue',
    paymentMethod,
    total: 5800,
    history: [{ at: '2026-11-26T10:00:00+03:00', event: 'placed', actor: 'the shopper', note: null }],
  });
  return [
    order('MN-20261126-AAAA', 'payment-verified', 'Wanjiku Njoroge', '+254712345678', 'mpesa'),
    order('MN-20261126-BBBB', 'placed', 'Achieng Odhiambo', '+254722000111', 'cod'),
    order('MN-20261126-CCCC', 'awaiting-payment', 'Kiprono Kibet', '+254733000222', 'mpesa', 'odd-amount'),
    order('MN-20261126-DDDD', 'ready', 'Mwangi Maina', '+254744000333', 'cod'),
  ];
}

const masked = (phone: string) => `0${phone.slice(4, 7)} *** ${phone.slice(10)}`;
const digits = (text: string) => text.replace(/\D/g, '').replace(/^(254|0)/, '');

function tabsOf(order: StubOrder): string[] {
  const tab = TAB_OF[order.status] ?? 'to-prepare';
  return order.flag ? [tab, 'flagged'] : [tab];
}

function actionsOf(order: StubOrder): string[] {
  const actions: string[] = [];
  if (order.status === 'payment-verified' || order.status === 'placed') actions.push('mark-ready');
  if (order.status === 'payment-verified' || order.status === 'placed' || order.status === 'ready') actions.push('collect');
  if (order.status.startsWith('awaiting') || order.flag) actions.push('verify-payment');
  if (order.status !== 'collected' && order.status !== 'cancelled') actions.push('cancel');
  return actions;
}

/** The shop has the order's money: cancelling it is the owner's or a manager's. */
const paid = (order: StubOrder) => order.status === 'payment-verified' || (order.status === 'ready' && order.paymentMethod === 'mpesa');

/** Why `role` may not do `action` to the order, or null when it may (docs/office.md, "Who signs in"). */
function roleRefusal(role: string, action: string, order: StubOrder): string | null {
  if (role !== 'staff') return null;
  if (action === 'verify-payment' || (action === 'cancel' && paid(order))) return 'Only the owner or a manager may do this.';
  return null;
}

/** The actions of the order this role may do. */
const actionsFor = (order: StubOrder, role: string) => actionsOf(order).filter((action) => roleRefusal(role, action, order) === null);

const squeeze = (text: unknown) => (typeof text === 'string' ? text.replace(/\s/g, '').toUpperCase() : '');

function sampleAccounts(): Map<string, StubAccount> {
  const account = (source: { username: string; name: string; role: StubAccount['role']; password: string }, more: Partial<StubAccount> = {}): StubAccount => ({
    username: source.username,
    name: source.name,
    role: source.role,
    password: source.password,
    secondFactor: false,
    recoveryCodes: [],
    mustChangePassword: false,
    oneTimePasswordExpiresAt: null,
    disabledAt: null,
    failedSignInsLastHour: 0,
    pending: false,
    ...more,
  });
  return new Map(
    [
      account(OWNER, { secondFactor: true, recoveryCodes: [...RECOVERY_CODES] }),
      account(MANAGER),
      account(STAFF, { failedSignInsLastHour: 2 }),
      account(NEW_STAFF, { mustChangePassword: true, oneTimePasswordExpiresAt: '2099-11-27T14:00:00+03:00' }),
      account(EXPIRED, { mustChangePassword: true, oneTimePasswordExpiresAt: '2020-11-20T14:00:00+03:00' }),
    ].map((entry) => [entry.username, entry]),
  );
}

function sampleAudit(): StubAuditEntry[] {
  return [
    { id: 5, at: '2026-11-26T11:20:00.000Z', username: 'otieno', role: 'staff', action: 'refused', orderId: 'MN-20261126-CCCC', detail: { route: 'POST /api/office/orders/:orderId/actions', code: 'role' }, network: '196.201.214.0/24' },
    { id: 4, at: '2026-11-26T11:10:00.000Z', username: 'otieno', role: 'staff', action: 'orders.list', orderId: null, detail: { search: 'phone', tab: 'to-prepare', filters: { county: 'Nairobi' }, orderIds: ['MN-20261126-AAAA'] }, network: '196.201.214.0/24' },
    { id: 3, at: '2026-11-26T10:05:00.000Z', username: 'amina', role: 'owner', action: 'order.action', orderId: 'MN-20261126-BBBB', detail: { action: 'cancel', reason: 'Out of stock' }, network: '196.201.214.0/24' },
    { id: 2, at: '2026-11-25T16:00:00.000Z', username: 'otieno', role: 'staff', action: 'order.handover-refused', orderId: 'MN-20261126-DDDD', detail: { message: "The national ID does not match this order's. Do not hand it over." }, network: '196.201.214.0/24' },
    { id: 1, at: '2026-11-24T09:00:00.000Z', username: 'amina', role: 'owner', action: 'account.reset-password', orderId: null, detail: { username: 'njeri' }, network: '196.201.214.0/24' },
  ];
}

/** A shop day (YYYY-MM-DD) of a stamp, East Africa Time. */
const shopDay = (at: string) => new Date(Date.parse(at) + 3 * 3600_000).toISOString().slice(0, 10);

const ACTION_RESULT: Record<string, { status: string; event: string }> = {
  'mark-ready': { status: 'ready', event: 'ready' },
  collect: { status: 'collected', event: 'collected' },
  cancel: { status: 'cancelled', event: 'cancelled' },
  'verify-payment': { status: 'payment-verified', event: 'payment-verified' },
};

export function startOfficeService(): Promise<OfficeServiceStub> {
  const calls: string[] = [];
  const bodies: { path: string; body: Record<string, unknown> }[] = [];
  const orders = new Map(sampleOrders().map((order) => [order.orderId, order]));
  const messages: StubMessage[] = [
    { id: 'm1', name: 'Nyambura Wairimu', email: 'nyambura@example.com', phone: '0712 000 999', message: 'Do you deliver to Nyeri?', repliedAt: null, repliedBy: null },
    { id: 'm2', name: 'Omondi Were', email: null, phone: '+254711222333', message: 'Is the soap in stock?', repliedAt: '2026-11-25T09:00:00+03:00', repliedBy: 'Amina Wanjiru' },
  ];
  /** token → { username, csrf } */
  const sessions = new Map<string, { username: string; csrf: string }>();
  const accounts = sampleAccounts();
  const payments = paymentsState();
  const catalogue = catalogueState();
  let down = false;
  let listVersions = true;
  let passwordCount = 0;
  /** Filled in as the server starts listening; what the tests change on it (vitalsPages, accounts, …) the server reads. */
  const stub = {
    vitalsPages: [] as unknown[],
    accounts,
    settings: { staffSecondFactor: false },
    audit: sampleAudit(),
    auditChain: { ok: true, rows: 5, brokenAt: null },
    signIns: { failedLastHour: 0, failedLast24Hours: 0, alarm: null },
  } as unknown as OfficeServiceStub;

  const mustEnrol = (account: StubAccount) => !account.secondFactor && (account.role === 'owner' || stub.settings.staffSecondFactor);
  const summaryOf = (account: StubAccount) => ({ username: account.username, name: account.name, role: account.role, secondFactor: account.secondFactor });
  const teamEntry = (account: StubAccount) => ({
    ...summaryOf(account),
    createdAt: '2026-11-01T09:00:00+03:00',
    disabledAt: account.disabledAt,
    mustChangePassword: account.mustChangePassword,
    oneTimePasswordExpiresAt: account.oneTimePasswordExpiresAt,
    recoveryCodesLeft: account.recoveryCodes.length,
    failedSignInsLastHour: account.failedSignInsLastHour,
  });
  const sessionAnswer = (account: StubAccount, csrf: string, more: Record<string, unknown> = {}) => ({
    account: summaryOf(account),
    csrfToken: csrf,
    expiresAt: '2026-11-27T02:00:00+03:00',
    mustChangePassword: account.mustChangePassword,
    mustEnrol: mustEnrol(account),
    ...more,
  });
  const endSessionsOf = (username: string) => {
    for (const [key, entry] of sessions) if (entry.username === username) sessions.delete(key);
  };

  const view = (order: StubOrder, role: string) => ({
    orderId: order.orderId,
    version: order.version,
    placedAt: '2026-11-26T10:00:00+03:00',
    status: order.status,
    paymentMethod: order.paymentMethod,
    mpesaTransactionId: null,
    customerName: order.customerName,
    phoneNumber: order.phoneNumber,
    customerId: '*****678',
    email: 'shopper@example.com',
    county: order.county,
    pickupStation: { id: 'nairobi-cbd-kenyatta-avenue', name: order.station },
    lines: [{ id: 'olive-soap', name: 'Olive Soap', unitPrice: 500, quantity: 2, lineTotal: 1000 }],
    subtotal: 5500,
    discount: 0,
    coupon: null,
    shipping: 300,
    total: order.total,
    claimedTotal: order.total,
    priceCheck: { result: 'match', issues: [] },
    notes: null,
    payment: { flag: order.flag, paidAt: null, payments: evidenceOf(payments, order.orderId) },
    history: order.history,
    actions: actionsFor(order, role),
  });
  const counts = (list: StubOrder[]) => Object.fromEntries(TABS.map((tab) => [tab, list.filter((order) => tabsOf(order).includes(tab)).length]));
  const act = (order: StubOrder, action: string, expectedVersion: unknown, reason: string | undefined, account: StubAccount) => {
    if (expectedVersion !== order.version) {
      const last = order.history.at(-1);
      return { status: 409, body: { code: 'changed', message: `${last?.actor ?? 'Someone'} changed this order at 14:02. Look at it again before you change it.`, order: view(order, account.role) } };
    }
    const refusal = roleRefusal(account.role, action, order);
    if (refusal) return { status: 403, body: { code: 'role', error: refusal } };
    const result = ACTION_RESULT[action];
    if (!result || !actionsOf(order).includes(action)) return { status: 409, body: { code: 'not-allowed', message: 'That is not allowed for this order now.' } };
    order.status = result.status;
    if (action === 'verify-payment' || action === 'cancel') order.flag = null;
    order.version += 1;
    order.history.push({ at: AT, event: result.event, actor: account.name, note: reason ?? null });
    return { status: 200, body: { order: view(order, account.role) } };
  };
  /** The list of a filter and a search, as GET /orders and POST /orders/search answer it. */
  const list = (query: Record<string, unknown>) => {
    const tab = typeof query.tab === 'string' ? query.tab : 'to-prepare';
    const q = typeof query.q === 'string' ? query.q : '';
    const matching = [...orders.values()].filter(
      (order) => !q || order.orderId.startsWith(q) || order.customerName.toLowerCase().includes(q.toLowerCase()) || (digits(q).length >= 3 && digits(order.phoneNumber).startsWith(digits(q))),
    );
    const shown = matching.filter((order) => tabsOf(order).includes(tab));
    return {
      shown,
      answer: {
        orders: shown.map((order) => ({ orderId: order.orderId, placedAt: '2026-11-26T10:00:00+03:00', status: order.status, tab: tabsOf(order)[0], flag: order.flag, customerName: order.customerName, phone: masked(order.phoneNumber), county: order.county, station: order.station, paymentMethod: order.paymentMethod, total: order.total, items: 2, ...(listVersions ? { version: order.version } : {}) })),
        counts: counts(matching),
        page: 1,
        pageSize: 25,
        total: shown.length,
      },
    };
  };

  const server = http.createServer((req, res) => {
    let text = '';
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      bytes += chunk.length;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname.replace(/^\/api\/office/, '');
      calls.push(`${req.method} ${url.pathname}${url.search}`);
      const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
        if (body === undefined) res.writeHead(status, headers).end();
        else res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
      };
      const sendCsv = (lines: string[]) => void res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' }).end(lines.join('\n'));
      if (down) return answer(503, { error: 'The order service is busy.' });
      const contentType = req.headers['content-type'] ?? '';
      const body = (text && contentType.startsWith('application/json') ? JSON.parse(text) : {}) as Record<string, unknown>;
      if (req.method === 'POST' || req.method === 'PUT') bodies.push({ path, body });
      const token = /mimea_office=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
      const found = token ? sessions.get(token) : undefined;

      if (req.method === 'POST' && path === '/session') {
        const invalid = () => answer(401, { code: 'invalid', error: 'The username, password or code is wrong.' });
        if (body.username === THROTTLED_USERNAME) return answer(429, { code: 'throttled', error: 'Too many failed sign-ins.', retryAfterSeconds: 840 });
        const account = typeof body.username === 'string' ? accounts.get(body.username) : undefined;
        if (!account || account.disabledAt) return invalid();
        const code = typeof body.code === 'string' ? body.code : '';
        const recovery = squeeze(body.recoveryCode).replace(/-/g, '');
        // The second factor first: the password is not checked without it, so this answer says nothing of it.
        if (account.secondFactor && !code && !recovery) return answer(401, { code: 'code-required' });
        if (account.password !== body.password) return invalid();
        let recoveryCodesLeft: number | undefined;
        if (account.secondFactor) {
          if (recovery) {
            const index = account.recoveryCodes.findIndex((candidate) => candidate.replace(/-/g, '') === recovery);
            if (index < 0) return invalid();
            account.recoveryCodes.splice(index, 1);
            recoveryCodesLeft = account.recoveryCodes.length;
          } else if (code !== OWNER.code) return invalid();
        }
        if (account.mustChangePassword && account.oneTimePasswordExpiresAt && Date.parse(account.oneTimePasswordExpiresAt) < Date.parse(AT)) {
          return answer(401, { code: 'expired', error: 'This one-time password has expired. Ask the owner for a new one.' });
        }
        const newToken = randomUUID();
        const csrf = randomUUID();
        sessions.set(newToken, { username: account.username, csrf });
        return answer(200, sessionAnswer(account, csrf, recoveryCodesLeft === undefined ? {} : { recoveryCodesLeft }), { 'Set-Cookie': `mimea_office=${newToken}; HttpOnly; Path=/api/office` });
      }
      const account = found ? accounts.get(found.username) : undefined;
      if (!found || !account || account.disabledAt) return answer(401, { code: 'signed-out', error: 'Please sign in again.' });
      if (req.method !== 'GET' && req.headers['x-csrf-token'] !== found.csrf) return answer(403, { code: 'csrf' });
      const summary = { name: account.name, role: account.role };

      if (path === '/session' && req.method === 'GET') return answer(200, sessionAnswer(account, found.csrf));
      if (path === '/password' && req.method === 'POST') {
        const problems: { field: string; message: string }[] = [];
        if (account.secondFactor && body.code !== OWNER.code) problems.push({ field: 'code', message: 'This code is wrong. Type the one your app shows now.' });
        if (body.current !== account.password) problems.push({ field: 'current', message: 'This is not your current password.' });
        if (problems.length > 0) {
          passwordCount += 1;
          return answer(400, { error: 'The password was not changed.', problems });
        }
        if (typeof body.next !== 'string' || body.next.length < 12 || body.next === 'password1234' || body.next.includes(account.username)) {
          return answer(400, { error: 'The password was not changed.', problems: [{ field: 'next', message: 'This password is on the lists of passwords most often used or leaked. Choose another.' }] });
        }
        account.password = body.next;
        account.mustChangePassword = false;
        account.oneTimePasswordExpiresAt = null;
        return answer(204);
      }
      if (path === '/session/everywhere' && req.method === 'POST') {
        endSessionsOf(account.username);
        return answer(204, undefined, { 'Set-Cookie': 'mimea_office=; Max-Age=0; Path=/api/office' });
      }
      if (path === '/session' && req.method === 'DELETE') {
        sessions.delete(token ?? '');
        return answer(204, undefined, { 'Set-Cookie': 'mimea_office=; Max-Age=0; Path=/api/office' });
      }
      if (account.mustChangePassword) return answer(403, { code: 'password-change', error: 'Choose a new password first.' });
      if (path === '/second-factor' && req.method === 'POST') {
        if (body.password !== account.password) return answer(400, { error: 'The second factor was not started.', problems: [{ field: 'password', message: 'This is not your password.' }] });
        account.pending = true;
        return answer(200, ENROLMENT);
      }
      if (path === '/second-factor/confirm' && req.method === 'POST') {
        if (!account.pending) return answer(409, { code: 'not-allowed', message: 'Start again: type your password first.' });
        if (body.code !== ENROL_CODE) return answer(400, { error: 'The second factor was not set up.', problems: [{ field: 'code', message: 'This code is wrong. Type the one your app shows now.' }] });
        account.pending = false;
        account.secondFactor = true;
        account.recoveryCodes = [...NEW_RECOVERY_CODES];
        return answer(200, { recoveryCodes: NEW_RECOVERY_CODES });
      }
      if (mustEnrol(account)) return answer(403, { code: 'enrol', error: 'Set up your second factor first.' });
      if (path === '/catalogue/products.csv' && req.method === 'GET') return sendCsv(['id,name,price,stock', ...catalogue.products.map((product) => `${product.id},${product.name},${product.price},${product.stock}`)]);
      if (answerCatalogue(catalogue, { method: req.method ?? 'GET', path, url, contentType, bytes, json: body, role: account.role }, answer)) return;
      if (answerPayments(payments, orders, { method: req.method ?? 'GET', path, url, contentType, text, json: body, account: summary }, answer)) return;
      if (path === '/overview') return answer(200, { counts: counts([...orders.values()]), unreadMessages: messages.filter((message) => !message.repliedAt).length });
      if (path === '/orders' && req.method === 'GET') {
        if (url.searchParams.has('q')) return answer(400, { error: 'Search in the body: POST /api/office/orders/search.' });
        return answer(200, list(Object.fromEntries(url.searchParams)).answer);
      }
      if (path === '/orders/search' && req.method === 'POST') return answer(200, list(body).answer);
      if (path === '/orders.csv' && req.method === 'POST') {
        if (account.role !== 'owner') return answer(403, { code: 'role', error: 'Only the owner may do this.' });
        return sendCsv(['order_id,status,total', ...list(body).shown.map((order) => `${order.orderId},${order.status},${order.total}`)]);
      }
      if (path === '/orders/bulk' && req.method === 'POST') {
        if (body.action === 'collect') return answer(400, { error: 'Hand over each order on its own page: its national ID is checked.' });
        const results = (body.orders as { orderId: string; expectedVersion: number }[]).map(({ orderId, expectedVersion }) => {
          const order = orders.get(orderId);
          if (!order) return { orderId, ok: false, message: 'Not found.' };
          const outcome = act(order, String(body.action), expectedVersion, body.reason as string | undefined, account);
          return outcome.status === 200 ? { orderId, ok: true } : { orderId, ok: false, message: (outcome.body as { message?: string; error?: string }).message ?? (outcome.body as { error?: string }).error };
        });
        return answer(200, { results });
      }
      const orderMatch = /^\/orders\/([^/]+)(\/actions)?$/.exec(path);
      if (orderMatch) {
        const order = orders.get(decodeURIComponent(orderMatch[1] ?? ''));
        if (!order) return answer(404, { error: 'Not found.' });
        if (!orderMatch[2]) return answer(200, view(order, account.role));
        const reason = typeof body.reason === 'string' ? body.reason : undefined;
        if ((body.action === 'cancel' || body.action === 'verify-payment') && (!reason || reason.trim().length < 3))
          return answer(400, { error: 'The action has problems.', problems: [{ field: 'reason', message: 'Give the reason.' }] });
        if (body.action === 'collect' && body.expectedVersion === order.version) {
          const handover = (typeof body.handover === 'object' && body.handover !== null ? body.handover : {}) as Record<string, unknown>;
          if (squeeze(handover.orderId) !== order.orderId) return answer(409, { code: 'handover-mismatch', message: 'The order number does not match this order.' });
          if (String(handover.nationalId ?? '').replace(/\D/g, '') !== order.nationalId) return answer(409, { code: 'handover-mismatch', message: "The national ID does not match this order's. Do not hand it over." });
        }
        const outcome = act(order, String(body.action), body.expectedVersion, reason, account);
        return answer(outcome.status, outcome.body);
      }
      if (path === '/messages') {
        const filter = url.searchParams.get('filter') ?? 'unread';
        const shown = messages.filter((message) => filter === 'all' || (filter === 'unread' ? !message.repliedAt : message.repliedAt));
        return answer(200, { messages: shown.map((message) => ({ ...message, receivedAt: AT, productInterest: null })), unread: messages.filter((message) => !message.repliedAt).length, page: 1, pageSize: 25, total: shown.length });
      }
      const replied = /^\/messages\/([^/]+)\/replied$/.exec(path);
      if (replied && req.method === 'POST') {
        const message = messages.find((entry) => entry.id === replied[1]);
        if (!message) return answer(404, { error: 'Not found.' });
        message.repliedAt = AT;
        message.repliedBy = account.name;
        return answer(200, { message: { ...message, receivedAt: AT, productInterest: null } });
      }
      if (path === '/dashboard') {
        const daily = Array.from({ length: 30 }, (_, index) => ({ day: `2026-11-${String(index + 1).padStart(2, '0')}`, orders: index % 4, revenue: (index % 4) * 2500 }));
        return answer(200, {
          today: { orders: 3, revenue: 7500 },
          last7: { orders: 12, revenue: 31_000 },
          last30: { orders: 45, revenue: 112_500 },
          byMethod: [
            { key: 'mpesa', orders: 30, revenue: 80_000 },
            { key: 'cod', orders: 15, revenue: 32_500 },
          ],
          byCounty: [{ key: 'Nairobi', orders: 45, revenue: 112_500 }],
          topProducts: [{ productId: 'olive-soap', name: 'Olive Soap', quantity: 40, revenue: 20_000 }],
          waiting: { awaitingPayment: 2, awaitingConfirmation: 1, flagged: 1, unmatchedPayments: 0, toPrepare: 2, ready: 1 },
          daily,
          signIns: stub.signIns,
        });
      }
      // The owner's only from here.
      if (account.role !== 'owner') return answer(403, { code: 'role', error: 'Only the owner may do this.' });
      if (path === '/vitals') {
        return answer(200, {
          today: '2026-11-27',
          windows: [1, 7, 28],
          thresholds: { LCP: { unit: 'ms', good: 2500, poor: 4000 }, INP: { unit: 'ms', good: 200, poor: 500 }, CLS: { unit: 'score', good: 0.1, poor: 0.25 }, TTFB: { unit: 'ms', good: 800, poor: 1800 } },
          pages: stub.vitalsPages,
        });
      }
      if ((path === '/audit' || path === '/audit.csv') && req.method === 'GET') {
        const get = (key: string) => url.searchParams.get(key) ?? '';
        const entries = stub.audit.filter(
          (entry) =>
            (!get('from') || shopDay(entry.at) >= get('from')) &&
            (!get('to') || shopDay(entry.at) <= get('to')) &&
            (!get('account') || entry.username === get('account')) &&
            (!get('orderId') || entry.orderId === get('orderId')) &&
            (!get('action') || entry.action === get('action')),
        );
        if (path === '/audit.csv') return sendCsv(['id,at,username,action', ...entries.map((entry) => `${entry.id},${entry.at},${entry.username},${entry.action}`)]);
        return answer(200, { entries, page: Number(get('page') || 1), pageSize: 50, total: entries.length, chain: stub.auditChain });
      }
      if (path === '/settings') {
        if (req.method === 'PUT') {
          if (typeof body.staffSecondFactor !== 'boolean') return answer(400, { error: 'The setting has problems.', problems: [{ field: 'staffSecondFactor', message: 'Say yes or no.' }] });
          stub.settings.staffSecondFactor = body.staffSecondFactor;
        }
        return answer(200, { staffSecondFactor: stub.settings.staffSecondFactor });
      }
      if (path === '/accounts' && req.method === 'GET') return answer(200, { accounts: [...accounts.values()].map(teamEntry) });
      if (path === '/accounts' && req.method === 'POST') {
        const username = typeof body.username === 'string' ? body.username.trim().toLowerCase() : '';
        if (!username || typeof body.name !== 'string' || (body.role !== 'staff' && body.role !== 'manager')) return answer(400, { error: 'The account has problems.', problems: [{ field: 'role', message: 'Choose staff or manager.' }] });
        if (accounts.has(username)) return answer(409, { code: 'taken', error: 'This username is taken.' });
        const created: StubAccount = { username, name: body.name, role: body.role, password: 'one-time 9090', secondFactor: false, recoveryCodes: [], mustChangePassword: true, oneTimePasswordExpiresAt: '2026-11-27T14:02:00+03:00', disabledAt: null, failedSignInsLastHour: 0, pending: false };
        accounts.set(username, created);
        return answer(201, { account: teamEntry(created), oneTimePassword: created.password, expiresAt: created.oneTimePasswordExpiresAt });
      }
      const accountMatch = /^\/accounts\/([^/]+)\/(reset-password|reset-second-factor|role|disable)$/.exec(path);
      if (accountMatch && req.method === 'POST') {
        const target = accounts.get(decodeURIComponent(accountMatch[1] ?? ''));
        if (!target) return answer(404, { error: 'There is no such account.' });
        if (target.role === 'owner' || target.username === account.username) return answer(409, { code: 'not-allowed', error: 'Not for this account.' });
        switch (accountMatch[2]) {
          case 'reset-password':
            passwordCount += 1;
            target.password = `one-time ${String(passwordCount).padStart(4, '0')}`;
            target.mustChangePassword = true;
            target.oneTimePasswordExpiresAt = '2026-11-27T14:02:00+03:00';
            endSessionsOf(target.username);
            return answer(200, { oneTimePassword: target.password, expiresAt: target.oneTimePasswordExpiresAt });
          case 'reset-second-factor':
            target.secondFactor = false;
            target.recoveryCodes = [];
            endSessionsOf(target.username);
            return answer(204);
          case 'role':
            if (body.role !== 'staff' && body.role !== 'manager') return answer(400, { error: 'The role has problems.', problems: [{ field: 'role', message: 'Choose staff or manager.' }] });
            target.role = body.role;
            return answer(200, { account: teamEntry(target) });
          default:
            target.disabledAt = AT;
            endSessionsOf(target.username);
            return answer(204);
        }
      }
      return answer(404, { error: 'Not found.' });
    });
  });

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve(Object.assign(stub, {
        origin: `http://127.0.0.1:${port}`,
        calls,
        bodies,
        orders,
        messages,
        payments,
        catalogue,
        changeBehind: (orderId, status, event, actor) => {
          const order = orders.get(orderId);
          if (!order) throw new Error(`No order ${orderId}`);
          order.status = status;
          order.version += 1;
          order.history.push({ at: AT, event, actor, note: null });
        },
        endSessions: () => sessions.clear(),
        listWithoutVersions: () => {
          listVersions = false;
        },
        goDown: () => {
          down = true;
        },
        comeBack: () => {
          down = false;
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      } satisfies Omit<OfficeServiceStub, 'vitalsPages' | 'accounts' | 'settings' | 'audit' | 'auditChain' | 'signIns'>));
    });
  });
}

/** A stand-in office service for each test of the file, which `fetch` reaches. */
export function standInOfficeService(): () => OfficeServiceStub {
  let service: OfficeServiceStub | undefined;
  beforeEach(async () => {
    service = await startOfficeService();
    Object.assign(globalThis, { fetch: localhostFetch(service.origin) });
  });
  afterEach(async () => {
    cleanup();
    await service?.close();
    Reflect.deleteProperty(globalThis, 'fetch');
  });
  return () => {
    if (!service) throw new Error('The stand-in office service runs during a test only');
    return service;
  };
}
