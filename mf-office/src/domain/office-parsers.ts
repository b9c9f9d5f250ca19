// One small parser per answer of the office's API: an answer is untrusted, so a malformed one is
// null (the client then reports the service as not answering sensibly) or loses the odd field.
import { ORDER_ACTIONS, ORDER_TABS, type OrderTab } from './order-tabs';
import { count, isObject, listOf, oneOf, text, textOrNull, type Json } from './read-json';
import type {
  AuditChain,
  AuditEntry,
  AuditPage,
  BulkResult,
  Dashboard,
  Enrolment,
  Figures,
  HistoryEvent,
  KeyedFigures,
  MessagesPage,
  NewAccount,
  OfficeAccount,
  OfficeOrder,
  OfficeSession,
  OfficeSettings,
  OneTimePassword,
  OrderRow,
  OrdersPage,
  Overview,
  PaymentEvidence,
  Problem,
  ShopMessage,
  TabCounts,
  TeamAccount,
} from './office-types';

const ROLES = ['owner', 'manager', 'staff'] as const;
const METHODS = ['mpesa', 'cod'] as const;

export function parseAccount(value: unknown): OfficeAccount | null {
  if (!isObject(value)) return null;
  const role = oneOf(value.role, ROLES);
  const username = text(value.username, '', 100);
  if (!role || !username) return null;
  return { username, name: text(value.name, username, 200), role, secondFactor: value.secondFactor === true };
}

/** A whole number of at least 0, or null. */
function wholeOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

export function parseSession(value: unknown): OfficeSession | null {
  if (!isObject(value)) return null;
  const account = parseAccount(value.account);
  const csrfToken = text(value.csrfToken, '', 500);
  if (!account || !csrfToken) return null;
  return {
    account,
    csrfToken,
    expiresAt: text(value.expiresAt),
    mustChangePassword: value.mustChangePassword === true,
    mustEnrol: value.mustEnrol === true,
    recoveryCodesLeft: wholeOrNull(value.recoveryCodesLeft),
  };
}

/** The problems of a 400 answer (`{ problems: [{ field, message }] }`), each with its message. */
export function parseProblems(value: unknown): Problem[] {
  if (!isObject(value)) return [];
  return listOf(value.problems, (problem) => {
    if (!isObject(problem)) return null;
    const message = text(problem.message, '', 300);
    return message ? { field: text(problem.field, '', 100), message } : null;
  });
}

const BASE32 = /^[A-Z2-7]{16,128}=*$/;

/** An enrolment's start: a base32 secret, its otpauth:// address and an SVG of its QR code, or nothing. */
export function parseEnrolment(value: unknown): Enrolment | null {
  if (!isObject(value)) return null;
  const secret = text(value.secret, '', 200).replace(/\s/g, '').toUpperCase();
  const uri = text(value.uri, '', 2000);
  const qrSvg = text(value.qrSvg, '', 200_000).trim();
  if (!BASE32.test(secret) || !uri.startsWith('otpauth://totp/')) return null;
  if (!/^(<\?xml[^>]*>\s*)?<svg[\s>]/.test(qrSvg) || !qrSvg.endsWith('</svg>')) return null;
  return { secret, uri, qrSvg };
}

/** A recovery code as the service gives it (ABCDE-FGHJK): letters, digits and dashes. */
const RECOVERY_CODE = /^[0-9A-Za-z]{4,12}(-[0-9A-Za-z]{4,12}){0,3}$/;

/** The recovery codes of a confirmed enrolment, all of them well formed, or nothing. */
export function parseRecoveryCodes(value: unknown): string[] | null {
  if (!isObject(value) || !Array.isArray(value.recoveryCodes) || value.recoveryCodes.length === 0 || value.recoveryCodes.length > 50) return null;
  const codes = value.recoveryCodes.filter((code): code is string => typeof code === 'string' && RECOVERY_CODE.test(code));
  return codes.length === value.recoveryCodes.length ? codes : null;
}

export function parseCounts(value: unknown): TabCounts {
  const counts = isObject(value) ? value : {};
  return Object.fromEntries(ORDER_TABS.map((tab) => [tab, count(counts[tab])])) as TabCounts;
}

export function parseOverview(value: unknown): Overview | null {
  if (!isObject(value)) return null;
  return { counts: parseCounts(value.counts), unreadMessages: count(value.unreadMessages) };
}

function parseOrderRow(value: unknown): OrderRow | null {
  if (!isObject(value)) return null;
  const orderId = text(value.orderId, '', 100);
  if (!orderId) return null;
  return {
    orderId,
    placedAt: text(value.placedAt),
    status: text(value.status),
    tab: oneOf<OrderTab>(value.tab, ORDER_TABS),
    flag: textOrNull(value.flag),
    customerName: text(value.customerName),
    phone: text(value.phone),
    county: text(value.county),
    station: text(value.station),
    paymentMethod: oneOf(value.paymentMethod, METHODS),
    total: count(value.total),
    items: count(value.items),
    version: typeof value.version === 'number' && Number.isInteger(value.version) ? value.version : null,
  };
}

