// A stand-in for the order service's office API (docs/office.md, "The API"), a real HTTP server on
// localhost for the office's tests: sessions in a cookie with their CSRF token, the owner's second
// factor, a locked account, orders with versions and the actions' rules, bulk actions, messages
// and the overview. The real service (Fastify on PGlite) does not run inside Jest's jsdom; the e2e
// journeys run the office against it. A test plays the world: another person changing an order
// (`changeBehind`), a session ending (`endSessions`), the service going down (`goDown`).
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { cleanup } from '@testing-library/react';
import { localhostFetch } from '@mimea/shared/testing/localhost-fetch';

export const OWNER = { username: 'amina', password: 'correct horse battery', name: 'Amina Wanjiru', role: 'owner', code: '123456' } as const;
export const STAFF = { username: 'otieno', password: 'staff password 1', name: 'Otieno Kamau', role: 'staff' } as const;
/** Added by the owner: signs in with a one-time password, which must be changed first. */
export const NEW_STAFF = { username: 'njeri', password: 'one-time 4821', name: 'Njeri Mwangi', role: 'staff' } as const;

type StubAccount = typeof OWNER | typeof STAFF | typeof NEW_STAFF;

export interface StubOrder {
  orderId: string;
  version: number;
  status: string;
  flag: string | null;
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
  /** Someone else did `event` to the order (its version moves on). */
  changeBehind: (orderId: string, status: string, event: string, actor: string) => void;
  /** Every session ends (idle or signed out elsewhere): the next call is a 401. */
  endSessions: () => void;
  /** The list's rows name no version (as docs/office.md's OrderRow). */
  listWithoutVersions: () => void;
  /** The pages GET /vitals answers with (the owner's speed page); none at first. */
  vitalsPages: unknown[];
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
  /** token → { account, csrf } */
  const sessions = new Map<string, { account: StubAccount; csrf: string }>();
  const passwords = new Map<string, string>([OWNER, STAFF, NEW_STAFF].map((account) => [account.username, account.password]));
  const mustChange = new Set<string>([NEW_STAFF.username]);
  let down = false;
  let listVersions = true;
  /** Filled in as the server starts listening; what the tests change on it (vitalsPages) the server reads. */
  const stub = { vitalsPages: [] as unknown[] } as OfficeServiceStub;