function pageFields(value: Json): { page: number; pageSize: number; total: number } {
  return { page: count(value.page, 1), pageSize: count(value.pageSize, 25), total: count(value.total) };
}

export function parseOrdersPage(value: unknown): OrdersPage | null {
  if (!isObject(value) || !Array.isArray(value.orders)) return null;
  return { orders: listOf(value.orders, parseOrderRow), counts: parseCounts(value.counts), ...pageFields(value) };
}

function parseEvidence(value: unknown): PaymentEvidence | null {
  if (!isObject(value)) return null;
  return { receipt: text(value.receipt), amount: count(value.amount), receivedAt: text(value.receivedAt), source: text(value.source), matchedBy: text(value.matchedBy) };
}

function parseHistoryEvent(value: unknown): HistoryEvent | null {
  if (!isObject(value)) return null;
  return { at: text(value.at), event: text(value.event), actor: text(value.actor), note: textOrNull(value.note) };
}

/** The station as a name: the service gives `{ id, name }` (the owner view) or a plain name. */
function stationName(value: Json): string {
  if (typeof value.station === 'string') return value.station;
  const station = value.pickupStation;
  if (isObject(station)) return text(station.name);
  return text(station);
}

export function parseOrder(value: unknown): OfficeOrder | null {
  if (!isObject(value)) return null;
  const orderId = text(value.orderId, '', 100);
  const version = value.version;
  if (!orderId || typeof version !== 'number' || !Number.isInteger(version)) return null;
  const payment = isObject(value.payment) ? value.payment : {};
  const priceCheck = isObject(value.priceCheck) ? value.priceCheck : {};
  return {
    orderId,
    version,
    placedAt: text(value.placedAt),
    status: text(value.status),
    paymentMethod: oneOf(value.paymentMethod, METHODS),
    mpesaTransactionId: textOrNull(value.mpesaTransactionId),
    customerName: text(value.customerName),
    phoneNumber: text(value.phoneNumber),
    customerId: textOrNull(value.customerId),
    email: textOrNull(value.email),
    county: text(value.county),
    station: stationName(value),
    lines: listOf(value.lines, (line) =>
      isObject(line) ? { id: text(line.id), name: text(line.name), unitPrice: count(line.unitPrice), quantity: count(line.quantity), lineTotal: count(line.lineTotal) } : null,
    ),
    subtotal: count(value.subtotal),
    discount: count(value.discount),
    coupon: textOrNull(value.coupon),
    shipping: count(value.shipping),
    total: count(value.total),
    claimedTotal: typeof value.claimedTotal === 'number' ? value.claimedTotal : null,
    priceCheck: { result: text(priceCheck.result, 'unchecked'), issues: listOf(priceCheck.issues, (issue) => textOrNull(issue)) },
    notes: textOrNull(value.notes),
    payment: { flag: textOrNull(payment.flag), paidAt: textOrNull(payment.paidAt), payments: listOf(payment.payments, parseEvidence) },
    history: listOf(value.history, parseHistoryEvent),
    actions: listOf(value.actions, (action) => oneOf(action, ORDER_ACTIONS)),
  };
}

/** `{ order }` (an action's answer, a 409 `changed`) or the order itself. */
export function parseOrderAnswer(value: unknown): OfficeOrder | null {
  return isObject(value) && 'order' in value ? parseOrder(value.order) : parseOrder(value);
}

export function parseBulkResults(value: unknown): BulkResult[] | null {
  if (!isObject(value) || !Array.isArray(value.results)) return null;
  return listOf(value.results, (result) =>
    isObject(result) && typeof result.orderId === 'string' ? { orderId: result.orderId, ok: result.ok === true, message: textOrNull(result.message) } : null,
  );
}

function parseMessage(value: unknown): ShopMessage | null {
  if (!isObject(value)) return null;
  const id = typeof value.id === 'number' ? String(value.id) : text(value.id, '', 100);
  if (!id) return null;
  return {
    id,
    receivedAt: text(value.receivedAt),
    name: text(value.name),
    email: textOrNull(value.email),
    phone: textOrNull(value.phone),
    productInterest: textOrNull(value.productInterest),
    message: text(value.message, '', 20_000),
    repliedAt: textOrNull(value.repliedAt),
    repliedBy: textOrNull(value.repliedBy),
  };
}

export function parseMessagesPage(value: unknown): MessagesPage | null {
  if (!isObject(value) || !Array.isArray(value.messages)) return null;
  return { messages: listOf(value.messages, parseMessage), unread: count(value.unread), ...pageFields(value) };
}

export function parseMessageAnswer(value: unknown): ShopMessage | null {
  return isObject(value) ? parseMessage(value.message) : null;
}

function figures(value: unknown): Figures {
  const source = isObject(value) ? value : {};
  return { orders: count(source.orders), revenue: count(source.revenue) };
}

function keyedFigures(value: unknown): KeyedFigures | null {
  return isObject(value) ? { key: text(value.key), ...figures(value) } : null;
}

/** `byMethod` as a list of `{ key, … }` or as `{ mpesa: { … }, cod: { … } }`. */
function keyedList(value: unknown): KeyedFigures[] {
  if (Array.isArray(value)) return listOf(value, keyedFigures);
  if (!isObject(value)) return [];
  return Object.entries(value).map(([key, entry]) => ({ key, ...figures(entry) }));
}

export function parseDashboard(value: unknown): Dashboard | null {
  if (!isObject(value)) return null;
  const waiting = isObject(value.waiting) ? value.waiting : {};
  const signIns = isObject(value.signIns) ? value.signIns : {};
  return {
    today: figures(value.today),
    last7: figures(value.last7),
    last30: figures(value.last30),
    byMethod: keyedList(value.byMethod),
    byCounty: keyedList(value.byCounty),
    topProducts: listOf(value.topProducts, (product) =>
      isObject(product) ? { productId: text(product.productId), name: text(product.name), quantity: count(product.quantity), revenue: count(product.revenue) } : null,
    ),
    waiting: {
      awaitingPayment: count(waiting.awaitingPayment),
      awaitingConfirmation: count(waiting.awaitingConfirmation),
      flagged: count(waiting.flagged),
      unmatchedPayments: count(waiting.unmatchedPayments),
      toPrepare: count(waiting.toPrepare),
      ready: count(waiting.ready),
    },
    daily: listOf(value.daily, (day) => (isObject(day) ? { day: text(day.day), ...figures(day) } : null)),
    signIns: {
      failedLastHour: count(signIns.failedLastHour),
      failedLast24Hours: count(signIns.failedLast24Hours),
      alarm: textOrNull(signIns.alarm, 1000),
    },
  };
}

function parseAuditEntry(value: unknown): AuditEntry | null {
  if (!isObject(value)) return null;
  const id = typeof value.id === 'number' && Number.isInteger(value.id) ? String(value.id) : text(value.id, '', 40);
  const at = text(value.at, '', 60);
  const action = text(value.action, '', 100);
  if (!id || !at || !action) return null;
  return {
    id,
    at,
    username: textOrNull(value.username, 100),
    role: textOrNull(value.role, 40),
    action,
    orderId: textOrNull(value.orderId, 100),
    detail: isObject(value.detail) ? value.detail : null,
    network: textOrNull(value.network, 100),
  };
}

function parseChain(value: unknown): AuditChain | null {
  if (!isObject(value) || typeof value.ok !== 'boolean') return null;
  const brokenAt = typeof value.brokenAt === 'number' && Number.isInteger(value.brokenAt) ? value.brokenAt : null;
  // A broken chain names where; a whole one names nowhere.
  if (!value.ok && brokenAt === null) return null;
  return { ok: value.ok, rows: count(value.rows), brokenAt: value.ok ? null : brokenAt };
}

export function parseAuditPage(value: unknown): AuditPage | null {
  if (!isObject(value) || !Array.isArray(value.entries)) return null;
  return { entries: listOf(value.entries, parseAuditEntry), ...pageFields(value), chain: parseChain(value.chain) };
}

function parseTeamAccount(entry: unknown): TeamAccount | null {
  const account = parseAccount(entry);
  if (!account || !isObject(entry)) return null;
  return {
    ...account,
    createdAt: text(entry.createdAt),
    disabledAt: textOrNull(entry.disabledAt),
    mustChangePassword: entry.mustChangePassword === true,
    oneTimePasswordExpiresAt: textOrNull(entry.oneTimePasswordExpiresAt),
    recoveryCodesLeft: wholeOrNull(entry.recoveryCodesLeft),
    failedSignInsLastHour: wholeOrNull(entry.failedSignInsLastHour) ?? 0,
  };
}

export function parseTeam(value: unknown): TeamAccount[] | null {
  if (!isObject(value) || !Array.isArray(value.accounts)) return null;
  return listOf(value.accounts, parseTeamAccount);
}

/** A one-time password and when it stops working; both, or nothing. */
export function parseOneTimePassword(value: unknown): OneTimePassword | null {
  if (!isObject(value)) return null;
  const oneTimePassword = text(value.oneTimePassword, '', 200);
  const expiresAt = text(value.expiresAt, '', 60);
  return oneTimePassword && expiresAt ? { oneTimePassword, expiresAt } : null;
}

export function parseNewAccount(value: unknown): NewAccount | null {
  if (!isObject(value)) return null;
  const account = parseAccount(value.account);
  const password = parseOneTimePassword(value);
  return account && password ? { account, ...password } : null;
}

export function parseSettings(value: unknown): OfficeSettings | null {
  return isObject(value) && typeof value.staffSecondFactor === 'boolean' ? { staffSecondFactor: value.staffSecondFactor } : null;
}