  const view = (order: StubOrder) => ({
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
    payment: { flag: order.flag, paidAt: null, payments: [] },
    history: order.history,
    actions: actionsOf(order),
  });
  const counts = (list: StubOrder[]) => Object.fromEntries(TABS.map((tab) => [tab, list.filter((order) => tabsOf(order).includes(tab)).length]));
  const act = (order: StubOrder, action: string, expectedVersion: unknown, reason: string | undefined, actor: string) => {
    if (expectedVersion !== order.version) {
      const last = order.history.at(-1);
      return { status: 409, body: { code: 'changed', message: `${last?.actor ?? 'Someone'} changed this order at 14:02. Look at it again before you change it.`, order: view(order) } };
    }
    const result = ACTION_RESULT[action];
    if (!result || !actionsOf(order).includes(action)) return { status: 409, body: { code: 'not-allowed', message: 'That is not allowed for this order now.' } };
    order.status = result.status;
    if (action === 'verify-payment' || action === 'cancel') order.flag = null;
    order.version += 1;
    order.history.push({ at: AT, event: result.event, actor, note: reason ?? null });
    return { status: 200, body: { order: view(order) } };
  };

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname.replace(/^\/api\/office/, '');
      calls.push(`${req.method} ${url.pathname}${url.search}`);
      const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
        if (body === undefined) res.writeHead(status, headers).end();
        else res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
      };
      if (down) return answer(503, { error: 'The order service is busy.' });
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      if (req.method === 'POST') bodies.push({ path, body });
      const token = /mimea_office=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
      const session = token ? sessions.get(token) : undefined;

      if (req.method === 'POST' && path === '/session') {
        const account = [OWNER, STAFF, NEW_STAFF].find((candidate) => candidate.username === body.username);
        if (body.username === 'locked') return answer(423, { code: 'locked', retryAfterSeconds: 840 });
        if (!account || passwords.get(account.username) !== body.password) return answer(401, { code: 'invalid', error: 'The username or password is wrong.' });
        if (account.role === 'owner' && !body.code) return answer(401, { code: 'code-required' });
        if (account.role === 'owner' && body.code !== OWNER.code) return answer(401, { code: 'code-wrong' });
        const newToken = randomUUID();
        const csrf = randomUUID();
        sessions.set(newToken, { account, csrf });
        const summary = { username: account.username, name: account.name, role: account.role };
        return answer(200, { account: summary, csrfToken: csrf, expiresAt: '2026-11-27T02:00:00+03:00', mustChangePassword: mustChange.has(account.username) }, { 'Set-Cookie': `mimea_office=${newToken}; HttpOnly; Path=/api/office` });
      }
      if (!session) return answer(401, { code: 'signed-out', error: 'Please sign in again.' });
      if (req.method !== 'GET' && req.headers['x-csrf-token'] !== session.csrf) return answer(403, { code: 'csrf' });
      const { account } = session;
      const summary = { username: account.username, name: account.name, role: account.role };

      if (path === '/session' && req.method === 'GET') return answer(200, { account: summary, csrfToken: session.csrf, expiresAt: '2026-11-27T02:00:00+03:00', mustChangePassword: mustChange.has(account.username) });
      if (path === '/password' && req.method === 'POST') {
        if (body.current !== passwords.get(account.username)) return answer(400, { error: 'The password was not changed.', problems: [{ field: 'current', message: 'This is not your current password.' }] });
        passwords.set(account.username, String(body.next));
        mustChange.delete(account.username);
        return answer(204);
      }
      if (path === '/session/everywhere' && req.method === 'POST') {
        for (const [key, entry] of sessions) if (entry.account.username === account.username) sessions.delete(key);
        return answer(204, undefined, { 'Set-Cookie': 'mimea_office=; Max-Age=0; Path=/api/office' });
      }
      if (mustChange.has(account.username)) return answer(403, { code: 'password-change', error: 'Choose a new password first.' });
      if (path === '/session' && req.method === 'DELETE') {
        sessions.delete(token ?? '');
        return answer(204, undefined, { 'Set-Cookie': 'mimea_office=; Max-Age=0; Path=/api/office' });
      }
      if (path === '/overview') return answer(200, { counts: counts([...orders.values()]), unreadMessages: messages.filter((message) => !message.repliedAt).length });
      if (path === '/orders' && req.method === 'GET') {
        const tab = url.searchParams.get('tab') ?? 'to-prepare';
        const q = url.searchParams.get('q') ?? '';
        const matching = [...orders.values()].filter(
          (order) => !q || order.orderId.startsWith(q) || order.customerName.toLowerCase().includes(q.toLowerCase()) || (digits(q).length >= 3 && digits(order.phoneNumber).startsWith(digits(q))),
        );
        const shown = matching.filter((order) => tabsOf(order).includes(tab));
        return answer(200, {
          orders: shown.map((order) => ({ orderId: order.orderId, placedAt: '2026-11-26T10:00:00+03:00', status: order.status, tab: tabsOf(order)[0], flag: order.flag, customerName: order.customerName, phone: masked(order.phoneNumber), county: order.county, station: order.station, paymentMethod: order.paymentMethod, total: order.total, items: 2, ...(listVersions ? { version: order.version } : {}) })),
          counts: counts(matching),
          page: 1,
          pageSize: 25,
          total: shown.length,
        });
      }
      if (path === '/orders/bulk' && req.method === 'POST') {
        const results = (body.orders as { orderId: string; expectedVersion: number }[]).map(({ orderId, expectedVersion }) => {
          const order = orders.get(orderId);
          if (!order) return { orderId, ok: false, message: 'Not found.' };
          const outcome = act(order, String(body.action), expectedVersion, body.reason as string | undefined, account.name);
          return outcome.status === 200 ? { orderId, ok: true } : { orderId, ok: false, message: (outcome.body as { message: string }).message };
        });
        return answer(200, { results });
      }
      const orderMatch = /^\/orders\/([^/]+)(\/actions)?$/.exec(path);
      if (orderMatch) {
        const order = orders.get(decodeURIComponent(orderMatch[1] ?? ''));
        if (!order) return answer(404, { error: 'Not found.' });
        if (!orderMatch[2]) return answer(200, view(order));
        const reason = typeof body.reason === 'string' ? body.reason : undefined;
        if ((body.action === 'cancel' || body.action === 'verify-payment') && (!reason || reason.trim().length < 3))
          return answer(400, { error: 'The action has problems.', problems: [{ field: 'reason', message: 'Give the reason.' }] });
        const outcome = act(order, String(body.action), body.expectedVersion, reason, account.name);
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
      if (path === '/vitals') {
        if (account.role !== 'owner') return answer(403, { code: 'role', error: 'Only the owner may do this.' });
        return answer(200, {
          today: '2026-11-27',
          windows: [1, 7, 28],
          thresholds: { LCP: { unit: 'ms', good: 2500, poor: 4000 }, INP: { unit: 'ms', good: 200, poor: 500 }, CLS: { unit: 'score', good: 0.1, poor: 0.25 }, TTFB: { unit: 'ms', good: 800, poor: 1800 } },
          pages: stub.vitalsPages,
        });
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
        });
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
      } satisfies Omit<OfficeServiceStub, 'vitalsPages'>));
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
